import type { Database } from "../../db/database";
import type { CreditSituationInput } from "@domain/forms/creditSituation";

/**
 * A personal loan as the simulator sends it: 10 000 € over 60 months at 3,90 %, 183,71 € a month
 * without the insurance. Its checklist is identity, proof of address, payslips and tax notice.
 */
export const personalLoanRequest = {
  product: "pretPersonnel",
  amount: 10_000,
  months: 60,
  option: "equipement",
  insurance: false,
} as const;

/** Hosted for nothing, no other credit, 3 000 € a month: a favourable answer for that loan. */
export const comfortableSituation = {
  employmentStatus: "cdi",
  employedSince: "2019-09",
  netMonthlyIncome: 3_000,
  otherCreditPayments: 0,
  housing: "heberge",
  housingCost: 0,
  dependants: 0,
} satisfies CreditSituationInput;

/**
 * Deletes every loan application (their documents and history go with them): for tests that each
 * start an application of the same loan for the same customer, who may have only one open per loan
 * (domain/credit/quotas.ts). The quotas have tests of their own.
 */
export const forgetApplications = ({ db }: Database) =>
  db.deleteFrom("credit_applications").execute();
