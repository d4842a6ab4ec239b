import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { siteContentIn, type SiteContent } from "./site";

/** The shared frame's texts in the page's language. */
export const siteText = localized<SiteContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/site/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    siteContentIn,
  ),
);
