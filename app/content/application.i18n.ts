import { localized } from "~/i18n/localized";

/** The online credit application's texts, and the client area's list of applications, in the page's language. */
export const applicationText = localized<typeof import("./application")>({
  fr: () => import("./application"),
  en: () => import("./application.en"),
  es: () => import("./application.es"),
  de: () => import("./application.de"),
});
