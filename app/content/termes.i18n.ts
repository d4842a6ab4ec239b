import { localized } from "~/i18n/localized";

export const termesText = localized<typeof import("./termes")>({
  fr: () => import("./termes"),
  en: () => import("./termes.en"),
  es: () => import("./termes.es"),
  de: () => import("./termes.de"),
});
