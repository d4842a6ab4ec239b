import { describe, expect, it } from "vitest";
import { buildFipen, type FipenLoan } from "../../domain/credit/fipen";
import { formatEuros, formatRate } from "../../domain/format";
import { renderFipenPdf, toWinAnsi } from "./fipen-pdf";
import { fipenForm, shownHeading } from "../../domain/credit/fipenForm.testing";
import {
  bytesOf,
  flowing,
  infoEntry,
  pageCount,
  pageTextsOf,
  textOf,
} from "../../tests/support/pdf-text";

const createdAt = new Date("2026-11-23T10:42:00Z");
const sheetOf = (loan: FipenLoan) => buildFipen(loan, { issuedOn: "2026-11-23" });

const autoLoan: FipenLoan = {
  product: "pretAuto",
  amount: 20_000,
  months: 60,
  annualRate: 0.042,
  insurance: true,
};
const personalLoan: FipenLoan = {
  product: "pretPersonnel",
  amount: 15_000,
  months: 60,
  annualRate: 0.039,
  insurance: false,
};
const examples: FipenLoan[] = [
  autoLoan,
  personalLoan,
  { product: "pretVoyage", amount: 8_500, months: 60, annualRate: 0.042, insurance: true },
  { product: "pretTravaux", amount: 35_000, months: 72, annualRate: 0.032, insurance: false },
];

