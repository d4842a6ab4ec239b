import { describe, expect, it } from "vitest";
import { formatLongDate } from "../dates";
import { offerValidUntil } from "./workflow";
import { borrowerInsuranceOffer, creditWarning, representativeExamples } from "~/content/credit";
import { bank } from "../bank";
import { formatEuros, formatRate } from "../format";
import {
  ancillaryServiceQuestion,
  buildFipen,
  fipenWarning,
  insuranceCover,
  type FipenLoan,
  type FipenSection,
  type FipenSheet,
} from "./fipen";
import { fipenForm, shownHeading, type FormPart } from "./fipenForm.testing";
import { borrowerInsurance, summarizeLoan } from "./finance";
import { priceLoan } from "./pricing";
import type { CreditProduct } from "./products";
import { usuryThresholds } from "./usury";

const issuedOn = "2026-11-23";

/** A row of the form's five sections (the key information repeats some of their headings). */
const row = (sheet: FipenSheet, label: string) => {
  const found = sheet.sections
    .concat(sheet.annex)
    .flatMap((section) => section.rows)
    .find((r) => r.label === label);
  if (!found) throw new Error(`No row ${label}`);
  return found;
};
const rowText = (sheet: FipenSheet, label: string) => row(sheet, label).text.join("\n");
const allText = (sheet: FipenSheet) =>
  [sheet.title, sheet.summary, sheet.warning]
    .concat(
      [sheet.keyInformation, ...sheet.sections, sheet.annex].flatMap((s) =>
        s.rows.flatMap((r) => [r.label, ...r.text]),
      ),
    )
    .join("\n");

/**
 * The representative examples of DECISIONS.md, the simulator's option that prices each one and its
 * instalment, with and without insurance.
 */
const examples: [CreditProduct, string, number][] = [
  ["pretAuto", "occasion", 370.14],
  ["pretPersonnel", "equipement", 275.57],
  ["pretVoyage", "famille", 157.31],
  ["pretTravaux", "interiorRenovation", 534.92],
];
const cases = examples.flatMap(([product, option, monthly]) =>
  [true, false].map((insurance) => ({ product, option, monthly, insurance })),
);

