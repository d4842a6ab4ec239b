import { localized } from "~/i18n/localized";

/** The about page's texts in the page's language. */
export const aproposContent = localized<typeof import("./apropos")>({
  fr: () => import("./apropos"),
  en: () => import("./apropos.en"),
  es: () => import("./apropos.es"),
  de: () => import("./apropos.de"),
});
