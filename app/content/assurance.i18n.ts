import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { assuranceContentIn, type AssuranceContent } from "./assurance";

/** The insurance page's texts in the page's language, from its catalogs. */
export const assuranceContent = localized<AssuranceContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/assurance/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    assuranceContentIn,
  ),
);