describe("buildFipen on the representative examples", () => {
  it.each(cases)("$product, insurance $insurance", ({ product, option, monthly, insurance }) => {
    const { amount, months, annualRate } = representativeExamples[product];
    const loan: FipenLoan = { product, amount, months, annualRate, insurance };
    const sheet = buildFipen(loan, { issuedOn });
    const summary = summarizeLoan({ amount, months, annualRate });
    const cover = borrowerInsurance({ amount, months, annualRate }, 0.003);

    // The figures are the finance module's and the simulator's, to the cent.
    expect(sheet.figures.summary).toEqual(summary);
    expect(sheet.figures.insurance).toEqual(cover);
    expect(summary.monthlyPayment).toBe(monthly);
    const simulated = priceLoan({ product, amount, months, option, insurance });
    if (!simulated.ok) throw new Error("The example is no longer offered");
    expect(simulated.price.annualRate).toBe(annualRate);
    expect(sheet.figures.summary).toEqual(simulated.price.summary);
    expect(sheet.figures.insurance).toEqual(simulated.price.insurance);

    // And they read as the simulator writes them.
    expect(row(sheet, "Montant total du crédit").text[0]).toBe(formatEuros(amount));
    expect(rowText(sheet, "Durée du contrat de crédit")).toBe(`${months} mois`);
    expect(row(sheet, "Échéances").text[0]).toMatch(
      new RegExp(`^${months - 1} mensualités de ${formatEuros(monthly)}|^${months} mensualités`),
    );
    expect(row(sheet, "Échéances").text[0]).toContain(formatEuros(monthly));
    expect(row(sheet, "Montant total que vous devrez payer").text[0]).toBe(
      formatEuros(summary.totalDue),
    );
    expect(row(sheet, "Taux annuel effectif global (TAEG)").text[0]).toBe(
      `TAEG fixe ${formatRate(summary.taeg)}`,
    );
    expect(rowText(sheet, "Taux débiteur")).toContain(
      `Taux débiteur fixe de ${formatRate(annualRate)}`,
    );
    expect(rowText(sheet, "Montant total que vous devrez payer")).toContain(
      `coût total du crédit (${formatEuros(summary.totalInterest)})`,
    );

    // The key information says the same, in the same words, on the first page.
    const keyRows = new Map(sheet.keyInformation.rows.map((r) => [r.label, r]));
    for (const label of [
      "Montant total du crédit",
      "Durée du contrat de crédit",
      "Taux débiteur",
      "Taux annuel effectif global (TAEG)",
      "Montant total que vous devrez payer",
    ]) {
      expect(keyRows.get(label), label).toEqual(row(sheet, label));
    }
    expect(keyRows.get("Frais en cas de retard de paiement")).toEqual(
      row(sheet, "Frais en cas de retard de paiement"),
    );

    const insuranceText = rowText(sheet, ancillaryServiceQuestion);
    for (const figure of [
      `${formatEuros(cover.monthlyPremium)} par mois`,
      `soit une mensualité de ${formatEuros(cover.monthlyPaymentWithInsurance)} avec l'assurance`,
      `Coût total de l'assurance sur ${months} mois : ${formatEuros(cover.totalCost)}`,
      `(TAEA) : ${formatRate(cover.taea)}`,
      `au taux de ${formatRate(0.003)} par an du montant emprunté`,
      "n'est pas obligatoire",
      "n'est pas comprise dans le TAEG",
    ]) {
      expect(insuranceText).toContain(figure);
    }
    expect(insuranceText).toContain(
      insurance ? "Vous avez choisi d'adhérer" : "Vous n'avez pas choisi d'adhérer",
    );
    const withInsurance = `Avec l'assurance facultative que vous avez choisie : ${formatEuros(cover.monthlyPaymentWithInsurance)} par mois.`;
    expect(row(sheet, "Échéances").text.includes(withInsurance)).toBe(insurance);

    // The TAEG, the instalments and the total due are the rows set larger (art. L312-8).
    const prominent = (section: FipenSection) =>
      section.rows.filter((r) => r.prominent).map((r) => r.label);
    expect(prominent(sheet.keyInformation)).toEqual([
      "Taux annuel effectif global (TAEG)",
      "Montant total que vous devrez payer",
    ]);
    expect(sheet.sections.flatMap(prominent)).toEqual([
      "Échéances",
      "Montant total que vous devrez payer",
      "Taux annuel effectif global (TAEG)",
    ]);
  });

  it("writes the last instalment apart when it settles the rounding", () => {
    const sheet = buildFipen(
      { ...representativeExamples.pretAuto, product: "pretAuto", insurance: false },
      { issuedOn },
    );
    expect(row(sheet, "Échéances").text[0]).toBe(
      `59 mensualités de ${formatEuros(370.14)}, puis une dernière de ${formatEuros(370.04)}, hors assurance facultative`,
    );
    expect(row(sheet, "Taux annuel effectif global (TAEG)").text[1]).toBe(
      `Exemple représentatif de votre crédit : pour un montant total du crédit de ${formatEuros(20_000)} sur 60 mois au taux débiteur fixe de ${formatRate(0.042)}, 59 mensualités de ${formatEuros(370.14)}, puis une dernière de ${formatEuros(370.04)}, TAEG fixe de ${formatRate(0.0428)}, coût total du crédit ${formatEuros(2_208.3)}, montant total dû ${formatEuros(22_208.3)}.`,
    );
  });
});

