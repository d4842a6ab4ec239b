import { localized } from "~/i18n/localized";

/** The private banking page's texts in the page's language. */
export const banquePriveContent = localized<typeof import("./banquePrive")>({
  fr: () => import("./banquePrive"),
  en: () => import("./banquePrive.en"),
  es: () => import("./banquePrive.es"),
  de: () => import("./banquePrive.de"),
});
