import { useLocation } from "react-router";
import { defaultLocale, isLocale, localeOfPath, type Locale } from "@domain/i18n/locales";
import { localizeTo } from "@domain/pages";

/** The page's language, read from its path: the same on the build machine and in the browser. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The language of the page the browser shows, outside React (root.tsx writes it on `<html>`). */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

/** `localizeTo` bound to the page's language. */
export function useLocalizeTo(): (to: string) => string {
  const locale = useLocale();
  return (to) => localizeTo(to, locale);
}