describe("the sheet's mentions", () => {
  const sheet = buildFipen(
    { product: "pretPersonnel", amount: 15_000, months: 60, annualRate: 0.039, insurance: false },
    { issuedOn },
  );

  it("describes the insurance of the credit pages", () => {
    expect(insuranceCover).toBe(borrowerInsuranceOffer.cover);
  });

  it("carries the warning in force since 20 November 2026, never the old one", () => {
    expect(fipenWarning).toBe(creditWarning);
    expect(sheet.warning).toBe("Attention ! Un crédit coûte de l'argent et doit être remboursé !");
    expect(allText(sheet)).not.toContain("Un crédit vous engage");
  });

  it("names the fictional lender with its placeholder identifiers", () => {
    expect(rowText(sheet, "Prêteur")).toBe("Aurore Banque SA");
    expect(rowText(sheet, "Adresse électronique")).toBe(bank.email);
    expect(rowText(sheet, "Enregistrement")).toContain("RCS Paris 000 000 000");
    expect(rowText(sheet, "Enregistrement")).toContain("ORIAS 00 000 000");
  });

  it("says what a late payment costs and where to find free advice", () => {
    const late = rowText(sheet, "Frais en cas de retard de paiement");
    expect(late).toContain(
      `intérêts de retard au taux débiteur du crédit, soit ${formatRate(0.039)} par an`,
    );
    const help = rowText(sheet, "Difficultés de remboursement");
    expect(help).toContain("Point conseil budget");
    expect(help).toContain("34\u00a014");
  });

  it("states the legal rights", () => {
    expect(rowText(sheet, "Droit de rétractation")).toContain("14 jours calendaires");
    expect(rowText(sheet, "Remboursement anticipé")).toContain("à tout moment");
    expect(rowText(sheet, "Consultation d'une base de données")).toContain("(FICP)");
    expect(rowText(sheet, "Droit à un projet de contrat de crédit")).toContain("gratuitement");
  });

  it("holds for 15 days from the day it is given, as long as an offer given that day", () => {
    expect(
      rowText(
        sheet,
        "Délai pendant lequel le prêteur est lié par les informations précontractuelles",
      ),
    ).toBe(
      `Ces informations sont valables du 23 novembre 2026 au ${formatLongDate(offerValidUntil(issuedOn))}.`,
    );
    expect(offerValidUntil(issuedOn)).toBe("2026-12-08");
    const newYear = buildFipen(
      { product: "pretVoyage", amount: 8_500, months: 60, annualRate: 0.042, insurance: true },
      { issuedOn: "2026-12-20" },
    );
    expect(
      rowText(
        newYear,
        "Délai pendant lequel le prêteur est lié par les informations précontractuelles",
      ),
    ).toBe("Ces informations sont valables du 20 décembre 2026 au 4 janvier 2027.");
    expect(() =>
      buildFipen(
        { product: "pretVoyage", amount: 8_500, months: 60, annualRate: 0.042, insurance: true },
        { issuedOn: "2026-02-30" },
      ),
    ).toThrow(RangeError);
  });

  it("compares the TAEG with the usury threshold of its band and quarter", () => {
    const inQuarter = buildFipen(
      { product: "pretPersonnel", amount: 10_000, months: 60, annualRate: 0.039, insurance: false },
      { issuedOn: "2026-02-10" },
    );
    expect(rowText(inQuarter, "Taux de l'usure")).toBe(
      `Le TAEG de ${formatRate(0.0397)} est inférieur au taux de l'usure de ${formatRate(0.0867)} applicable à ce montant de crédit du 1er janvier 2026 au 31 mars 2026.`,
    );
  });

  it("never names a quarter that has ended as the one in force", () => {
    expect(rowText(sheet, "Taux de l'usure")).toBe(
      `Le TAEG de ${formatRate(0.0397)} est inférieur au taux de l'usure de ${formatRate(0.0867)} fixé pour ce montant de crédit pour la période du 1er janvier 2026 au 31 mars 2026, le dernier que la banque a enregistré.`,
    );
  });

  it("refuses a loan whose TAEG reaches the usury threshold", () => {
    const loan: FipenLoan = {
      product: "pretPersonnel",
      amount: 15_000,
      months: 60,
      annualRate: 0.039,
      insurance: false,
    };
    const taeg = summarizeLoan(loan).taeg;
    const quarter = (rate: number) => ({ ...usuryThresholds, bands: [{ rate }] });
    expect(() => buildFipen(loan, { issuedOn, usury: quarter(taeg) })).toThrow(RangeError);
    expect(() => buildFipen(loan, { issuedOn, usury: quarter(taeg + 0.0001) })).not.toThrow();
  });
});

