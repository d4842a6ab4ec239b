import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { accountOpeningContentIn, type AccountOpeningContent } from "./accountOpening";

/** The current account opening's texts, in the page's language. */
export const accountOpeningText = localized<AccountOpeningContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/accountOpening/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    accountOpeningContentIn,
  ),
);
