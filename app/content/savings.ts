import { regulatedRates, type RegulatedAccount } from "./regulatedSavings";
import type { AmountRange } from "./types";

export type PlacementId = "livretA" | "ldds" | "assuranceVie" | "pea";

/**
 * One placement of the savings-rate table, also the input of the savings simulator. A regulated
 * rate is a fact with its date; any other rate is an assumption of the simulation, never a return.
 * Its name and the words about its rate are each language's (`epargne*.ts`).
 */
export interface SavingsPlacement {
  id: PlacementId;
  /** Annual rate as a fraction: 0.015 for 1,50 %. */
  annualRate: number;
  rate: { kind: "regulated"; since: string } | { kind: "assumption" };
  /** Maximum amount of deposits in euros; absent when the product has none. */
  ceiling?: number;
  /** A livret takes no deposit above its ceiling, interest included; a PEA counts deposits only. */
  ceilingOn?: "balance" | "deposits";
  capitalAtRisk: boolean;
}

const regulated = (account: RegulatedAccount) => ({
  annualRate: regulatedRates[account].rate,
  rate: { kind: "regulated", since: regulatedRates[account].since } as const,
  ceiling: regulatedRates[account].ceiling,
  ceilingOn: "balance" as const,
  capitalAtRisk: false,
});

export const savingsPlacements: readonly SavingsPlacement[] = [
  { id: "livretA", ...regulated("livretA") },
  { id: "ldds", ...regulated("ldds") },
  {
    id: "assuranceVie",
    // A net return after management fees, not guaranteed: the insurer sets it each year.
    annualRate: 0.02,
    rate: { kind: "assumption" },
    capitalAtRisk: false,
  },
  {
    id: "pea",
    // Illustrative only: a PEA invested in shares can lose value.
    annualRate: 0.06,
    rate: { kind: "assumption" },
    ceiling: 150_000,
    ceilingOn: "deposits",
    capitalAtRisk: true,
  },
];

export function findPlacement(id: PlacementId): SavingsPlacement {
  const found = savingsPlacements.find((item) => item.id === id);
  if (!found) throw new Error(`Unknown savings placement: ${id}`);
  return found;
}

export interface SavingsSimulatorParams {
  initialDeposit: AmountRange;
  monthlyDeposit: AmountRange;
  /** Savings durations offered, in years (seed §3). */
  durations: readonly number[];
  defaultDuration: number;
  defaultPlacement: PlacementId;
}

/** 10 € is the smallest opening deposit of a Livret A (seed §9); the defaults stay below its ceiling. */
export const savingsSimulator: SavingsSimulatorParams = {
  initialDeposit: { min: 10, max: 150_000, step: 10, defaultValue: 5_000 },
  monthlyDeposit: { min: 0, max: 2_000, step: 10, defaultValue: 100 },
  durations: [5, 10, 15, 20],
  defaultDuration: 10,
  defaultPlacement: "livretA",
};
