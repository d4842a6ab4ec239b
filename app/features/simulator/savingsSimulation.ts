import type { PlacementId, SavingsPlacement, SavingsSimulatorParams } from "~/content/savings";
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
