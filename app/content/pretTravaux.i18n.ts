import { localized } from "~/i18n/localized";

/** The /pretTravaux page's texts, and its simulator's words, in the page's language. */
export const pretTravauxContent = localized<typeof import("./pretTravaux")>({
  fr: () => import("./pretTravaux"),
  en: () => import("./pretTravaux.en"),
  es: () => import("./pretTravaux.es"),
  de: () => import("./pretTravaux.de"),
});
