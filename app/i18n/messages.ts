import type { Locale } from "@domain/i18n/locales";
import type { MessageText } from "@domain/i18n/message";
import type { MessageCatalog, SiteMessageKey, TranslatedCatalog } from "@domain/i18n/messages";
import { pageLocale } from "./locale";

const translations: Record<
  Exclude<Locale, "fr">,
  () => Promise<{ messages: TranslatedCatalog }>
> = {
  en: () => import("@domain/i18n/messages.en"),
  es: () => import("@domain/i18n/messages.es"),
  de: () => import("@domain/i18n/messages.de"),
};

/** Every message of a language, the French reference with staff's: loaded when one is shown. */
const catalogOf = (locale: Locale): Promise<Partial<MessageCatalog>> =>
  locale === "fr"
    ? import("@domain/i18n/frenchCatalog").then((module) => module.frenchCatalog)
    : translations[locale]().then((module) => module.messages);

/**
 * A message in `locale`, written from its catalog with the formatter (ICU), both loaded the first
 * time a message is shown: never at a static page's hydration.
 */
export async function inLanguage(locale: Locale, text: MessageText): Promise<string> {
  const [{ formatMessage }, catalog] = await Promise.all([
    import("@domain/i18n/formatMessage"),
    catalogOf(locale),
  ]);
  return formatMessage(text, locale, catalog);
}

/** A message in the page's language. */
export const inPageLanguage = (text: MessageText): Promise<string> =>
  inLanguage(pageLocale(), text);

/** One of the site's own messages (a lost connection…) in the page's language, loaded when needed. */
export async function siteMessage(key: SiteMessageKey): Promise<string> {
  const locale = pageLocale();
  const catalog =
    locale === "fr" ? await import("@domain/i18n/messages") : await translations[locale]();
  return catalog.messages[key];
}
