import { localized } from "~/i18n/localized";

/** The lead forms' field labels and choices in the page's language. */
export const leadFormsText = localized<typeof import("./leadForms")>({
  fr: () => import("./leadForms"),
  en: () => import("./leadForms.en"),
  es: () => import("./leadForms.es"),
  de: () => import("./leadForms.de"),
});
