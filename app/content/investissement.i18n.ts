import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { investissementContentIn, type InvestissementContent } from "./investissement";

/** The business investments page's texts in the page's language. */
export const investissementContent = localized<InvestissementContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/investissement/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    investissementContentIn,
  ),
);
