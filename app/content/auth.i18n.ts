import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { authContentIn, type AuthContent } from "./auth";

/** The sign-in pages' texts in the page's language. */
export const authText = localized<AuthContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/auth/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    authContentIn,
  ),
);
