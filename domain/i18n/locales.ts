/**
 * The site's four languages. French is the reference and the default: its pages keep their paths
 * (`/pretAuto`), the others live under their code (`/en/pretAuto`). Decision record 016.
 */
export const locales = ["fr", "en", "es", "de"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "fr";

/** Each language named in itself, as the picker shows it. */
export const languageNames: Record<Locale, string> = {
  fr: "Français",
  en: "English",
  es: "Español",
  de: "Deutsch",
};

/** The regional form used for numbers and dates, and for Open Graph's `og:locale`. */
export const regionalLocales: Record<Locale, "fr-FR" | "en-GB" | "es-ES" | "de-DE"> = {
  fr: "fr-FR",
  en: "en-GB",
  es: "es-ES",
  de: "de-DE",
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** `/en/pretAuto` → `{ locale: "en", path: "/pretAuto" }`; a French path is itself. */
export function splitLocale(pathname: string): { locale: Locale; path: `/${string}` } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) {
    return { locale: match[1], path: (match[2] || "/") as `/${string}` };
  }
  return { locale: defaultLocale, path: (pathname || "/") as `/${string}` };
}

export const localeOfPath = (pathname: string): Locale => splitLocale(pathname).locale;

/** The same page in another language: `("/pretAuto", "en")` → `/en/pretAuto`, `("/", "de")` → `/de`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