describe("renderFipenPdf", () => {
  it.each(examples)(
    "draws the sheet of $amount € over $months months on numbered A4 pages",
    async (loan) => {
      const sheet = sheetOf(loan);
      const pdf = await renderFipenPdf(sheet, { createdAt });

      expect(bytesOf(pdf.subarray(0, 5))).toBe("%PDF-");
      expect(bytesOf(pdf)).toContain("/MediaBox [0 0 595.28 841.89]");
      const pages = pageTextsOf(pdf);
      expect(pageCount(pdf)).toBe(pages.length);
      expect(bytesOf(pdf)).toContain(`/Count ${pages.length}`);
      pages.forEach((page, index) =>
        expect(page).toContain(`Page ${index + 1} sur ${pages.length}`),
      );

      const text = textOf(pdf);
      const { summary, insurance } = sheet.figures;
      for (const figure of [
        "Attention ! Un crédit coûte de l'argent et doit être remboursé !",
        "Fiche d'information précontractuelle européenne normalisée",
        `TAEG fixe ${formatRate(summary.taeg)}`,
        `mensualités de ${formatEuros(summary.monthlyPayment)}`,
        formatEuros(summary.totalDue),
        formatEuros(loan.amount),
        `coût total du crédit (${formatEuros(summary.totalInterest)})`,
        `Taux débiteur fixe de ${formatRate(loan.annualRate)}`,
        `${formatEuros(insurance.monthlyPremium)} par mois`,
        formatEuros(insurance.totalCost),
        formatRate(insurance.taea),
        "14 jours calendaires",
        "RCS Paris 000 000 000",
      ]) {
        expect(text).toContain(flowing(figure));
      }
    },
  );

  it.each(examples)(
    "prints every heading of the form in its order for $amount € over $months months",
    async (loan) => {
      const sheet = sheetOf(loan);
      const pages = pageTextsOf(await renderFipenPdf(sheet, { createdAt }));
      /**
       * Where each heading is found, each after the previous one, spaces aside: a line may break
       * after the slash of « et/ou ».
       */
      const squeeze = (text: string) => text.replace(/\s+/g, "");
      const inOrder = (text: string, headings: readonly string[]) => {
        const squeezed = squeeze(text);
        let from = 0;
        return headings.map((heading) => {
          const at = squeezed.indexOf(squeeze(heading), from);
          from = at < 0 ? from : at + squeeze(heading).length;
          return at;
        });
      };
      const shownRows = (rows: readonly { label: string; group?: string }[]) =>
        rows.flatMap((row) => (row.group ? [row.group, row.label] : [row.label]));

      // Part I, whole, on the first page, after the warning.
      const keyInformation = [
        sheet.warning,
        fipenForm.keyInformation.title,
        ...sheet.keyInformation.rows.map((row) => row.label),
        ...(sheet.keyInformation.rows.at(-1)?.text ?? []),
      ];
      expect(inOrder(pages[0] ?? "", keyInformation)).not.toContain(-1);

      // Then the five sections: every title, sub-heading and row of the form that the sheet holds.
      const formHeadings = fipenForm.sections.flatMap((section) => [
        section.title,
        ...section.rows.flatMap((row) => [...(row.group ? [row.group] : []), shownHeading(row)]),
      ]);
      const printed = sheet.sections.flatMap((section) => [
        section.title,
        ...shownRows(section.rows),
      ]);
      const allText = pages.join(" ");
      const start = allText.indexOf(fipenForm.sections[0]?.title ?? "-");
      expect(start).toBeGreaterThan(allText.indexOf(fipenForm.keyInformation.title));
      const positions = inOrder(allText.slice(start), printed);
      expect(printed.filter((_, index) => positions[index] === -1)).toEqual([]);
      expect(
        printed.filter(
          (heading) =>
            !formHeadings.includes(heading) &&
            !fipenForm.additions.some((addition) => addition.heading === heading),
        ),
      ).toEqual([]);

      // What the bank adds is on a page of its own, after the form.
      const annex = pages.at(-1) ?? "";
      expect(annex.startsWith(flowing(sheet.annex.title))).toBe(true);
      for (const heading of formHeadings) expect(annex).not.toContain(heading);
    },
  );

  it("uses the standard Helvetica in WinAnsi, embeds no font and fetches nothing", async () => {
    const pdf = await renderFipenPdf(sheetOf(autoLoan), { createdAt });
    const file = bytesOf(pdf);
    expect([...file.matchAll(/\/BaseFont \/([\w-]+)/g)].map(([, font]) => font).sort()).toEqual([
      "Helvetica",
      "Helvetica-Bold",
    ]);
    expect(file.match(/\/Encoding \/WinAnsiEncoding/g)).toHaveLength(2);
    expect(file).not.toMatch(/\/FontFile|\/URI|\/Launch|\/JavaScript/);
    // Accents, the euro sign and the no-break spaces of French figures are WinAnsi characters.
    expect(textOf(pdf)).toContain("Coût du crédit");
    expect(textOf(pdf)).toMatch(/22 208,30 €/);
  });

  it("names the document and its author, and says it is French and tagged", async () => {
    const sheet = sheetOf(autoLoan);
    const pdf = await renderFipenPdf(sheet, { createdAt });
    expect(infoEntry(pdf, "Title")).toBe(`${sheet.title} : ${sheet.summary}`);
    expect(infoEntry(pdf, "Author")).toBe("Aurore Banque");
    expect(infoEntry(pdf, "CreationDate")).toBe("D:20261123104200Z");
    const file = bytesOf(pdf);
    expect(file).toContain("/Lang (fr-FR)");
    expect(file).toContain("/Marked true");
    expect(file).toContain("/StructTreeRoot");
    expect(file).toContain("/DisplayDocTitle true");
  });

  it("gives the same bytes for the same sheet and date", async () => {
    const sheet = sheetOf(personalLoan);
    const first = await renderFipenPdf(sheet, { createdAt });
    const second = await renderFipenPdf(sheet, { createdAt });
    expect(first.equals(second)).toBe(true);
  });
});

describe("toWinAnsi", () => {
  it("keeps French text and turns the narrow no-break space into a no-break space", () => {
    expect(toWinAnsi("Œuvre à 1\u202f234,56\u00a0€ – « oui » ’")).toBe(
      "Œuvre à 1\u00a0234,56\u00a0€ – « oui » ’",
    );
  });

  it("refuses a character the standard fonts cannot draw", () => {
    expect(() => toWinAnsi("1 → 2")).toThrow(RangeError);
    expect(() => toWinAnsi("≤ 8 %")).toThrow(RangeError);
  });
});
