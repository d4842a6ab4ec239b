import { localized } from "~/i18n/localized";

export const privacyText = localized<typeof import("./politiquesConfidentialite")>({
  fr: () => import("./politiquesConfidentialite"),
  en: () => import("./politiquesConfidentialite.en"),
  es: () => import("./politiquesConfidentialite.es"),
  de: () => import("./politiquesConfidentialite.de"),
});
