import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { banqueAffaireContentIn, type BanqueAffaireContent } from "./banqueAffaire";

/** The corporate banking page's texts in the page's language, from its catalogs. */
export const banqueAffaireContent = localized<BanqueAffaireContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/banqueAffaire/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    banqueAffaireContentIn,
  ),
);
