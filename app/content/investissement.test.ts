import { leadForms } from "@domain/leads/forms";
import { describe, expect, it } from "vitest";
import { investissementContent } from "./investissement.i18n";

const { expertForm } = await investissementContent.load("fr");

describe("investment content", () => {
  it("asks the expert form for company, name, function and email, with optional objectives", () => {
    expect(expertForm.kind).toBe("expert");
    expect(expertForm.title).toBe("Parler à un Expert");
    expect(expertForm.submitLabel).toBe("Être contacté par un expert");
    expect(
      leadForms.expert.fields.map((field) => [field.name, field.label, field.required ?? false]),
    ).toEqual([
      ["companyName", "Nom de l'entreprise", true],
      ["name", "Votre nom", true],
      ["function", "Fonction", true],
      ["email", "Email", true],
      ["objectives", "Objectifs d'investissement", false],
    ]);
    expect(
      leadForms.expert.fields.map(
        (field) => field.control === "input" && [field.type, field.autoComplete],
      ),
    ).toEqual([
      ["text", "organization"],
      ["text", "name"],
      ["text", "organization-title"],
      ["email", "email"],
      false,
    ]);
    expect(leadForms.expert.fields.at(-1)).toMatchObject({ control: "textarea", rows: 4 });
  });
});
