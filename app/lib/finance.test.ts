import { describe, expect, it } from "vitest";
import { amortisationSchedule, monthlyPayment, summarizeLoan, taeg } from "./finance";

describe("monthlyPayment", () => {
  it.each([
    [20_000, 60, 0.042, 370.14],
    [15_000, 60, 0.039, 275.57],
    [8_500, 60, 0.042, 157.31],
    [35_000, 72, 0.032, 534.92],
  ])(
    "%d € over %d months at %d gives the representative examples of DECISIONS.md",
    (amount, months, annualRate, expected) => {
      expect(monthlyPayment({ amount, months, annualRate })).toBe(expected);
    },
  );

  it("splits the capital evenly at a zero rate", () => {
    expect(monthlyPayment({ amount: 1200, months: 12, annualRate: 0 })).toBe(100);
  });

  it("refuses a loan that cannot exist", () => {
    expect(() => monthlyPayment({ amount: 0, months: 12, annualRate: 0.03 })).toThrow(RangeError);
    expect(() => monthlyPayment({ amount: 1000, months: 0, annualRate: 0.03 })).toThrow(RangeError);
    expect(() => monthlyPayment({ amount: 1000, months: 12, annualRate: Number.NaN })).toThrow(
      RangeError,
    );
  });
});

describe("amortisationSchedule", () => {
  it("repays exactly the capital, the last instalment absorbing the rounding", () => {
    const schedule = amortisationSchedule({ amount: 20_000, months: 60, annualRate: 0.042 });
    expect(schedule).toHaveLength(60);
    const principalCents = schedule.reduce((sum, row) => sum + Math.round(row.principal * 100), 0);
    expect(principalCents).toBe(2_000_000);
    expect(schedule.at(-1)?.remaining).toBe(0);
    expect(schedule[0]).toEqual({
      month: 1,
      payment: 370.14,
      interest: 70,
      principal: 300.14,
      remaining: 19_699.86,
    });
  });
});

describe("taeg", () => {
  it("equals the monthly-compounded nominal rate when there are no fees", () => {
    // (1 + 0.042/12)^12 - 1 = 4,2818 %
    expect(taeg({ amount: 20_000, months: 60, annualRate: 0.042 })).toBe(0.0428);
  });

  it("rises with fees and insurance", () => {
    const base = taeg({ amount: 20_000, months: 60, annualRate: 0.042 });
    expect(taeg({ amount: 20_000, months: 60, annualRate: 0.042, fees: 300 })).toBeGreaterThan(
      base,
    );
    expect(
      taeg({ amount: 20_000, months: 60, annualRate: 0.042, monthlyInsurance: 10 }),
    ).toBeGreaterThan(base);
  });
});

describe("summarizeLoan", () => {
  it("gives the total due and the cost of the credit of the auto loan example", () => {
    const summary = summarizeLoan({ amount: 20_000, months: 60, annualRate: 0.042 });
    expect(summary.monthlyPayment).toBe(370.14);
    // Checked independently with Python's decimal module: 59 × 370,14 € + a last instalment of 370,04 €.
    expect(summary.totalDue).toBe(22_208.3);
    expect(summary.totalInterest).toBe(2_208.3);
    expect(summary.schedule.at(-1)?.payment).toBe(370.04);
  });
});
