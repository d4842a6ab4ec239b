import type { Locale } from "./i18n/locales";

/**
 * Number formats of the site's four languages and French dates, written out rather than asked of
 * `Intl`: a browser's first `Intl`
 * object loads its ICU locale data, which took 225 to 290 ms of main thread in Chromium here, at
 * the moment a pre-rendered page hydrates (decision record 015). The results are the very strings
 * `Intl` gives for fr-FR, en-GB, es-ES and de-DE (format.test.ts compares them over thousands of
 * values).
 */

interface NumberStyle {
  group: string;
  decimal: string;
  /** es-ES leaves a four-digit number ungrouped (1234,56), as ICU's minimum grouping digits say. */
  minGroupedDigits: number;
  /** The currency and percent signs: `12 €` or `€12`, `4 %` or `4%`. */
  euros: (number: string, negative: boolean) => string;
  percent: (number: string) => string;
}

/** fr-FR groups thousands with a narrow no-break space and puts a no-break space before € or %. */
const NARROW_NBSP = "\u202f";
const NBSP = "\u00a0";
const after = (number: string, negative: boolean) => `${negative ? "-" : ""}${number}${NBSP}€`;

const numberStyles: Record<Locale, NumberStyle> = {
  fr: {
    group: NARROW_NBSP,
    decimal: ",",
    minGroupedDigits: 4,
    euros: after,
    percent: (number) => `${number}${NBSP}%`,
  },
  en: {
    group: ",",
    decimal: ".",
    minGroupedDigits: 4,
    euros: (number, negative) => `${negative ? "-" : ""}€${number}`,
    percent: (number) => `${number}%`,
  },
  es: {
    group: ".",
    decimal: ",",
    minGroupedDigits: 5,
    euros: after,
    percent: (number) => `${number}${NBSP}%`,
  },
  de: {
    group: ".",
    decimal: ",",
    minGroupedDigits: 4,
    euros: after,
    percent: (number) => `${number}${NBSP}%`,
  },
};

/**
 * `value` × 10^`shift` with `minDigits` to `maxDigits` decimals, unsigned. As ICU does, it rounds
 * the number's shortest decimal writing (0.015 is "0.015", so 0,02), half away from zero, and
 * shifts a percent's decimal point in that writing rather than multiplying in binary.
 */
function writeNumber(
  value: number,
  style: NumberStyle,
  minDigits: number,
  maxDigits: number,
  shift = 0,
): string {
  const written = String(Math.abs(value));
  // Below a millionth a page shows 0; above 10^21 no page shows anything.
  const plain = written.includes("e-")
    ? "0"
    : written.includes("e")
      ? Math.abs(value).toFixed(0)
      : written;
  const [wholePart = "0", decimalPart = ""] = plain.split(".");
  const digits = `${wholePart}${decimalPart.padEnd(shift, "0")}`;
  const pointAt = wholePart.length + shift;
  const kept = digits.slice(0, pointAt + maxDigits).padEnd(pointAt + maxDigits, "0");
  const roundsUp = Number(digits[pointAt + maxDigits] ?? "0") >= 5;
  const rounded = (BigInt(kept) + (roundsUp ? 1n : 0n)).toString().padStart(maxDigits + 1, "0");
  const whole = rounded.slice(0, rounded.length - maxDigits);
  let decimals = rounded.slice(rounded.length - maxDigits);
  while (decimals.length > minDigits && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const grouped =
    whole.length < style.minGroupedDigits ? whole : whole.replace(/\B(?=(\d{3})+$)/g, style.group);
  return `${grouped}${decimals ? `${style.decimal}${decimals}` : ""}`;
}

const isNegative = (value: number) => value < 0 || Object.is(value, -0);

export interface NumberFormats {
  /** `370,14 €`, `€370.14` */
  euros(amount: number): string;
  /** `20 000 €`, for round marketing amounts. */
  wholeEuros(amount: number): string;
  /** `4,28 %` from 0.0428 */
  rate(rate: number): string;
  /** `31,4 %` from 0.314: a share of income, to a tenth of a percent. */
  ratio(share: number): string;
  /** `30 %` from 0.3, `31,4 %` from 0.314: a fee, a tax or a share, without trailing zeros. */
  percent(share: number): string;
  /** `20 000` or `1 250,5`: an amount as it is typed in a field, without the currency. */
  number(amount: number): string;
}

/** Amounts and rates as a page in `locale` writes them: always in euros, in that language's way. */
export function numberFormats(locale: Locale): NumberFormats {
  const style = numberStyles[locale];
  const sign = (value: number) => (isNegative(value) ? "-" : "");
  return {
    euros: (amount) => style.euros(writeNumber(amount, style, 2, 2), isNegative(amount)),
    wholeEuros: (amount) => style.euros(writeNumber(amount, style, 0, 0), isNegative(amount)),
    rate: (rate) => `${sign(rate)}${style.percent(writeNumber(rate, style, 2, 2, 2))}`,
    ratio: (share) => `${sign(share)}${style.percent(writeNumber(share, style, 1, 1, 2))}`,
    percent: (share) => `${sign(share)}${style.percent(writeNumber(share, style, 0, 1, 2))}`,
    number: (amount) => `${sign(amount)}${writeNumber(amount, style, 0, 2)}`,
  };
}

const french = numberFormats("fr");

/** `370,14 €` */
export const formatEuros = french.euros;

/** `20 000 €`, for round marketing amounts. */
export const formatWholeEuros = french.wholeEuros;

/** `4,28 %` from 0.0428 */
export const formatRate = french.rate;

/** `31,4 %` from 0.314: a share of income, to a tenth of a percent. */
export const formatRatio = french.ratio;

/** `20 000` or `1 250,5`: an amount as it is typed in a field, without the currency. */
export const formatNumber = french.number;
