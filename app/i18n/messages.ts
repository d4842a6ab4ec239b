import type { Locale } from "@domain/i18n/locales";
import type { MessageCatalog, SiteMessageKey } from "@domain/i18n/messages";
import { pageLocale } from "./locale";

const translations: Record<Exclude<Locale, "fr">, () => Promise<{ messages: MessageCatalog }>> = {
  en: () => import("@domain/i18n/messages.en"),
  es: () => import("@domain/i18n/messages.es"),
  de: () => import("@domain/i18n/messages.de"),
};

/**
 * A form rule's French message in the page's language. The page's catalog, and the code that
 * translates, load the first time a message is shown on a page in another language than French.
 */
export async function inPageLanguage(message: string): Promise<string> {
  const locale = pageLocale();
  if (locale === "fr") return message;
  const [{ translateMessage }, { messages }] = await Promise.all([
    import("@domain/i18n/translate"),
    translations[locale](),
  ]);
  return translateMessage(message, locale, messages);
}

/** One of the site's own messages (a lost connection…) in the page's language, loaded when needed. */
export async function siteMessage(key: SiteMessageKey): Promise<string> {
  const locale = pageLocale();
  const catalog =
    locale === "fr" ? await import("@domain/i18n/messages") : await translations[locale]();
  return catalog.messages[key];
}
