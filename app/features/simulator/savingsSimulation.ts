import type { Locale } from "@domain/i18n/locales";
import {
  savingsPlacements,
  type PlacementId,
  type SavingsPlacement,
  type SavingsSimulatorParams,
} from "~/content/savings";
import { readAmount, type AmountProblem } from "./amountInput";
import { projectSavings, type SavingsProjection } from "~/lib/savings";

export interface SavingsSimulation {
  /** Euros. */
  initialDeposit: number;
  /** Euros per month. */
  monthlyDeposit: number;
  years: number;
  placement: PlacementId;
}

export function defaultSavings(params: SavingsSimulatorParams): SavingsSimulation {
  return {
    initialDeposit: params.initialDeposit.defaultValue,
    monthlyDeposit: params.monthlyDeposit.defaultValue,
    years: params.defaultDuration,
    placement: params.defaultPlacement,
  };
}

export function savingsProjection(
  placement: SavingsPlacement,
  simulation: SavingsSimulation,
): SavingsProjection {
  return projectSavings({
    initialDeposit: simulation.initialDeposit,
    monthlyDeposit: simulation.monthlyDeposit,
    annualRate: placement.annualRate,
    years: simulation.years,
    ceiling: placement.ceiling,
    ceilingOn: placement.ceilingOn,
  });
}

/** What the ceiling of the placement changed to the deposits asked for, if anything. */
export type CeilingEffect =
  { kind: "initialCapped"; ceiling: number } | { kind: "reached"; ceiling: number; year: number };

export function ceilingEffect(
  placement: SavingsPlacement,
  projection: SavingsProjection,
): CeilingEffect | undefined {
  if (placement.ceiling === undefined) return undefined;
  if (projection.initialDepositCapped) return { kind: "initialCapped", ceiling: placement.ceiling };
  if (projection.ceilingReachedInMonth === undefined) return undefined;
  return {
    kind: "reached",
    ceiling: placement.ceiling,
    year: Math.ceil(projection.ceilingReachedInMonth / 12),
  };
}

/** Query parameters of a savings simulation: `?versement=5000&mensuel=100&annees=10&placement=ldds`. */
export const savingsParams = {
  initialDeposit: "versement",
  monthlyDeposit: "mensuel",
  years: "annees",
  placement: "placement",
} as const;

/**
 * The simulation the address describes (the simulator's form sent without scripts, a shared link),
 * or undefined when it carries none. Amounts out of bounds are clamped with the message a typed
 * one would get; unreadable values are ignored.
 */
export function savingsFromSearch(
  params: SavingsSimulatorParams,
  query: string,
  locale: Locale = "fr",
):
  | {
      simulation: SavingsSimulation;
      problems: { initial?: AmountProblem; monthly?: AmountProblem };
    }
  | undefined {
  const search = new URLSearchParams(query);
  if (!Object.values(savingsParams).some((name) => search.has(name))) return undefined;
  const simulation = defaultSavings(params);
  const problems: { initial?: AmountProblem; monthly?: AmountProblem } = {};
  const initialText = search.get(savingsParams.initialDeposit);
  if (initialText !== null) {
    const reading = readAmount(initialText, params.initialDeposit, locale);
    if (reading.value !== undefined) simulation.initialDeposit = reading.value;
    problems.initial = reading.problem;
  }
  const monthlyText = search.get(savingsParams.monthlyDeposit);
  if (monthlyText !== null) {
    const reading = readAmount(monthlyText, params.monthlyDeposit, locale);
    if (reading.value !== undefined) simulation.monthlyDeposit = reading.value;
    problems.monthly = reading.problem;
  }
  const years = Number.parseInt(search.get(savingsParams.years) ?? "", 10);
  if (params.durations.includes(years)) simulation.years = years;
  const placement = search.get(savingsParams.placement);
  const chosen = savingsPlacements.find((item) => item.id === placement);
  if (chosen) simulation.placement = chosen.id;
  return { simulation, problems };
}
