import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { avertissementsContentIn, type AvertissementsContent } from "./avertissements";

/** The help and warnings page's texts in the page's language, from its catalogs. */
export const assistanceText = localized<AvertissementsContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/avertissements/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    avertissementsContentIn,
  ),
);
