import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amortisationSchedule,
  borrowerInsurance,
  monthlyPayment,
  repaymentsByYear,
  summarizeLoan,
  taeg,
} from "./finance";

const cents = (euros: number) => Math.round(euros * 100);

/** Loans as the simulators offer them: 1 000 € to 100 000 € to the cent, 6 to 120 months, 0,01 % to 15 %. */
const amountArb = fc.integer({ min: 100_000, max: 10_000_000 }).map((c) => c / 100);
const monthsArb = fc.integer({ min: 6, max: 120 });
const rateArb = fc.integer({ min: 1, max: 1_500 }).map((bp) => bp / 10_000);

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

describe("worked examples, checked independently with Python's decimal module", () => {
  it.each([
    // amount, months, rate, monthly, last instalment, total due, cost, TAEG
    [20_000, 60, 0.042, 370.14, 370.04, 22_208.3, 2_208.3, 0.0428],
    [15_000, 60, 0.039, 275.57, 275.67, 16_534.3, 1_534.3, 0.0397],
    [8_500, 60, 0.042, 157.31, 157.24, 9_438.53, 938.53, 0.0428],
    [35_000, 72, 0.032, 534.92, 534.61, 38_513.93, 3_513.93, 0.0325],
    [20_000, 48, 0.039, 450.69, 450.53, 21_632.96, 1_632.96, 0.0397],
    [30_000, 36, 0.045, 892.41, 892.35, 32_126.7, 2_126.7, 0.0459],
    [1_000, 12, 0.039, 85.1, 85.15, 1_021.25, 21.25, 0.0397],
  ])(
    "%d € over %d months at %d",
    (amount, months, annualRate, monthly, last, totalDue, totalInterest, expectedTaeg) => {
      const summary = summarizeLoan({ amount, months, annualRate });
      expect(summary.monthlyPayment).toBe(monthly);
      expect(summary.schedule.at(-1)?.payment).toBe(last);
      expect(summary.totalDue).toBe(totalDue);
      expect(summary.totalInterest).toBe(totalInterest);
      expect(summary.taeg).toBe(expectedTaeg);
    },
  );
});

describe("borrowerInsurance", () => {
  it("costs 5,00 € a month and 300,00 € in all on 20 000 € over 60 months at 0,30 % a year", () => {
    expect(borrowerInsurance({ amount: 20_000, months: 60, annualRate: 0.042 }, 0.003)).toEqual({
      monthlyPremium: 5,
      totalCost: 300,
      taea: 0.0057,
      monthlyPaymentWithInsurance: 375.14,
    });
  });

  it.each([
    // amount, months, rate, premium, total, TAEA (TAEG with and without the premiums, checked
    // independently with Python's decimal module: 0,5740 %, 0,5743 %, 0,5719 %)
    [15_000, 60, 0.039, 3.75, 225, 0.0057, 279.32],
    [8_500, 60, 0.042, 2.13, 127.8, 0.0057, 159.44],
    [35_000, 72, 0.032, 8.75, 630, 0.0057, 543.67],
  ])(
    "%d € over %d months at %d: the representative examples",
    (amount, months, annualRate, premium, total, taea, withInsurance) => {
      const insurance = borrowerInsurance({ amount, months, annualRate }, 0.003);
      expect(insurance.monthlyPremium).toBe(premium);
      expect(insurance.totalCost).toBe(total);
      expect(insurance.taea).toBe(taea);
      expect(insurance.monthlyPaymentWithInsurance).toBe(withInsurance);
    },
  );

  it("rounds the premium to the cent and charges it every month", () => {
    const insurance = borrowerInsurance({ amount: 8_500, months: 60, annualRate: 0.042 }, 0.003);
    // 8 500 × 0,30 % / 12 = 2,125 €
    expect(insurance.monthlyPremium).toBe(2.13);
    expect(insurance.totalCost).toBe(127.8);
  });

  it("costs nothing at a zero rate and refuses a rate that cannot exist", () => {
    expect(borrowerInsurance({ amount: 10_000, months: 24, annualRate: 0.03 }, 0).taea).toBe(0);
    expect(() =>
      borrowerInsurance({ amount: 10_000, months: 24, annualRate: 0.03 }, Number.NaN),
    ).toThrow(RangeError);
    expect(() => borrowerInsurance({ amount: 0, months: 24, annualRate: 0.03 }, 0.003)).toThrow(
      RangeError,
    );
  });

  it("the TAEA is the TAEG with the premiums minus the TAEG without, to 0,01 point", () => {
    fc.assert(
      fc.property(amountArb, monthsArb, rateArb, (amount, months, annualRate) => {
        const loan = { amount, months, annualRate };
        const insurance = borrowerInsurance(loan, 0.003);
        const difference =
          taeg({ ...loan, monthlyInsurance: insurance.monthlyPremium }) - taeg(loan);
        // Each TAEG is rounded on its own: the rounded difference is within one hundredth.
        expect(Math.abs(insurance.taea - difference)).toBeLessThanOrEqual(0.0001 + 1e-9);
        expect(insurance.taea).toBeGreaterThan(0);
      }),
    );
  });
});

