import { localized } from "~/i18n/localized";

/** The /pretAuto page's texts, and its simulator's words, in the page's language. */
export const pretAutoContent = localized<typeof import("./pretAuto")>({
  fr: () => import("./pretAuto"),
  en: () => import("./pretAuto.en"),
  es: () => import("./pretAuto.es"),
  de: () => import("./pretAuto.de"),
});
