import { localized } from "~/i18n/localized";

/** The client area's texts in the page's language (its security section is the staff's too). */
export const accountText = localized<typeof import("./account")>({
  fr: () => import("./account"),
  en: () => import("./account.en"),
  es: () => import("./account.es"),
  de: () => import("./account.de"),
});
