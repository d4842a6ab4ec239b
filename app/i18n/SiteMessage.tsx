import { locales, type Locale } from "@domain/i18n/locales";
import type { SiteMessageKey } from "@domain/i18n/messages";
import { pseudoBuild, translatorOf } from "./catalogs";
import { localized } from "./localized";
import { siteCatalogs } from "./messages";

/** The site's messages by key, in one language. */
export type SiteMessages = (key: SiteMessageKey) => string;

/** The site's messages, one catalog per language, loaded only by a page that shows one. */
const siteMessages = localized<SiteMessages>(
  Object.fromEntries(
    locales.map((locale) => [
      locale,
      async () =>
        pseudoBuild
          ? translatorOf("pseudo", (await import("@domain/i18n/catalogs/site/pseudo")).messages)
          : translatorOf(locale, (await siteCatalogs[locale]()).messages),
    ]),
  ) as Record<Locale, () => Promise<SiteMessages>>,
);

/** The site's messages in the page's language, drawn on the server as in the browser. */
export const useSiteMessages = () => siteMessages.use();

/** One of the site's messages in the page's language. */
export function SiteMessage({ name }: { name: SiteMessageKey }) {
  return useSiteMessages()(name);
}
