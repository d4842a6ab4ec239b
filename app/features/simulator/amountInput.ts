import type { Locale } from "@domain/i18n/locales";

export interface Bounds {
  /** Euros. */
  min: number;
  max: number;
}

/**
 * Why a typed amount was not taken as it is. A fact, not a sentence: the field words it in the
 * page's language, and a simulation restored from a link keeps it through a change of language.
 */
export type AmountProblem =
  | { kind: "empty" }
  | { kind: "notAmount" }
  | { kind: "belowMin"; bound: number }
  | { kind: "aboveMax"; bound: number };

/** What a typed amount gives the simulation: a number within the bounds, or nothing to use. */
export interface AmountReading {
  /** Absent when the text is not an amount: the simulation keeps its previous value. */
  value?: number;
  problem?: AmountProblem;
}

/**
 * How each language writes an amount: its thousands separator (French groups with a space,
 * dropped before reading) and the decimal marks it accepts. French also takes a decimal point,
 * as a customer typing on an English keyboard writes it; English and German or Spanish cannot,
 * since their point or comma groups thousands.
 */
const separators: Record<Locale, { group?: string; decimal: string }> = {
  fr: { decimal: "[.,]" },
  en: { group: ",", decimal: "\\." },
  es: { group: ".", decimal: "," },
  de: { group: ".", decimal: "," },
};

const amountPatterns = Object.fromEntries(
  Object.entries(separators).map(([locale, { group, decimal }]) => {
    const cents = `(?:${decimal}(\\d{1,2}))?`;
    const grouped = group ? `|\\d{1,3}(?:\\${group}\\d{3})+` : "";
    return [locale, new RegExp(`^(\\d+${grouped})${cents}$`)];
  }),
) as Record<Locale, RegExp>;

/**
 * Reads an amount as a customer types it in the page's language (`15 000`, `15000 €`, `1 250,50`
 * in French; `15,000` or `1,250.50` in English; `15.000` or `1.250,50` in German and Spanish)
 * and clamps it to the bounds, saying so, so that a simulation never computes with a value out of
 * range or NaN.
 */
export function readAmount(
  text: string,
  { min, max }: Bounds,
  locale: Locale = "fr",
): AmountReading {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, "");
  if (compact === "") return { problem: { kind: "empty" } };
  const match = amountPatterns[locale].exec(compact);
  if (!match?.[1]) return { problem: { kind: "notAmount" } };
  const value = Number(`${match[1].replace(/\D/g, "")}.${match[2] ?? "0"}`);
  if (value < min) return { value: min, problem: { kind: "belowMin", bound: min } };
  if (value > max) return { value: max, problem: { kind: "aboveMax", bound: max } };
  return { value };
}
