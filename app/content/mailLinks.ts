import type { Translate } from "~/i18n/catalogs";
import { bank } from "@domain/bank";
import { PASSWORD_MIN_LENGTH } from "@domain/forms/passwordLength";

/**
 * The pages a mail's link opens, in one language, from the `mailLinks` catalogs
 * (app/content/catalogs/mailLinks/<language>.po); their titles are in their routes.
 */
export function mailLinksContentIn(t: Translate) {
  /** `/confirmationNewsletter`, opened from the link of the confirmation mail. */
  const newsletterConfirmationPage = {
    pending: t("newsletterConfirmationPage.pending"),
    confirmed: t("newsletterConfirmationPage.confirmed"),
    failed: t("newsletterConfirmationPage.failed"),
    incompleteLink: t("newsletterConfirmationPage.incompleteLink"),
    home: t("newsletterConfirmationPage.home"),
  };

  /** `/desinscription`, where the unsubscribe link of every newsletter mail lands. */
  const unsubscribePage = {
    done: {
      heading: t("unsubscribePage.done.heading"),
      text: t("unsubscribePage.done.text", { bankName: bank.name }),
    },
    invalid: {
      heading: t("unsubscribePage.invalid.heading"),
      text: t("unsubscribePage.invalid.text", { bankEmail: bank.email }),
    },
    home: t("unsubscribePage.home"),
  };

  /** `/verificationEmail`, opened from the mail that proves a new customer's address. */
  const emailVerificationPage = {
    pending: t("emailVerificationPage.pending"),
    verified: t("emailVerificationPage.verified"),
    failed: t("emailVerificationPage.failed"),
    clientArea: t("emailVerificationPage.clientArea"),
    // The page drawn without scripts: a GET never confirms, the visitor does.
    confirmTitle: t("emailVerificationPage.confirmTitle"),
    confirmPrompt: t("emailVerificationPage.confirmPrompt"),
    confirm: t("emailVerificationPage.confirm"),
  };

  /** `/nouveauMotDePasse`, opened from the password reset mail. */
  const newPasswordPage = {
    title: t("newPasswordPage.title"),
    intro: t("newPasswordPage.intro", { min: PASSWORD_MIN_LENGTH }),
    checking: t("newPasswordPage.checking"),
    newRequest: t("newPasswordPage.newRequest"),
    signIn: t("newPasswordPage.signIn"),
    confirmLabel: t("newPasswordPage.confirmLabel"),
    submit: t("newPasswordPage.submit"),
    submitting: t("newPasswordPage.submitting"),
  };

  return { newsletterConfirmationPage, unsubscribePage, emailVerificationPage, newPasswordPage };
}

export type MailLinksContent = ReturnType<typeof mailLinksContentIn>;
