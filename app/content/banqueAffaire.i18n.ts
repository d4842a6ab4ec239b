import { localized } from "~/i18n/localized";

/** The corporate and investment banking page's texts in the page's language. */
export const banqueAffaireContent = localized<typeof import("./banqueAffaire")>({
  fr: () => import("./banqueAffaire"),
  en: () => import("./banqueAffaire.en"),
  es: () => import("./banqueAffaire.es"),
  de: () => import("./banqueAffaire.de"),
});
