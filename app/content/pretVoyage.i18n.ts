import { localized } from "~/i18n/localized";

/** The /pretVoyage page's texts, and its simulator's words, in the page's language. */
export const pretVoyageContent = localized<typeof import("./pretVoyage")>({
  fr: () => import("./pretVoyage"),
  en: () => import("./pretVoyage.en"),
  es: () => import("./pretVoyage.es"),
  de: () => import("./pretVoyage.de"),
});
