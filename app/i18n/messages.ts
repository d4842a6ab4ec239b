import { isLocale, type Locale } from "@domain/i18n/locales";
import type { MessageCatalog } from "@domain/i18n/messages";
import { translateMessage } from "@domain/i18n/translate";

const catalogs: Record<Exclude<Locale, "fr">, () => Promise<{ messages: MessageCatalog }>> = {
  en: () => import("@domain/i18n/messages.en"),
  es: () => import("@domain/i18n/messages.es"),
  de: () => import("@domain/i18n/messages.de"),
};

/** The language of the page the browser shows (root.tsx writes it on `<html>`). */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : "fr";
}

/**
 * A form rule's French message in the page's language. Only that language's catalog is loaded, the
 * first time a message is shown on a page in it.
 */
export async function inPageLanguage(message: string): Promise<string> {
  const locale = pageLocale();
  if (locale === "fr") return message;
  const { messages } = await catalogs[locale]();
  return translateMessage(message, locale, messages);
}
