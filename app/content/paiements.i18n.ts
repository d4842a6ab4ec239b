import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { paiementsContentIn, type PaiementsContent } from "./paiements";

/** The business payments page's texts in the page's language, from its catalogs. */
export const paiementsContent = localized<PaiementsContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/paiements/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    paiementsContentIn,
  ),
);
