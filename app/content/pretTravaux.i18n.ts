import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { pretTravauxContentIn, type PretTravauxContent } from "./pretTravaux";

/** The /pretTravaux page's texts, and its simulator's words, in the page's language. */
export const pretTravauxContent = localized<PretTravauxContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/pretTravaux/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    pretTravauxContentIn,
  ),
);
