import { describe, expect, it } from "vitest";
import { taeg } from "./finance";
import { loanOffers, rateFor, type LoanOffer } from "./offers";
import { creditProducts } from "./products";
import { addDays } from "../calendar/workingDays";
import { formatLongDate } from "../dates";
import {
  belowUsury,
  usuryOn,
  usuryOutdatedNotice,
  usuryQuarters,
  usuryRate,
  usuryThresholds,
} from "./usury";
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

describe("the thresholds of a day", () => {
  const { from, to } = usuryThresholds;

  it("are those of the quarter that covers it", () => {
    expect(usuryOn(from)).toEqual({ quarter: usuryThresholds, current: true });
    expect(usuryOn(to)).toEqual({ quarter: usuryThresholds, current: true });
    expect(usuryOutdatedNotice(to)).toBeUndefined();
  });

  it("are the last recorded, said to be out of date, once that quarter has ended", () => {
    expect(usuryOn(addDays(to, 1))).toEqual({ quarter: usuryThresholds, current: false });
    expect(usuryOutdatedNotice(addDays(to, 1))).toBe(
      `Les seuils de l'usure enregistrés sont ceux du ${formatLongDate(from)} au ${formatLongDate(to)} : ajoutez ceux du trimestre en cours, publiés par la Banque de France au Journal officiel, dans domain/credit/usury.ts.`,
    );
  });

  it("leave a TAEG below its band's threshold only strictly", () => {
    const rate = usuryRate(usuryThresholds, 10_000);
    expect(belowUsury(usuryThresholds, 10_000, rate - 0.0001)).toBe(true);
    expect(belowUsury(usuryThresholds, 10_000, rate)).toBe(false);
  });

  it("are recorded quarter after quarter, without a gap or an overlap", () => {
    usuryQuarters.forEach((quarter, index) => {
      const next = usuryQuarters[index + 1];
      if (next) expect(next.from).toBe(addDays(quarter.to, 1));
    });
  });
});
