import { describe, expect, it } from "vitest";
import { expectedMonthlyInflows, monthlyIncomeBands } from "./accountOpening";
import {
  expectedMonthlyInflowBounds,
  monthlyIncomeBounds,
  type AmountBand,
} from "./accountOpeningBands";

/** The amount a code names: `from2000` starts at 2000, `under1000` stops below 1000. */
const namedAmount = (code: string) => Number(/\d+$/.exec(code)?.[0]);

describe.each([
  ["monthly income", monthlyIncomeBands, monthlyIncomeBounds as Record<string, AmountBand>],
  [
    "expected monthly inflow",
    expectedMonthlyInflows,
    expectedMonthlyInflowBounds as Record<string, AmountBand>,
  ],
] as const)("the %s bands", (_name, codes, bounds) => {
  it("follow each other with no gap nor overlap, from nothing to no limit", () => {
    const ordered = codes.map((code) => bounds[code]);
    expect(ordered[0]?.from).toBeUndefined();
    expect(ordered.at(-1)?.below).toBeUndefined();
    for (const [index, band] of ordered.entries()) {
      if (index > 0) expect(band?.from).toBe(ordered[index - 1]?.below);
    }
  });

  it("start or stop at the amount their code names", () => {
    for (const code of codes) {
      const band = bounds[code];
      expect(code.startsWith("under") ? band?.below : band?.from).toBe(namedAmount(code));
    }
  });
});
