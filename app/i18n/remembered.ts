import { useEffect } from "react";
import { isLocale, localeOfPath, type Locale } from "@domain/i18n/locales";

const COOKIE = "langue";
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * The language the customer picked (or the suggestion they declined), kept a year: once a choice
 * is made the site suggests no other language. Nothing switches language on its own.
 */
export function rememberLocale(locale: Locale) {
  document.cookie = `${COOKIE}=${locale}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${
    location.protocol === "https:" ? "; Secure" : ""
  }`;
}

export function rememberedLocale(): Locale | undefined {
  const value = document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

/**
 * Records a switch of language made before the page that offered it had its scripts (its picker
 * links are plain links): arriving from one of our pages in another language is that choice.
 */
export function LanguageMemory({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (!document.referrer) return;
    const from = new URL(document.referrer);
    if (from.origin === location.origin && localeOfPath(from.pathname) !== locale) {
      rememberLocale(locale);
    }
  }, [locale]);
  return null;
}
