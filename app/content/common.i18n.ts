import { localized } from "~/i18n/localized";

/** Texts of the blocks many pages share, in the page's language. */
export const commonText = localized<typeof import("./common")>({
  fr: () => import("./common"),
  en: () => import("./common.en"),
  es: () => import("./common.es"),
  de: () => import("./common.de"),
});
