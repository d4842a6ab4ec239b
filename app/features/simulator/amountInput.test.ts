import { describe, expect, it } from "vitest";
import { readAmount } from "./amountInput";

const bounds = { min: 1_000, max: 75_000 };
const plain = (text: string | undefined) => text?.replace(/[\u202f\u00a0]/g, " ");

describe("readAmount", () => {
  it.each([
    ["15000", 15_000],
    ["15 000", 15_000],
    ["15\u202f000 €", 15_000],
    ["1250,50", 1_250.5],
    ["1250.5", 1_250.5],
  ])("reads %j as %d €", (text, value) => {
    expect(readAmount(text, bounds)).toEqual({ value });
  });

  it("clamps an amount below the minimum and says so in French", () => {
    const reading = readAmount("500", bounds);
    expect(reading.value).toBe(1_000);
    expect(plain(reading.message)).toBe(
      "Le minimum est de 1 000 € : la simulation retient 1 000 €.",
    );
  });

  it("clamps an amount above the maximum and says so in French", () => {
    const reading = readAmount("100000", bounds);
    expect(reading.value).toBe(75_000);
    expect(plain(reading.message)).toBe(
      "Le maximum est de 75 000 € : la simulation retient 75 000 €.",
    );
  });

  it.each(["", "   ", "abc", "12-3", "1,234,5", "-500", "1e5", "NaN"])(
    "gives no value for %j, so the simulation keeps its own",
    (text) => {
      const reading = readAmount(text, bounds);
      expect(reading.value).toBeUndefined();
      expect(reading.message).toMatch(/^Saisissez un montant/);
    },
  );
});
