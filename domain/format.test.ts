import { describe, expect, it } from "vitest";
import {
  formatEuros,
  formatLongDate,
  formatNumber,
  formatRate,
  formatRatio,
  formatWholeEuros,
} from "./format";

// fr-FR separates thousands with a narrow no-break space and puts a no-break space before €/%.
const normalizeSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("French formatting", () => {
  it("formats money and rates the French way", () => {
    expect(normalizeSpaces(formatEuros(370.14))).toBe("370,14 €");
    expect(normalizeSpaces(formatEuros(22_208.29))).toBe("22 208,29 €");
    expect(normalizeSpaces(formatWholeEuros(20_000))).toBe("20 000 €");
    expect(normalizeSpaces(formatRate(0.0428))).toBe("4,28 %");
    expect(normalizeSpaces(formatRatio(0.314))).toBe("31,4 %");
    expect(normalizeSpaces(formatRatio(0.35))).toBe("35,0 %");
    expect(normalizeSpaces(formatNumber(20_000))).toBe("20 000");
    expect(normalizeSpaces(formatNumber(1_250.5))).toBe("1 250,5");
  });

  it("writes dates in full, the first of a month as an ordinal", () => {
    expect(formatLongDate("2026-02-01")).toBe("1er février 2026");
    expect(formatLongDate("2026-08-15")).toBe("15 août 2026");
    expect(formatLongDate("2026-11-20")).toBe("20 novembre 2026");
  });
});
