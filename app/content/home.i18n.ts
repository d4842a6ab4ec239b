import { localized } from "~/i18n/localized";

/** The home page's texts in the page's language. */
export const homeText = localized<typeof import("./home")>({
  fr: () => import("./home"),
  en: () => import("./home.en"),
  es: () => import("./home.es"),
  de: () => import("./home.de"),
});
