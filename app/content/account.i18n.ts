import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { accountContentIn, type AccountContent } from "./account";

/** The client area's texts in the page's language (its security section is the staff's too). */
export const accountText = localized<AccountContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/account/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    accountContentIn,
  ),
);
