import { localized } from "~/i18n/localized";

/** The insurance page's texts in the page's language. */
export const assuranceContent = localized<typeof import("./assurance")>({
  fr: () => import("./assurance"),
  en: () => import("./assurance.en"),
  es: () => import("./assurance.es"),
  de: () => import("./assurance.de"),
});
