import { describe, expect, it } from "vitest";
import { readAmount } from "./amountInput";

const bounds = { min: 1_000, max: 75_000 };

describe("readAmount", () => {
  it.each([
    ["15000", 15_000],
    ["15 000", 15_000],
    ["15\u202f000 €", 15_000],
    ["1250,50", 1_250.5],
    ["1250.5", 1_250.5],
  ])("reads %j as %d € on a French page", (text, value) => {
    expect(readAmount(text, bounds)).toEqual({ value });
  });

  it.each([
    ["en", "15,000", 15_000],
    ["en", "€1,250.50", 1_250.5],
    ["en", "1250.5", 1_250.5],
    ["de", "15.000 €", 15_000],
    ["de", "1.250,50", 1_250.5],
    ["es", "15.000", 15_000],
    ["es", "1250,5", 1_250.5],
  ] as const)("reads %s %j as %d €", (locale, text, value) => {
    expect(readAmount(text, bounds, locale)).toEqual({ value });
  });

  it.each([
    ["en", "15,00"],
    ["en", "1,250,5"],
    ["de", "15.00"],
    ["de", "1250.50"],
  ] as const)("takes no separator out of its place: %s %j", (locale, text) => {
    expect(readAmount(text, bounds, locale)).toEqual({ problem: { kind: "notAmount" } });
  });

  it("clamps an amount below the minimum and says which bound it kept", () => {
    expect(readAmount("500", bounds)).toEqual({
      value: 1_000,
      problem: { kind: "belowMin", bound: 1_000 },
    });
  });

  it("clamps an amount above the maximum and says which bound it kept", () => {
    expect(readAmount("100000", bounds)).toEqual({
      value: 75_000,
      problem: { kind: "aboveMax", bound: 75_000 },
    });
  });

  it.each(["", "   ", "abc", "12-3", "1,234,5", "-500", "1e5", "NaN"])(
    "gives no value for %j, so the simulation keeps its own",
    (text) => {
      const reading = readAmount(text, bounds);
      expect(reading.value).toBeUndefined();
      expect(reading.problem?.kind).toMatch(/^(empty|notAmount)$/);
    },
  );
});
