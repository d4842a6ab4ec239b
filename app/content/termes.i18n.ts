import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { termesContentIn, type TermesContent } from "./termes";

/** The terms of use page's texts in the page's language, from its catalogs. */
export const termesText = localized<TermesContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/termes/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    termesContentIn,
  ),
);
