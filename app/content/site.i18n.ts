import { localized } from "~/i18n/localized";

/** The shared frame's texts in the page's language. */
export const siteText = localized<typeof import("./site")>({
  fr: () => import("./site"),
  en: () => import("./site.en"),
  es: () => import("./site.es"),
  de: () => import("./site.de"),
});
