import type { LeadField } from "~/components/ui/LeadForm";
import { taeg } from "~/lib/finance";
import { formatRate } from "~/lib/format";
import { emailField, firstNameField, lastNameField, phoneField } from "./leadFields";

/** Content shared by the four consumer-credit pages (/pretAuto, /pretPersonnel, /pretVoyage, /pretTravaux). */

export interface AmountRange {
  /** Euros. */
  min: number;
  max: number;
  step: number;
  defaultValue: number;
}

/**
 * Inputs of a page's simulation tab (seed §9). Rates are fixed nominal annual borrowing rates
 * (taux débiteur fixe) as fractions, looked up by the option the customer picks.
 */
export interface LoanSimulatorParams<RateKey extends string> {
  amount: AmountRange;
  /** Loan durations offered, in months. */
  durations: readonly number[];
  defaultDuration: number;
  rateGrid: Readonly<Record<RateKey, number>>;
}

/** A rate "from" as a customer must read it: the TAEG first and more prominent, then the borrowing rate. */
export interface StartingRate {
  taeg: string;
  borrowingRate: string;
}

/**
 * With no fees and no mandatory insurance the TAEG depends on the borrowing rate only (the amount
 * and duration below do not change it at two decimals), so a "from" rate has a "from" TAEG.
 */
export function startingRate(annualRate: number): StartingRate {
  const rate = taeg({ amount: 10_000, months: 60, annualRate });
  return {
    taeg: `TAEG fixe à partir de ${formatRate(rate)}`,
    borrowingRate: `Taux débiteur fixe à partir de ${formatRate(annualRate)}, hors assurance facultative`,
  };
}

/** A piece of advice: the key figure in one sentence, then practical points. */
export interface Advice {
  title: string;
  text: string;
  bullets: string[];
}

export const loanEligibility: string[] = [
  "Être majeur, c'est-à-dire avoir au moins 18 ans",
  "Résider en France",
  "Disposer de la capacité juridique de contracter un crédit",
];

/** Supporting documents asked for every loan; each page adds its own. */
export const loanDocuments = {
  identity: "Pièce d'identité en cours de validité",
  address: "Justificatif de domicile de moins de 3 mois",
  payslips: "3 derniers bulletins de salaire",
  taxNotice: "Dernier avis d'imposition",
} as const;

/** The identity fields every credit request starts with. */
export const applicantFields: LeadField[] = [firstNameField, lastNameField, emailField, phoneField];