/**
 * The sheet against the form in force (domain/credit/fipenForm.testing.ts, with its sources): the
 * same titles, every row the form requires, no row it does not have except the additions it lists,
 * all in its order and under its sub-headings.
 */
describe("the sheet follows the standard form line by line", () => {
  function expectFollows(part: FipenSection, model: FormPart) {
    expect(part.title).toBe(model.title);
    const added = fipenForm.additions
      .filter((addition) => addition.section === model.title)
      .map((addition) => addition.heading);
    const headings = model.rows.map(shownHeading);
    const formRows = part.rows.filter((r) => !added.includes(r.label));

    expect(
      formRows.map((r) => r.label).filter((label) => !headings.includes(label)),
      "rows the form does not have",
    ).toEqual([]);
    expect(
      model.rows
        .filter((r) => !r.optional)
        .map(shownHeading)
        .filter((heading) => !formRows.some((r) => r.label === heading)),
      "rows the form requires",
    ).toEqual([]);

    const positions = formRows.map((r) => headings.indexOf(r.label));
    expect(positions, "in the form's order, each once").toEqual(
      [...new Set(positions)].sort((a, b) => a - b),
    );

    // A sub-heading opens the first row shown of its block, and no other row.
    const blockOf = (position: number) =>
      model.rows.slice(0, position + 1).findLast((r) => r.group)?.group;
    const expectedGroups = positions.map((position, index) => {
      const block = blockOf(position);
      const previous = index === 0 ? undefined : blockOf(positions[index - 1] ?? 0);
      return index === 0 || block !== previous ? block : undefined;
    });
    expect(formRows.map((r) => r.group)).toEqual(expectedGroups);

    // What the form gains by decree comes after the rows of the model.
    expect(part.rows.slice(formRows.length).map((r) => r.label)).toEqual(added);
  }

  it.each(cases)("$product, insurance $insurance", ({ product, insurance }) => {
    const sheet = buildFipen(
      { ...representativeExamples[product], product, insurance },
      { issuedOn },
    );
    expectFollows(sheet.keyInformation, fipenForm.keyInformation);
    expect(sheet.sections).toHaveLength(fipenForm.sections.length);
    sheet.sections.forEach((section, index) => {
      const model = fipenForm.sections[index];
      if (!model) throw new Error(`No section ${index + 1} in the form`);
      expectFollows(section, model);
    });
    // The bank's own additions stay apart from the form.
    const formHeadings = [fipenForm.keyInformation, ...fipenForm.sections].flatMap((part) =>
      part.rows.map(shownHeading),
    );
    expect(sheet.annex.rows.filter((r) => formHeadings.includes(r.label))).toEqual([]);
  });

  it("is sourced and dated", () => {
    expect(fipenForm.inForceFrom).toBe("2026-11-20");
    for (const source of Object.values(fipenForm.sources)) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.read >= fipenForm.inForceFrom).toBe(true);
    }
    expect(fipenForm.sections.map((section) => section.title)).toEqual([
      "1. Identité et coordonnées du prêteur",
      "2. Description des principales caractéristiques du crédit",
      "3. Coût du crédit",
      "4. Autres aspects juridiques importants",
      "5. Informations complémentaires en cas de commercialisation à distance de services financiers",
    ]);
  });
});
