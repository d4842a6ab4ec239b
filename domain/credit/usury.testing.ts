import type { LoanOffer } from "./offers";
import { usuryThresholds } from "./usury";

/**
 * Every amount an offer may lend, on a 500 € grid, plus its bounds and both sides of each usury
 * band's edge that falls within them.
 */
export function amountsLent({ amount: { min, max } }: LoanOffer): number[] {
  const grid = Array.from({ length: Math.floor((max - min) / 500) + 1 }, (_, i) => min + i * 500);
  const edges = usuryThresholds.bands.flatMap((band) =>
    band.upTo === undefined ? [] : [band.upTo, band.upTo + 1],
  );
  return [...new Set([...grid, max, ...edges])].filter((amount) => amount >= min && amount <= max);
}
