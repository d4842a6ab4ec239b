import { localized } from "~/i18n/localized";

/** The business investments page's texts in the page's language. */
export const investissementContent = localized<typeof import("./investissement")>({
  fr: () => import("./investissement"),
  en: () => import("./investissement.en"),
  es: () => import("./investissement.es"),
  de: () => import("./investissement.de"),
});
