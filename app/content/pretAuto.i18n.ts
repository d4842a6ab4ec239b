import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { pretAutoContentIn, type PretAutoContent } from "./pretAuto";

/** The /pretAuto page's texts, and its simulator's words, in the page's language. */
export const pretAutoContent = localized<PretAutoContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/pretAuto/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    pretAutoContentIn,
  ),
);
