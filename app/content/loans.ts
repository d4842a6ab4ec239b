import { taeg } from "@domain/credit/finance";
import { formatRate } from "@domain/format";
import type { AmountRange, StartingRate } from "./types";

/** Content shared by the four consumer-credit pages (/pretAuto, /pretPersonnel, /pretVoyage, /pretTravaux). */

/** A borrowing rate (taux débiteur fixe, as a fraction) for the loans up to `maxMonths` long. */
export interface RateBand {
  maxMonths: number;
  rate: number;
}

export interface SimulatorChoice<Value extends string> {
  value: Value;
  label: string;
}

/** An amount that the customer brings and the loan does not finance. */
export interface Deduction {
  label: string;
  /** Its query parameter in a shared simulation link. */
  param: string;
  defaultValue: number;
}

/**
 * Inputs of a page's simulation tab (seed §9). The amount borrowed is `amount` minus the
 * deduction, if any, and never less than `amount.min`. The rate is looked up in `rateGrid` by the
 * option the customer picks and by the duration.
 */
export interface LoanSimulatorParams<RateKey extends string = string> {
  /** Above the fields: what the simulation covers. */
  intro: string;
  /** What the slider sets: the amount borrowed, or the price or budget of the project. */
  amountLabel: string;
  amount: AmountRange;
  deduction?: Deduction;
  /** Loan durations offered, in months. */
  durations: readonly number[];
  defaultDuration: number;
  /** The vehicle, project, travel or works type. */
  rateChoice: {
    label: string;
    options: readonly SimulatorChoice<RateKey>[];
    defaultValue: RateKey;
  };
  /** Bands in increasing `maxMonths`, the last one covering the longest duration offered. */
  rateGrid: Readonly<Record<RateKey, readonly RateBand[]>>;
  /** Budgets to start from, such as the travel page's destination ideas. */
  presets?: { label: string; options: readonly { label: string; amount: number }[] };
}

/** One rate whatever the duration. */
export const flatRate = (rate: number): readonly RateBand[] => [
  { maxMonths: Number.POSITIVE_INFINITY, rate },
];

export function rateFor(bands: readonly RateBand[], months: number): number {
  const band = bands.find((item) => months <= item.maxMonths) ?? bands.at(-1);
  if (!band) throw new Error("A rate grid needs at least one band");
  return band.rate;
}

/** The lowest rate of a grid line: what a card announces as "à partir de". */
export const lowestRate = (bands: readonly RateBand[]) =>
  Math.min(...bands.map((band) => band.rate));

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
