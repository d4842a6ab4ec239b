import { localized } from "~/i18n/localized";

/** The savings page's texts, and its simulator's, in the page's language. */
export const epargneContent = localized<typeof import("./epargne")>({
  fr: () => import("./epargne"),
  en: () => import("./epargne.en"),
  es: () => import("./epargne.es"),
  de: () => import("./epargne.de"),
});
