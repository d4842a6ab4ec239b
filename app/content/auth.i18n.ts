import { localized } from "~/i18n/localized";

/** The sign-in pages' texts in the page's language. */
export const authText = localized<typeof import("./auth")>({
  fr: () => import("./auth"),
  en: () => import("./auth.en"),
  es: () => import("./auth.es"),
  de: () => import("./auth.de"),
});
