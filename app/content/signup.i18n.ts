import { catalogTexts } from "~/i18n/catalogs";
import { localized } from "~/i18n/localized";
import { signupContentIn, type SignupContent } from "./signup";

/** The signup page's texts, and the password strength meter's, in the page's language. */
export const signupText = localized<SignupContent>(
  catalogTexts(
    import.meta.glob(["./catalogs/signup/*.ts", "!**/pseudo.ts"], { import: "messages" }),
    signupContentIn,
  ),
);
