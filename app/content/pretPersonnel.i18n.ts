import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { pretPersonnelContentIn, type PretPersonnelContent } from "./pretPersonnel";

/** The /pretPersonnel page's texts, and its simulator's words, in the page's language. */
export const pretPersonnelContent = localized<PretPersonnelContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/pretPersonnel/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    pretPersonnelContentIn,
  ),
);
