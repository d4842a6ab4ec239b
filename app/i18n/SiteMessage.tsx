import { locales, type Locale } from "@domain/i18n/locales";
import type { SiteMessageKey } from "@domain/i18n/messages";
import { pseudoBuild, translatorOf } from "./catalogs";
import { localized } from "./localized";
import { siteCatalogs } from "./messages";

/** The values a site message is written with: figures and words, each written as it is. */
export type SiteMessageValues = Readonly<Record<string, string | number>>;

/** The site's messages by key, with their values, in one language. */
export type SiteMessages = (key: SiteMessageKey, values?: SiteMessageValues) => string;

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
export function SiteMessage({
  name,
  values,
}: {
  name: SiteMessageKey;
  values?: SiteMessageValues;
}) {
  return useSiteMessages()(name, values);
}
