import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { aproposContentIn, type AproposContent } from "./apropos";

/** The about page's texts in the page's language, from its catalogs. */
export const aproposContent = localized<AproposContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/apropos/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    aproposContentIn,
  ),
);
