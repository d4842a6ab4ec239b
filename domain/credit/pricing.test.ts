import { describe, expect, it } from "vitest";
import { priceLoan, type LoanPricing } from "./pricing";
import type { LoanRequest } from "./offers";

function price(pricing: LoanPricing) {
  if (!pricing.ok) throw new Error(pricing.issues[0].message);
  return pricing.price;
}

describe("priceLoan", () => {
  // The representative examples of DECISIONS.md, the simulators' default simulations.
  it.each([
    [
      { product: "pretAuto", amount: 20_000, months: 60, option: "occasion" },
      0.042,
      370.14,
      0.0428,
    ],
    [
      { product: "pretPersonnel", amount: 15_000, months: 60, option: "etudes" },
      0.039,
      275.57,
      0.0397,
    ],
    [
      { product: "pretVoyage", amount: 8_500, months: 60, option: "famille" },
      0.042,
      157.31,
      0.0428,
    ],
    [
      { product: "pretTravaux", amount: 35_000, months: 72, option: "extension" },
      0.032,
      534.92,
      0.0325,
    ],
  ] as const)("prices %o from the product's own grid", (loan, annualRate, monthly, taeg) => {
    const result = price(priceLoan({ ...loan, insurance: false }));
    expect(result.annualRate).toBe(annualRate);
    expect(result.summary.monthlyPayment).toBe(monthly);
    expect(result.summary.taeg).toBe(taeg);
    expect(result.summary.schedule).toHaveLength(loan.months);
  });

  it("takes the rate of the vehicle and duration", () => {
    // 30 000 € over 36 months at 2,90 %, checked with Python's decimal module.
    const result = price(
      priceLoan({
        product: "pretAuto",
        amount: 30_000,
        months: 36,
        option: "neuf",
        insurance: false,
      }),
    );
    expect(result.annualRate).toBe(0.029);
    expect(result.summary.monthlyPayment).toBe(871.11);
    expect(result.summary.totalDue).toBe(31_360.17);
  });

  it("states the insurance either way and adds its premium to the commitment only when chosen", () => {
    const loan: LoanRequest = {
      product: "pretAuto",
      amount: 20_000,
      months: 60,
      option: "occasion",
      insurance: false,
    };
    const without = price(priceLoan(loan));
    const insured = price(priceLoan({ ...loan, insurance: true }));
    // 0,30 % a year of 20 000 € is 5 € a month.
    expect(without.insurance).toEqual(insured.insurance);
    expect(insured.insurance.monthlyPremium).toBe(5);
    expect(without.monthlyCommitment).toBe(370.14);
    expect(insured.monthlyCommitment).toBe(375.14);
    expect(insured.summary).toEqual(without.summary);
  });

  it("prices nothing the product does not offer", () => {
    const refused = priceLoan({
      product: "pretPersonnel",
      amount: 80_000,
      months: 50,
      option: "neuf",
      insurance: true,
    });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.issues.map((issue) => issue.field)).toEqual([
      "amount",
      "months",
      "option",
    ]);
  });
});
