import type { Locale } from "@domain/i18n/locales";
import { messageKeys, messageRef, type MessageText } from "@domain/i18n/message";
import type { MessageCatalog, SiteMessageKey } from "@domain/i18n/messages";
import { translatorOf } from "./catalogs";
import { pageLocale } from "./locale";

type Compiled = Promise<{ messages: MessageCatalog }>;

/**
 * The public site's messages in each language, compiled from their PO catalogs (decision record
 * 046): all a public page may show, and all its first message loads.
 */
export const siteCatalogs: Record<Locale, () => Compiled> = {
  fr: () => import("@domain/i18n/catalogs/site/fr"),
  en: () => import("@domain/i18n/catalogs/site/en"),
  es: () => import("@domain/i18n/catalogs/site/es"),
  de: () => import("@domain/i18n/catalogs/site/de"),
};

/** The client area's and the credit application's messages, and in French the back office's. */
const customerCatalogs: Record<Locale, () => Compiled[]> = {
  fr: () => [
    import("@domain/i18n/catalogs/account/fr"),
    import("@domain/i18n/catalogs/application/fr"),
    import("@domain/i18n/catalogs/staff/fr"),
  ],
  en: () => [
    import("@domain/i18n/catalogs/account/en"),
    import("@domain/i18n/catalogs/application/en"),
  ],
  es: () => [
    import("@domain/i18n/catalogs/account/es"),
    import("@domain/i18n/catalogs/application/es"),
  ],
  de: () => [
    import("@domain/i18n/catalogs/account/de"),
    import("@domain/i18n/catalogs/application/de"),
  ],
};

const wholeCatalogs = new Map<Locale, Promise<MessageCatalog>>();

/** Every message of a language: loaded only for one the public site's catalog lacks. */
function wholeCatalog(locale: Locale): Promise<MessageCatalog> {
  let catalog = wholeCatalogs.get(locale);
  if (!catalog) {
    catalog = Promise.all([siteCatalogs[locale](), ...customerCatalogs[locale]()]).then(
      (modules) => Object.assign({}, ...modules.map((module) => module.messages)) as MessageCatalog,
    );
    // A failed download is tried again by the next message rather than remembered.
    catalog.catch(() => wholeCatalogs.delete(locale));
    wholeCatalogs.set(locale, catalog);
  }
  return catalog;
}

/**
 * A message in `locale`, written with the formatter from the public site's catalog, or from the
 * whole language's when the message needs more, both loaded the first time a message is shown:
 * never at a static page's hydration.
 */
export async function inLanguage(locale: Locale, text: MessageText): Promise<string> {
  const ref = messageRef(text);
  const [{ formatMessage }, { messages: site }] = await Promise.all([
    import("@domain/i18n/formatMessage"),
    siteCatalogs[locale](),
  ]);
  const catalog = messageKeys(ref).every((key) => Object.hasOwn(site, key))
    ? site
    : await wholeCatalog(locale);
  return formatMessage(ref, locale, catalog);
}

/** A message in the page's language. */
export const inPageLanguage = (text: MessageText): Promise<string> =>
  inLanguage(pageLocale(), text);

/** One of the site's own messages (a lost connection…) in the page's language, loaded when needed. */
export async function siteMessage(key: SiteMessageKey): Promise<string> {
  const locale = pageLocale();
  return translatorOf(locale, (await siteCatalogs[locale]()).messages)(key);
}
