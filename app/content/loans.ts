import type { LoanOption } from "@domain/credit/offers";
import type { CreditProduct } from "@domain/credit/products";
import type { AmountRange } from "./types";

/** Content shared by the four consumer-credit pages (/pretAuto, /pretPersonnel, /pretVoyage, /pretTravaux). */

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
 * Inputs of a page's simulation tab (seed §9): the words around the product's offer
 * (`loanOffers[product]` in the domain, which prices the loan). The amount borrowed is `amount`
 * minus the deduction, if any, and never less than `amount.min`; the amount bounds and the
 * durations are the offer's.
 */
export interface LoanSimulatorParams<Product extends CreditProduct = CreditProduct> {
  product: Product;
  /** Above the fields: what the simulation covers. */
  intro: string;
  /** What the slider sets: the amount borrowed, or the price or budget of the project. */
  amountLabel: string;
  amount: AmountRange;
  deduction?: Deduction;
  /** Loan durations offered, in months. */
  durations: readonly number[];
  defaultDuration: number;
  /** The vehicle, project, travel or works type: a label for each option code of the offer. */
  rateChoice: {
    label: string;
    options: readonly SimulatorChoice<LoanOption<Product>>[];
    defaultValue: LoanOption<Product>;
  };
  /** Budgets to start from, such as the travel page's destination ideas. */
  presets?: { label: string; options: readonly { label: string; amount: number }[] };
}

/** A piece of advice: the key figure in one sentence, then practical points. */
export interface Advice {
  title: string;
  text: string;
  bullets: string[];
}
