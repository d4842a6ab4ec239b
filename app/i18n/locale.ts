import { useLocation } from "react-router";
import {
  defaultLocale,
  isLocale,
  localeOfPath,
  localizedPath,
  type Locale,
} from "@domain/i18n/locales";
import { pageAt } from "@domain/pages";

/** The page's language, read from its path: the same on the build machine and in the browser. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The language of the page the browser shows, outside React (root.tsx writes it on `<html>`). */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

/**
 * A site path in `locale`: the page's version in that language when it has one, the French page
 * while it has not been translated yet. Anchors, queries and other sites pass through.
 */
export function localizeTo(to: string, locale: Locale): string {
  const match = /^(\/[^?#]*)(.*)$/.exec(to);
  if (!match?.[1] || to.startsWith("//")) return to;
  const [, path, rest] = match;
  const page = pageAt(path);
  return page?.languages.includes(locale) ? `${localizedPath(path, locale)}${rest}` : to;
}

/** `localizeTo` bound to the page's language. */
export function useLocalizeTo(): (to: string) => string {
  const locale = useLocale();
  return (to) => localizeTo(to, locale);
}
