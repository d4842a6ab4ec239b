import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV for French spreadsheets", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Léa Bernard")).toBe("Léa Bernard");
    expect(csvCell("")).toBe("");
  });

  it("quotes a cell holding the separator, a quote, a line break or edge spaces", () => {
    expect(csvCell("Paris; Lyon")).toBe('"Paris; Lyon"');
    expect(csvCell('Dit "urgent"')).toBe('"Dit ""urgent"""');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell(" espace")).toBe('" espace"');
    expect(csvCell("espace ")).toBe('"espace "');
  });

  it("keeps a commas-only cell unquoted: the separator is the semicolon", () => {
    expect(csvCell("1,5")).toBe("1,5");
  });

  it("turns what a spreadsheet would run as a formula into text", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+33611223344")).toBe("'+33611223344");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("=A1;B1")).toBe('"\'=A1;B1"');
  });

  it("starts with a byte-order mark and ends every line with CRLF", () => {
    expect(
      toCsv([
        ["Nom", "Email"],
        ["Léa", "lea@example.fr"],
      ]),
    ).toBe("\uFEFFNom;Email\r\nLéa;lea@example.fr\r\n");
  });
});