describe("repaymentsByYear", () => {
  it("splits each year's instalments into capital and interest", () => {
    const years = repaymentsByYear(
      amortisationSchedule({ amount: 20_000, months: 60, annualRate: 0.042 }),
    );
    expect(years).toEqual([
      { year: 1, principal: 3_671.82, interest: 769.86 },
      { year: 2, principal: 3_829.05, interest: 612.63 },
      { year: 3, principal: 3_993, interest: 448.68 },
      { year: 4, principal: 4_163.98, interest: 277.7 },
      { year: 5, principal: 4_342.15, interest: 99.43 },
    ]);
  });

  it("keeps a short last year", () => {
    const years = repaymentsByYear(
      amortisationSchedule({ amount: 1_000, months: 18, annualRate: 0 }),
    );
    expect(years.map((year) => cents(year.principal))).toEqual([66_672, 33_328]);
  });
});

describe("properties", () => {
  it("a schedule repays exactly the capital, to the cent, and never goes below zero", () => {
    fc.assert(
      fc.property(amountArb, monthsArb, rateArb, (amount, months, annualRate) => {
        const schedule = amortisationSchedule({ amount, months, annualRate });
        expect(schedule).toHaveLength(months);
        expect(schedule.reduce((sum, row) => sum + cents(row.principal), 0)).toBe(cents(amount));
        expect(schedule.at(-1)?.remaining).toBe(0);
        expect(schedule.every((row) => row.principal >= 0 && row.remaining >= 0)).toBe(true);
        expect(
          schedule.every(
            (row) => cents(row.payment) === cents(row.principal) + cents(row.interest),
          ),
        ).toBe(true);
      }),
    );
  });

  it("the total due is the capital plus the interest of the schedule", () => {
    fc.assert(
      fc.property(amountArb, monthsArb, rateArb, (amount, months, annualRate) => {
        const summary = summarizeLoan({ amount, months, annualRate });
        const interest = summary.schedule.reduce((sum, row) => sum + cents(row.interest), 0);
        expect(cents(summary.totalInterest)).toBe(interest);
        expect(cents(summary.totalDue)).toBe(cents(amount) + interest);
      }),
    );
  });

  it("without fees the TAEG is the monthly rate compounded over a year, (1 + r/12)^12 - 1", () => {
    fc.assert(
      fc.property(amountArb, monthsArb, rateArb, (amount, months, annualRate) => {
        const exact = (1 + annualRate / 12) ** 12 - 1;
        // Each month's interest is rounded by half a cent at most and the last instalment settles
        // the sum, which moves the rate of the schedule by less than 0,12 € / amount (n half-cents
        // over a present value of amount × (n + 1) / 24 euro-years).
        const drift = 0.12 / amount;
        expect(Math.abs(taeg({ amount, months, annualRate }) - exact)).toBeLessThanOrEqual(
          0.00005 + drift,
        );
        const fromMidpoint = Math.abs(((exact * 10_000) % 1) - 0.5) / 10_000;
        fc.pre(fromMidpoint > drift);
        expect(taeg({ amount, months, annualRate })).toBe(Math.round(exact * 10_000) / 10_000);
      }),
    );
  });

  it("the monthly payment grows with the rate", () => {
    fc.assert(
      fc.property(amountArb, monthsArb, rateArb, rateArb, (amount, months, a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        const lowPayment = monthlyPayment({ amount, months, annualRate: low });
        const highPayment = monthlyPayment({ amount, months, annualRate: high });
        expect(lowPayment).toBeLessThanOrEqual(highPayment);
        // 0,1 point of rate on at least 1 000 € is worth more than a cent a month.
        if (high - low >= 0.001) expect(lowPayment).toBeLessThan(highPayment);
      }),
    );
  });

  it("the monthly payment falls as the duration grows", () => {
    fc.assert(
      fc.property(amountArb, monthsArb, monthsArb, rateArb, (amount, a, b, annualRate) => {
        fc.pre(a !== b);
        const [short, long] = a < b ? [a, b] : [b, a];
        expect(monthlyPayment({ amount, months: long, annualRate })).toBeLessThan(
          monthlyPayment({ amount, months: short, annualRate }),
        );
      }),
    );
  });

  it("fees make the TAEG higher than without", () => {
    fc.assert(
      fc.property(
        amountArb,
        monthsArb,
        rateArb,
        fc.integer({ min: 100, max: 300 }),
        (amount, months, annualRate, feesPerTenThousand) => {
          // Fees of 1 % of the amount or more are worth far more than a hundredth of a point.
          const fees = (amount * feesPerTenThousand) / 10_000;
          expect(taeg({ amount, months, annualRate, fees })).toBeGreaterThan(
            taeg({ amount, months, annualRate }),
          );
        },
      ),
    );
  });
});
