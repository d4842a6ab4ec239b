import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { authLayoutContentIn, type AuthLayoutContent } from "./authLayout";

/** The sign-in and signup pages' frame in the page's language. */
export const authLayoutText = localized<AuthLayoutContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/authLayout/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    authLayoutContentIn,
  ),
);
