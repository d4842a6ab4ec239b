import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { projectSavings } from "./savings";

const cents = (euros: number) => Math.round(euros * 100);

describe("projectSavings, checked independently with Python's decimal module", () => {
  it("credits a year's interest once, at the end of the year", () => {
    const projection = projectSavings({
      initialDeposit: 5_000,
      monthlyDeposit: 100,
      annualRate: 0.03,
      years: 10,
      ceiling: 22_950,
    });
    expect(projection.years.slice(0, 3)).toEqual([
      { year: 1, deposits: 6_200, interest: 169.5, balance: 6_369.5 },
      { year: 2, deposits: 7_400, interest: 380.09, balance: 7_780.09 },
      { year: 3, deposits: 8_600, interest: 632.99, balance: 9_232.99 },
    ]);
    expect(projection).toMatchObject({
      finalCapital: 20_699.78,
      totalDeposits: 17_000,
      totalInterest: 3_699.78,
      initialDepositCapped: false,
      ceilingReachedInMonth: undefined,
    });
  });

  it("stops the deposits of a Livret A at its 22 950 € ceiling, interest going on", () => {
    const projection = projectSavings({
      initialDeposit: 5_000,
      monthlyDeposit: 150,
      annualRate: 0.03,
      years: 10,
      ceiling: 22_950,
    });
    expect(projection).toMatchObject({
      finalCapital: 24_347.02,
      totalDeposits: 19_749.84,
      totalInterest: 4_597.18,
      ceilingReachedInMonth: 99,
    });
  });

  it("stops the deposits of an LDDS at 12 000 €", () => {
    const projection = projectSavings({
      initialDeposit: 10_000,
      monthlyDeposit: 200,
      annualRate: 0.03,
      years: 5,
      ceiling: 12_000,
    });
    expect(projection).toMatchObject({
      finalCapital: 13_885.98,
      totalDeposits: 12_000,
      totalInterest: 1_885.98,
      ceilingReachedInMonth: 11,
    });
  });

  it("cuts an initial deposit above the ceiling", () => {
    const projection = projectSavings({
      initialDeposit: 30_000,
      monthlyDeposit: 100,
      annualRate: 0.03,
      years: 5,
      ceiling: 22_950,
    });
    expect(projection).toMatchObject({
      finalCapital: 26_605.34,
      totalDeposits: 22_950,
      initialDepositCapped: true,
      ceilingReachedInMonth: 1,
    });
  });

  it("counts only the deposits against a PEA's ceiling, where a livret counts the balance", () => {
    const pea = {
      initialDeposit: 100_000,
      monthlyDeposit: 2_000,
      annualRate: 0.06,
      years: 5,
      ceiling: 150_000,
    };
    expect(projectSavings({ ...pea, ceilingOn: "deposits" })).toMatchObject({
      finalCapital: 197_002.14,
      totalDeposits: 150_000,
      ceilingReachedInMonth: 26,
    });
    expect(projectSavings({ ...pea, ceilingOn: "balance" })).toMatchObject({
      finalCapital: 188_877.39,
      totalDeposits: 143_220,
      ceilingReachedInMonth: 22,
    });
  });

  it.each([
    [20_000, 0, 0.02, 20, 29_718.93],
    [1_000, 50, 0.06, 5, 4_830.41],
  ])(
    "grows %d € plus %d € a month at %d over %d years to %d €",
    (initialDeposit, monthlyDeposit, annualRate, years, finalCapital) => {
      expect(
        projectSavings({ initialDeposit, monthlyDeposit, annualRate, years }).finalCapital,
      ).toBe(finalCapital);
    },
  );

  it("refuses savings that cannot exist", () => {
    const valid = { initialDeposit: 100, monthlyDeposit: 10, annualRate: 0.03, years: 5 };
    expect(() => projectSavings({ ...valid, initialDeposit: -1 })).toThrow(RangeError);
    expect(() => projectSavings({ ...valid, years: 0 })).toThrow(RangeError);
    expect(() => projectSavings({ ...valid, annualRate: Number.NaN })).toThrow(RangeError);
    expect(() => projectSavings({ ...valid, ceiling: 0 })).toThrow(RangeError);
  });
});

describe("properties", () => {
  const savingsArb = fc.record({
    initialDeposit: fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
    monthlyDeposit: fc.integer({ min: 0, max: 300_000 }).map((c) => c / 100),
    annualRate: fc.integer({ min: 0, max: 1_000 }).map((bp) => bp / 10_000),
    years: fc.integer({ min: 1, max: 25 }),
    ceiling: fc.option(fc.integer({ min: 1_000, max: 200_000 }), { nil: undefined }),
    ceilingOn: fc.constantFrom("balance" as const, "deposits" as const),
  });

  it("the final capital is the deposits plus the interest, to the cent", () => {
    fc.assert(
      fc.property(savingsArb, (input) => {
        const projection = projectSavings(input);
        expect(cents(projection.finalCapital)).toBe(
          cents(projection.totalDeposits) + cents(projection.totalInterest),
        );
        expect(projection.years).toHaveLength(input.years);
        expect(projection.years.at(-1)?.balance).toBe(projection.finalCapital);
      }),
    );
  });

  it("never lets the deposits pass the ceiling, and deposits all the rest below it", () => {
    fc.assert(
      fc.property(savingsArb, (input) => {
        const projection = projectSavings(input);
        const asked = cents(input.initialDeposit) + cents(input.monthlyDeposit) * 12 * input.years;
        if (input.ceiling === undefined) {
          expect(cents(projection.totalDeposits)).toBe(asked);
        } else {
          expect(projection.totalDeposits).toBeLessThanOrEqual(input.ceiling);
          const cut =
            projection.initialDepositCapped || projection.ceilingReachedInMonth !== undefined;
          expect(cut).toBe(cents(projection.totalDeposits) < asked);
        }
      }),
    );
  });

  it("interest never goes down and is nil at a zero rate", () => {
    fc.assert(
      fc.property(savingsArb, (input) => {
        const projection = projectSavings(input);
        const interests = projection.years.map((year) => year.interest);
        expect(interests).toEqual([...interests].sort((a, b) => a - b));
        expect(projectSavings({ ...input, annualRate: 0 }).totalInterest).toBe(0);
      }),
    );
  });
});
