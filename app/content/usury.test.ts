import { describe, expect, it } from "vitest";
import { taeg } from "@domain/credit/finance";
import { representativeExamples } from "./credit";
import { rateFor, type LoanSimulatorParams } from "./loans";
import { autoSimulator, financingSolutions, vehicleCategories } from "./pretAuto";
import { personalSimulator } from "./pretPersonnel";
import { worksSimulator } from "./pretTravaux";
import { travelSimulator } from "./pretVoyage";
import { usuryRate, usuryThresholds } from "./usury";

const simulators: [string, LoanSimulatorParams][] = [
  ["/pretAuto", autoSimulator],
  ["/pretPersonnel", personalSimulator],
  ["/pretVoyage", travelSimulator],
  ["/pretTravaux", worksSimulator],
];

/**
 * Every amount a simulator may lend, on a 500 € grid, plus its bounds and both sides of each usury
 * band's edge that falls within them.
 */
function amountsLent({ amount: { min, max } }: LoanSimulatorParams): number[] {
  const grid = Array.from({ length: Math.floor((max - min) / 500) + 1 }, (_, i) => min + i * 500);
  const edges = usuryThresholds.bands.flatMap((band) =>
    band.upTo === undefined ? [] : [band.upTo, band.upTo + 1],
  );
  return [...new Set([...grid, max, ...edges])].filter((amount) => amount >= min && amount <= max);
}

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
  it.each(simulators)("%s: every amount, duration and option of the simulator", (_, params) => {
    let checked = 0;
    for (const bands of Object.values(params.rateGrid)) {
      for (const months of params.durations) {
        const annualRate = rateFor(bands, months);
        for (const amount of amountsLent(params)) {
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

  it("the representative examples", () => {
    for (const example of Object.values(representativeExamples)) {
      expect(taeg(example)).toBeLessThan(usuryRate(usuryThresholds, example.amount));
    }
  });

  it("the starting rates of /pretAuto's cards, under the strictest threshold of the amounts lent", () => {
    const strictest = Math.min(
      ...amountsLent(autoSimulator).map((amount) => usuryRate(usuryThresholds, amount)),
    );
    const shown = [...financingSolutions, ...vehicleCategories].flatMap((card) =>
      card.startingRate ? [card.startingRate.taeg] : [],
    );
    expect(shown).toHaveLength(4);
    for (const text of shown) {
      const percent = Number(text.match(/(\d+,\d+)/)?.[1]?.replace(",", "."));
      expect(percent / 100).toBeLessThan(strictest);
    }
  });
});
