import { countryCodes } from "@domain/forms/countryCodes";
import { regionalLocales, type Locale } from "@domain/i18n/locales";
import type { SelectOption } from "@domain/leads/spec";

/**
 * The countries an opening offers (birth, residence, tax residence): every ISO 3166-1 country, by
 * code, each named in the page's language by the browser (`Intl.DisplayNames`), France first and
 * the others in that language's alphabetical order. A signed-in page, drawn after a sign-in: it may
 * pay for `Intl` (decision record 042).
 */
const displayNames = new Map<Locale, Intl.DisplayNames>();

export function countryName(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([regionalLocales[locale]], { type: "region", fallback: "code" });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

const first = "FR";
// Some 250 names sorted by the language's collation: once per language, not at each drawing.
const sortedOptions = new Map<Locale, SelectOption[]>();

export function countryOptions(locale: Locale): SelectOption[] {
  const known = sortedOptions.get(locale);
  if (known) return known;
  const collator = new Intl.Collator(regionalLocales[locale]);
  const others = countryCodes
    .filter((code) => code !== first)
    .map((value) => ({ value, label: countryName(value, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  const options = [{ value: first, label: countryName(first, locale) }, ...others];
  sortedOptions.set(locale, options);
  return options;
}
