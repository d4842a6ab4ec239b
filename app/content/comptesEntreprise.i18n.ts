import { localized } from "~/i18n/localized";

/** The business accounts page's texts in the page's language. */
export const comptesEntrepriseContent = localized<typeof import("./comptesEntreprise")>({
  fr: () => import("./comptesEntreprise"),
  en: () => import("./comptesEntreprise.en"),
  es: () => import("./comptesEntreprise.es"),
  de: () => import("./comptesEntreprise.de"),
});
