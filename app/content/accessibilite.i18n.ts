import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { accessibiliteContentIn, type AccessibiliteContent } from "./accessibilite";

/** The accessibilite texts in the page's language, from its catalogs. */
export const accessibilityText = localized<AccessibiliteContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/accessibilite/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    accessibiliteContentIn,
  ),
);
