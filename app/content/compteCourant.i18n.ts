import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { compteCourantContentIn, type CompteCourantContent } from "./compteCourant";

/** The current account page's texts in the page's language. */
export const compteCourantContent = localized<CompteCourantContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/compteCourant/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    compteCourantContentIn,
  ),
);
