import { describe, expect, it } from "vitest";
import { writeCompiled, type CompiledMessage } from "./compiledMessage";
import { lengthenedMessage, lengthenedText } from "./pseudoLength";

describe("the pseudo-locale's lengthening", () => {
  it("writes each vowel, accented or not, twice and leaves the other letters and the figures", () => {
    expect(lengthenedText("Ōũvŕĩŕ ũń ćōḿƥţē 24 h")).toBe("ŌŌũũvŕĩĩŕ ũũń ćōōḿƥţēē 24 h");
  });

  it("leaves placeholders, select keys and the plural's count as they are", () => {
    const message: CompiledMessage = [
      "Ďàńś ",
      ["days", "plural", { one: ["#", " ĵōũŕ"], other: ["#", " ĵōũŕś"] }],
      " ƥōũŕ ",
      ["name"],
    ];
    expect(writeCompiled(lengthenedMessage(message), { days: 14, name: "Aurore" }, "fr-FR")).toBe(
      "Ďààńś 14 ĵōōũũŕś ƥōōũũŕ Aurore",
    );
  });

  it("makes a French sentence at least 30 % longer, as German often is", () => {
    const sentence = "Simulez votre prêt personnel et obtenez une réponse de principe immédiate.";
    expect(lengthenedText(sentence).length).toBeGreaterThanOrEqual(sentence.length * 1.3);
  });
});
