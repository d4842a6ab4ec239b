import { localized } from "~/i18n/localized";

/** The words around every form's fields in the page's language (apart from the common texts: the signup page needs only these). */
export const formsText = localized<typeof import("./forms")>({
  fr: () => import("./forms"),
  en: () => import("./forms.en"),
  es: () => import("./forms.es"),
  de: () => import("./forms.de"),
});
