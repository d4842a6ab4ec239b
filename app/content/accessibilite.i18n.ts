import { localized } from "~/i18n/localized";

export const accessibilityText = localized<typeof import("./accessibilite")>({
  fr: () => import("./accessibilite"),
  en: () => import("./accessibilite.en"),
  es: () => import("./accessibilite.es"),
  de: () => import("./accessibilite.de"),
});
