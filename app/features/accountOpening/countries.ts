import { countries } from "@domain/forms/signupOptions";
import { regionalLocales, type Locale } from "@domain/i18n/locales";
import type { SelectOption } from "@domain/leads/spec";

/**
 * The countries an opening offers (birth, residence, tax residence): the signup's list, by code,
 * each named in the page's language by the browser (`Intl.DisplayNames`), France first and the
 * others in that language's alphabetical order. A signed-in page, drawn after a sign-in: it may pay
 * for `Intl` (decision record 042).
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

export function countryOptions(locale: Locale): SelectOption[] {
  const named = countries.map(({ value }) => ({ value, label: countryName(value, locale) }));
  const [home, others] = [
    named.filter(({ value }) => value === first),
    named.filter(({ value }) => value !== first),
  ];
  return [
    ...home,
    ...others.sort((a, b) => a.label.localeCompare(b.label, regionalLocales[locale])),
  ];
}
