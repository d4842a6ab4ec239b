import { localized } from "~/i18n/localized";

/** The signup page's texts, and the password strength meter's, in the page's language. */
export const signupText = localized<typeof import("./signup")>({
  fr: () => import("./signup"),
  en: () => import("./signup.en"),
  es: () => import("./signup.es"),
  de: () => import("./signup.de"),
});
