import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { pretVoyageContentIn, type PretVoyageContent } from "./pretVoyage";

/** The /pretVoyage page's texts, and its simulator's words, in the page's language. */
export const pretVoyageContent = localized<PretVoyageContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/pretVoyage/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    pretVoyageContentIn,
  ),
);
