import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { commonContentIn, type CommonContent } from "./common";

/** Texts of the blocks many pages share, in the page's language, from their catalogs. */
export const commonText = localized<CommonContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/common/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    commonContentIn,
  ),
);
