import type { Locale } from "@domain/i18n/locales";
import type { LoanSimulatorParams } from "~/content/loans";
import { loanOffer } from "@domain/credit/offers";
import { priceLoan, type LoanPrice } from "@domain/credit/pricing";
import { readAmount, type AmountProblem, type Bounds } from "./amountInput";

/** What the customer has chosen; every field is always within the bounds of the page. */
export interface LoanSimulation {
  /** The amount of the slider: amount borrowed, or price or budget of the project, in euros. */
  amount: number;
  /** Contribution or aids, in euros; 0 on pages without one. */
  deduction: number;
  months: number;
  option: string;
}

/** Why a field holds another value than the one typed or shared. */
/** Why the simulation holds other amounts than those typed or linked. */
export interface SimulationMessages {
  amount?: AmountProblem;
  deduction?: AmountProblem;
}

export interface LoanResult extends LoanPrice {
  /** The amount borrowed, in euros. */
  financed: number;
}

/** Query parameters of a shared simulation: `?montant=20000&duree=48`. */
export const amountParam = "montant";
export const durationParam = "duree";
const optionParam = "type";
/**
 * The price before a contribution or aids, as the simulator's form sends it without scripts
 * (`?total=25000&apport=5000`); shared links carry the amount borrowed (`montant`) instead.
 */
export const totalParam = "total";

/** Every query parameter that restores a simulation, hence opens the simulation tab. */
export const simulationParams = (params: LoanSimulatorParams): string[] =>
  [
    amountParam,
    durationParam,
    params.deduction?.param,
    params.deduction && totalParam,
    optionParam,
  ].filter((name): name is string => typeof name === "string");

export function defaultSimulation(params: LoanSimulatorParams): LoanSimulation {
  return {
    amount: params.amount.defaultValue,
    deduction: params.deduction?.defaultValue ?? 0,
    months: params.defaultDuration,
    option: params.rateChoice.defaultValue,
  };
}

/** A contribution or aids may cover the amount down to the smallest loan the page offers. */
export function deductionBounds(params: LoanSimulatorParams, amount: number): Bounds {
  return { min: 0, max: params.deduction ? Math.max(0, amount - params.amount.min) : 0 };
}

const clamp = (value: number, { min, max }: Bounds) => Math.min(max, Math.max(min, value));

/**
 * A new amount keeps the contribution as typed: a price typed digit by digit passes below the
 * smallest loan ("3" on the way to "35 000"), and the contribution must still be there once the
 * price is. The simulation retains what the amount allows (`retainedDeduction`), and says so.
 */
export function withAmount(
  params: LoanSimulatorParams,
  simulation: LoanSimulation,
  amount: number,
): LoanSimulation {
  return { ...simulation, amount: clamp(amount, params.amount) };
}

/** The contribution the simulation uses: as typed, within what leaves the smallest loan. */
export const retainedDeduction = (params: LoanSimulatorParams, simulation: LoanSimulation) =>
  clamp(simulation.deduction, deductionBounds(params, simulation.amount));

/** Why the simulation retains less contribution than typed, if it does. */
export function deductionProblem(
  params: LoanSimulatorParams,
  simulation: LoanSimulation,
): AmountProblem | undefined {
  const retained = retainedDeduction(params, simulation);
  return retained === simulation.deduction ? undefined : { kind: "aboveMax", bound: retained };
}

export function withDeduction(
  params: LoanSimulatorParams,
  simulation: LoanSimulation,
  deduction: number,
): LoanSimulation {
  return {
    ...simulation,
    deduction: clamp(deduction, deductionBounds(params, simulation.amount)),
  };
}

/** The offered duration nearest to the one asked for, the shorter one on a tie. */
export function nearestDuration(params: LoanSimulatorParams, months: number): number {
  return params.durations.reduce((best, offered) =>
    Math.abs(offered - months) < Math.abs(best - months) ? offered : best,
  );
}

/**
 * The simulation priced as the server prices an application. The insurance is left out of the
 * commitment: the results show the instalment with and without it, and the customer chooses in
 * the application.
 */
export function loanResult(params: LoanSimulatorParams, simulation: LoanSimulation): LoanResult {
  const financed = simulation.amount - retainedDeduction(params, simulation);
  const priced = priceLoan({
    product: params.product,
    amount: financed,
    months: simulation.months,
    option: simulation.option,
    insurance: false,
  });
  if (!priced.ok) throw new Error(priced.issues.map((issue) => issue.message).join(" "));
  return { financed, ...priced.price };
}

/**
 * The query string of a simulation: the amount borrowed and the duration, then the contribution
 * or aids and the type when they are not the page's defaults. `montant` is the amount borrowed on
 * every page, so that a request form reads it the same way whatever the page.
 */
export function simulationSearch(params: LoanSimulatorParams, simulation: LoanSimulation): string {
  const deduction = retainedDeduction(params, simulation);
  const search = new URLSearchParams({
    [amountParam]: String(simulation.amount - deduction),
    [durationParam]: String(simulation.months),
  });
  const defaults = defaultSimulation(params);
  if (params.deduction && deduction !== defaults.deduction) {
    search.set(params.deduction.param, String(deduction));
  }
  if (simulation.option !== defaults.option) search.set(optionParam, simulation.option);
  return `?${search.toString()}`;
}

/**
 * The simulation a shared link describes, or undefined when the link carries none. Values out of
 * range are clamped with the message a typed value would get; unreadable ones are ignored.
 */
export function simulationFromSearch(
  params: LoanSimulatorParams,
  query: string,
  locale: Locale = "fr",
): { simulation: LoanSimulation; messages: SimulationMessages } | undefined {
  const search = new URLSearchParams(query);
  if (!simulationParams(params).some((name) => search.has(name))) return undefined;

  const simulation = defaultSimulation(params);
  const messages: SimulationMessages = {};
  const { min, max } = params.amount;

  const deductionText = params.deduction ? search.get(params.deduction.param) : null;
  const deduction =
    deductionText === null
      ? undefined
      : readAmount(deductionText, { min: 0, max: max - min }, locale);
  if (deduction?.value !== undefined) {
    simulation.deduction = deduction.value;
    messages.deduction = deduction.problem;
  }

  const totalText = params.deduction ? search.get(totalParam) : null;
  const total = totalText === null ? undefined : readAmount(totalText, { min, max }, locale);
  const borrowedText = search.get(amountParam);
  const borrowed =
    borrowedText === null
      ? undefined
      : readAmount(borrowedText, { min, max: max - simulation.deduction }, locale);
  if (total?.value !== undefined) {
    simulation.amount = total.value;
    messages.amount = total.problem;
    const kept = retainedDeduction(params, simulation);
    if (kept !== simulation.deduction) {
      simulation.deduction = kept;
      messages.deduction = { kind: "aboveMax", bound: kept };
    }
  } else if (borrowed?.value !== undefined) {
    simulation.amount = borrowed.value + simulation.deduction;
    messages.amount = borrowed.problem;
  } else {
    simulation.deduction = retainedDeduction(params, simulation);
  }

  const months = Number.parseInt(search.get(durationParam) ?? "", 10);
  if (Number.isFinite(months)) simulation.months = nearestDuration(params, months);

  const option = search.get(optionParam);
  if (option !== null && Object.hasOwn(loanOffer(params.product).rates, option)) {
    simulation.option = option;
  }

  return { simulation, messages };
}
