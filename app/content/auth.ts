import { accountLinkLifetimes, inMinutes, sessionLifetimes } from "@domain/lifetimes";
import type { Translate } from "~/i18n/catalogs";

/** The sign-in pages' texts in one language, from the `auth` catalogs (app/content/catalogs/auth/<language>.po). */
export function authContentIn(t: Translate) {
  const loginText = {
    title: t("loginText.title"),
    intro: t("loginText.intro"),
    sessionExpired: t("loginText.sessionExpired", {
      minutes: inMinutes(sessionLifetimes.idleMs),
    }),
    formLabel: t("loginText.formLabel"),
    email: t("loginText.email"),
    password: t("loginText.password"),
    rememberMe: t("loginText.rememberMe"),
    forgotPassword: t("loginText.forgotPassword"),
    submit: t("loginText.submit"),
    submitting: t("loginText.submitting"),
    passkey: t("loginText.passkey"),
    notCustomer: t("loginText.notCustomer"),
    createAccount: t("loginText.createAccount"),
  };

  const secondFactorText = {
    title: t("secondFactorText.title"),
    code: t("secondFactorText.code"),
    codeHint: t("secondFactorText.codeHint"),
    submit: t("secondFactorText.submit"),
    submitting: t("secondFactorText.submitting"),
    restart: t("secondFactorText.restart"),
  };

  const forgotPasswordText = {
    title: t("forgotPasswordText.title"),
    intro: t("forgotPasswordText.intro", {
      minutes: inMinutes(accountLinkLifetimes.password_reset),
    }),
    formLabel: t("forgotPasswordText.formLabel"),
    email: t("forgotPasswordText.email"),
    submit: t("forgotPasswordText.submit"),
    sending: t("forgotPasswordText.sending"),
    remembered: t("forgotPasswordText.remembered"),
    signIn: t("forgotPasswordText.signIn"),
  };

  return { loginText, secondFactorText, forgotPasswordText };
}

export type AuthContent = ReturnType<typeof authContentIn>;
