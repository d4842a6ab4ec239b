import type { SiteMessageKey } from "@domain/i18n/messages";
import { localized } from "./localized";

/** The site's messages, one module per language, loaded only by a page that shows one. */
const siteMessages = localized<Record<SiteMessageKey, string>>({
  fr: () => import("@domain/i18n/messages").then((module) => module.messages),
  en: () => import("@domain/i18n/messages.en").then((module) => module.messages),
  es: () => import("@domain/i18n/messages.es").then((module) => module.messages),
  de: () => import("@domain/i18n/messages.de").then((module) => module.messages),
});

/** The site's messages in the page's language, drawn on the server as in the browser. */
export const useSiteMessages = () => siteMessages.use();

/** One of the site's messages in the page's language. */
export function SiteMessage({ name }: { name: SiteMessageKey }) {
  return useSiteMessages()[name];
}
