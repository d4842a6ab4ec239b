import { describe, expect, it } from "vitest";
import { formatLongDate } from "../dates";
import { offerValidUntil } from "./workflow";
import { borrowerInsuranceOffer, creditWarning, representativeExamples } from "~/content/credit";
import { bank } from "../bank";
import { formatEuros, formatRate } from "../format";
import { buildFipen, fipenWarning, insuranceCover, type FipenLoan, type FipenSheet } from "./fipen";
import { borrowerInsurance, summarizeLoan } from "./finance";
import { priceLoan } from "./pricing";
import type { CreditProduct } from "./products";
import { usuryThresholds } from "./usury";

const issuedOn = "2026-11-23";

const row = (sheet: FipenSheet, label: string) => {
  const found = sheet.sections.flatMap((section) => section.rows).find((r) => r.label === label);
  if (!found) throw new Error(`No row ${label}`);
  return found;
};
const rowText = (sheet: FipenSheet, label: string) => row(sheet, label).text.join("\n");
const allText = (sheet: FipenSheet) =>
  [sheet.title, sheet.summary, sheet.warning]
    .concat(sheet.sections.flatMap((s) => s.rows.flatMap((r) => [r.label, ...r.text])))
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
    expect(rowText(sheet, "Montant total du crédit")).toBe(formatEuros(amount));
    expect(rowText(sheet, "Durée du contrat de crédit")).toBe(`${months} mois`);
    expect(row(sheet, "Échéances").text[0]).toMatch(
      new RegExp(`^${months - 1} mensualités de ${formatEuros(monthly)}|^${months} mensualités`),
    );
    expect(row(sheet, "Échéances").text[0]).toContain(formatEuros(monthly));
    expect(row(sheet, "Montant total dû").text[0]).toBe(formatEuros(summary.totalDue));
    expect(row(sheet, "Taux annuel effectif global (TAEG)").text[0]).toBe(
      `TAEG fixe ${formatRate(summary.taeg)}`,
    );
    expect(rowText(sheet, "Taux débiteur")).toContain(
      `Taux débiteur fixe de ${formatRate(annualRate)}`,
    );
    expect(rowText(sheet, "Coût total du crédit")).toContain(formatEuros(summary.totalInterest));

    const insuranceText = rowText(sheet, "Assurance emprunteur facultative");
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
    const prominent = sheet.sections.flatMap((s) => s.rows).filter((r) => r.prominent);
    expect(prominent.map((r) => r.label)).toEqual([
      "Échéances",
      "Montant total dû",
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

  it("follows the standard form's sections", () => {
    expect(sheet.sections.map((section) => section.title)).toEqual([
      "1. Identité et coordonnées du prêteur",
      "2. Description des principales caractéristiques du crédit",
      "3. Coût du crédit",
      "4. Autres aspects juridiques importants",
      "5. Informations complémentaires en cas de vente à distance",
    ]);
  });

  it("names the fictional lender with its placeholder identifiers", () => {
    expect(rowText(sheet, "Prêteur")).toBe("Aurore Banque SA");
    expect(rowText(sheet, "Adresse électronique")).toBe(bank.email);
    expect(rowText(sheet, "Immatriculation")).toContain("RCS Paris 000 000 000");
    expect(rowText(sheet, "Immatriculation")).toContain("ORIAS 00 000 000");
  });

  it("says what a late payment costs and where to find free advice", () => {
    const late = rowText(sheet, "Conséquences d'un retard de paiement");
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
    expect(rowText(sheet, "Période de validité des informations")).toBe(
      `Ces informations sont valables du 23 novembre 2026 au ${formatLongDate(offerValidUntil(issuedOn))}.`,
    );
    expect(offerValidUntil(issuedOn)).toBe("2026-12-08");
    const newYear = buildFipen(
      { product: "pretVoyage", amount: 8_500, months: 60, annualRate: 0.042, insurance: true },
      { issuedOn: "2026-12-20" },
    );
    expect(rowText(newYear, "Période de validité des informations")).toBe(
      "Ces informations sont valables du 20 décembre 2026 au 4 janvier 2027.",
    );
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
