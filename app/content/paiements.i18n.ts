import { localized } from "~/i18n/localized";

/** The business payments page's texts in the page's language. */
export const paiementsContent = localized<typeof import("./paiements")>({
  fr: () => import("./paiements"),
  en: () => import("./paiements.en"),
  es: () => import("./paiements.es"),
  de: () => import("./paiements.de"),
});
