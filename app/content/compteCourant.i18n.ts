import { localized } from "~/i18n/localized";

/** The current account page's texts in the page's language. */
export const compteCourantContent = localized<typeof import("./compteCourant")>({
  fr: () => import("./compteCourant"),
  en: () => import("./compteCourant.en"),
  es: () => import("./compteCourant.es"),
  de: () => import("./compteCourant.de"),
});
