import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { banquePriveContentIn, type BanquePriveContent } from "./banquePrive";

/** The private banking page's texts in the page's language, from its catalogs. */
export const banquePriveContent = localized<BanquePriveContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/banquePrive/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    banquePriveContentIn,
  ),
);
