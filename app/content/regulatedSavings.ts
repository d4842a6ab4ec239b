/**
 * Rates and ceilings of the regulated savings accounts, set by the public authorities (Code
 * monétaire et financier, art. R221-1 and following). Their rate is revised on 1 February and
 * 1 August: add each change here with its date and source.
 */

export type RegulatedAccount = "livretA" | "ldds";

export interface RegulatedRate {
  /** Annual rate, net of tax, as a fraction: 0.015 for 1,50 %. */
  rate: number;
  /** First day the rate applies, `YYYY-MM-DD`. */
  since: string;
  /** The most a customer may deposit, in euros; capitalised interest may go beyond it. */
  ceiling: number;
  source: string;
}

export const regulatedRates: Readonly<Record<RegulatedAccount, RegulatedRate>> = {
  livretA: {
    rate: 0.015,
    since: "2026-02-01",
    ceiling: 22_950,
    source:
      "Ministère de l'Économie et des Finances, « Épargne réglementée : de nouveaux taux au 1er février 2026 », sur proposition du Gouverneur de la Banque de France",
  },
  ldds: {
    rate: 0.015,
    since: "2026-02-01",
    ceiling: 12_000,
    source:
      "Ministère de l'Économie et des Finances, même annonce : le LDDS suit le taux du Livret A",
  },
};
