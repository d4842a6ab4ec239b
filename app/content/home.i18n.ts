import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { homeContentIn, type HomeContent } from "./home";

/** The home page's texts in the page's language. */
export const homeText = localized<HomeContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/home/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    homeContentIn,
  ),
);
