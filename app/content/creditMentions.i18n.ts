import { localized } from "~/i18n/localized";

/** The credit mentions in the page's language. */
export const creditMentionsText = localized<typeof import("./creditMentions")>({
  fr: () => import("./creditMentions"),
  en: () => import("./creditMentions.en"),
  es: () => import("./creditMentions.es"),
  de: () => import("./creditMentions.de"),
});
