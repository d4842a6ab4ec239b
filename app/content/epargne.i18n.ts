import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { epargneContentIn, type EpargneContent } from "./epargne";

/** The savings page's texts, and its simulator's, in the page's language. */
export const epargneContent = localized<EpargneContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/epargne/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    epargneContentIn,
  ),
);
