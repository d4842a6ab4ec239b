import { localized } from "~/i18n/localized";

export const assistanceText = localized<typeof import("./avertissements")>({
  fr: () => import("./avertissements"),
  en: () => import("./avertissements.en"),
  es: () => import("./avertissements.es"),
  de: () => import("./avertissements.de"),
});
