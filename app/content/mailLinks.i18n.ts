import { localized } from "~/i18n/localized";

/** The texts of the pages a mail's link opens, in the page's language. */
export const mailLinksText = localized<typeof import("./mailLinks")>({
  fr: () => import("./mailLinks"),
  en: () => import("./mailLinks.en"),
  es: () => import("./mailLinks.es"),
  de: () => import("./mailLinks.de"),
});
