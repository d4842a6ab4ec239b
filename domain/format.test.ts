import { describe, expect, it } from "vitest";
import {
  formatEuros,
  formatNumber,
  formatRate,
  formatRatio,
  formatWholeEuros,
  numberFormats,
} from "./format";
import type { Locale } from "./i18n/locales";
import { plainSpaces } from "../tests/support/text";

// fr-FR separates thousands with a narrow no-break space and puts a no-break space before €/%.

describe("French formatting", () => {
  it("formats money and rates the French way", () => {
    expect(plainSpaces(formatEuros(370.14))).toBe("370,14 €");
    expect(plainSpaces(formatEuros(22_208.29))).toBe("22 208,29 €");
    expect(plainSpaces(formatWholeEuros(20_000))).toBe("20 000 €");
    expect(plainSpaces(formatRate(0.0428))).toBe("4,28 %");
    expect(plainSpaces(formatRatio(0.314))).toBe("31,4 %");
    expect(plainSpaces(formatRatio(0.35))).toBe("35,0 %");
    expect(plainSpaces(formatNumber(20_000))).toBe("20 000");
    expect(plainSpaces(formatNumber(1_250.5))).toBe("1 250,5");
  });
});

describe("the hand-written formats", () => {
  // Amounts a page shows: cents, round sums, rates, with halves and large values; seeded, so that a
  // failure can be replayed.
  let seed = 17;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const values = [
    0,
    -0,
    0.5,
    0.005,
    0.015,
    0.125,
    1.005,
    2.675,
    999.995,
    1_000,
    1_234.5,
    -1_234.5,
    20_000,
    1_000_000,
    12_345_678.901,
    ...Array.from({ length: 3_000 }, () => Math.round(random() * 10 ** (1 + random() * 7)) / 1_000),
    ...Array.from({ length: 1_000 }, () => random() * 0.3),
  ];

  it.each(["fr-FR", "en-GB", "es-ES", "de-DE"] as const)(
    "writes what Intl writes for %s",
    (regional) => {
      const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(regional, options);
      const formats = numberFormats(regional.slice(0, 2) as Locale);
      const cases = [
        [formats.euros, intl({ style: "currency", currency: "EUR" })],
        [
          formats.wholeEuros,
          intl({ style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
        ],
        [
          formats.rate,
          intl({ style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        ],
        [
          formats.ratio,
          intl({ style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        ],
        [formats.percent, intl({ style: "percent", maximumFractionDigits: 1 })],
        [formats.number, intl({ maximumFractionDigits: 2 })],
      ] as const;
      for (const [format, reference] of cases) {
        for (const value of values) {
          expect(format(value), `${reference.resolvedOptions().style} ${value}`).toBe(
            reference.format(value),
          );
        }
      }
    },
  );

  it("keeps French the default of the site's own formatters", () => {
    expect(formatEuros(1234.56)).toBe(numberFormats("fr").euros(1234.56));
    expect(formatWholeEuros(20_000)).toBe("20\u202f000\u00a0€");
    expect(formatRate(0.0428)).toBe("4,28\u00a0%");
    expect(formatRatio(0.314)).toBe("31,4\u00a0%");
    expect(formatNumber(1250.5)).toBe("1\u202f250,5");
  });

  it("writes a percent the way each language spaces it", () => {
    expect(numberFormats("fr").percent(0.3)).toBe("30\u00a0%");
    expect(numberFormats("en").percent(0.3)).toBe("30%");
    expect(numberFormats("es").percent(0.314)).toBe("31,4\u00a0%");
    expect(numberFormats("de").percent(0.02)).toBe("2\u00a0%");
  });

  it("writes euros the way each language does", () => {
    expect(numberFormats("en").euros(1234.56)).toBe("€1,234.56");
    expect(numberFormats("de").euros(1234.56)).toBe("1.234,56\u00a0€");
    expect(numberFormats("es").euros(1234.56)).toBe("1234,56\u00a0€");
    expect(numberFormats("es").euros(12_345.6)).toBe("12.345,60\u00a0€");
  });
});
