import { describe, expect, it } from "vitest";
import { taeg } from "./finance";
import { loanOffers, rateFor, type LoanOffer } from "./offers";
import { creditProducts } from "./products";
import { usuryRate, usuryThresholds } from "./usury";
import { amountsLent } from "./usury.testing";

describe("usury thresholds", () => {
  it("are dated, with their source, and ordered by band", () => {
    expect(usuryThresholds.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(usuryThresholds.to > usuryThresholds.from).toBe(true);
    expect(usuryThresholds.source).toMatch(/Banque de France/);
    const bounds = usuryThresholds.bands.map((band) => band.upTo ?? Infinity);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(usuryThresholds.bands.at(-1)?.upTo).toBeUndefined();
  });

  it.each([
    [1_000, 0.2356],
    [3_000, 0.2356],
    [3_001, 0.1587],
    [6_000, 0.1587],
    [6_001, 0.0867],
    [100_000, 0.0867],
  ])("puts %d € in the band at %d", (amount, rate) => {
    expect(usuryRate(usuryThresholds, amount)).toBe(rate);
  });
});

describe("no TAEG the site can show reaches the usury threshold of its band", () => {
  it.each(creditProducts)("%s: every amount, duration and option of the offer", (product) => {
    const offer: LoanOffer = loanOffers[product];
    let checked = 0;
    for (const bands of Object.values(offer.rates)) {
      for (const months of offer.durations) {
        const annualRate = rateFor(bands, months);
        for (const amount of amountsLent(offer)) {
          const rate = taeg({ amount, months, annualRate });
          expect(rate, `${amount} € over ${months} months`).toBeLessThan(
            usuryRate(usuryThresholds, amount),
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
