import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { comptesEntrepriseContentIn, type ComptesEntrepriseContent } from "./comptesEntreprise";

/** The business accounts page's texts in the page's language. */
export const comptesEntrepriseContent = localized<ComptesEntrepriseContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/comptesEntreprise/*.ts", "!**/pseudo.ts"], {
      import: "messages",
    }),
    comptesEntrepriseContentIn,
  ),
);
