import { localized } from "~/i18n/localized";

/** The /pretPersonnel page's texts, and its simulator's words, in the page's language. */
export const pretPersonnelContent = localized<typeof import("./pretPersonnel")>({
  fr: () => import("./pretPersonnel"),
  en: () => import("./pretPersonnel.en"),
  es: () => import("./pretPersonnel.es"),
  de: () => import("./pretPersonnel.de"),
});
