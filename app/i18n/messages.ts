import type { Locale } from "@domain/i18n/locales";
import type { MessageText } from "@domain/i18n/message";
import type { MessageCatalog, SiteMessageKey } from "@domain/i18n/messages";
import { pageLocale } from "./locale";

const translations: Record<Exclude<Locale, "fr">, () => Promise<{ messages: MessageCatalog }>> = {
  en: () => import("@domain/i18n/messages.en"),
  es: () => import("@domain/i18n/messages.es"),
  de: () => import("@domain/i18n/messages.de"),
};

/** Every message of a language, the French reference included: loaded when one is shown. */
const catalogOf = (locale: Locale): Promise<MessageCatalog> =>
  locale === "fr"
    ? import("@domain/i18n/frenchCatalog").then((module) => module.frenchCatalog)
    : translations[locale]().then((module) => module.messages);

/**
 * A message in the page's language: a reference written from the page's catalog (ICU, with the
 * formatter, loaded the first time a message is shown); a rule's French sentence not moved to
 * keys yet (issue 33) translated as before, on a page in another language than French.
 */
export async function inPageLanguage(text: MessageText): Promise<string> {
  const locale = pageLocale();
  if (typeof text !== "string") {
    const [{ formatMessage }, catalog] = await Promise.all([
      import("@domain/i18n/formatMessage"),
      catalogOf(locale),
    ]);
    return formatMessage(text, locale, catalog);
  }
  if (locale === "fr") return text;
  const [{ translateMessage }, { messages }] = await Promise.all([
    import("@domain/i18n/translate"),
    translations[locale](),
  ]);
  return translateMessage(text, locale, messages);
}

/** One of the site's own messages (a lost connection…) in the page's language, loaded when needed. */
export async function siteMessage(key: SiteMessageKey): Promise<string> {
  const locale = pageLocale();
  const catalog =
    locale === "fr" ? await import("@domain/i18n/messages") : await translations[locale]();
  return catalog.messages[key];
}
