import { bank } from "@domain/bank";
import type * as french from "./mailLinks";

export const newsletterConfirmationPage: typeof french.newsletterConfirmationPage = {
  pending: "Confirming your subscription…",
  confirmed: "Subscription confirmed",
  failed: "We could not confirm your subscription",
  incompleteLink:
    "This confirmation link is incomplete. Please open the most recent link we emailed you, or subscribe again on our website.",
  home: "Back to the home page",
};

export const unsubscribePage: typeof french.unsubscribePage = {
  done: {
    heading: "You have been unsubscribed",
    text: `You will no longer receive the ${bank.name} newsletter. You can subscribe again at any time on our website.`,
  },
  invalid: {
    heading: "Invalid unsubscribe link",
    text: `This unsubscribe link is not valid. Please use the most recent link we emailed you, or write to us at ${bank.email}.`,
  },
  home: "Back to the home page",
};

export const emailVerificationPage: typeof french.emailVerificationPage = {
  pending: "Checking your email address…",
  verified: "Email address confirmed",
  failed: "We could not confirm your email address",
  clientArea: "Go to my customer area",
  confirmTitle: "Confirm your email address",
  confirmPrompt: "One click confirms that this address is yours.",
  confirm: "Confirm my email address",
};

export const newPasswordPage: typeof french.newPasswordPage = {
  title: "Choose a new password",
  intro:
    "At least 8 characters, with upper-case and lower-case letters and numbers. Once it is saved, you will be logged out of every open session.",
  checking: "Checking your link…",
  newRequest: "Make a new request",
  signIn: "Log in",
  confirmLabel: "Confirm your password",
  submit: "Save my new password",
  submitting: "Saving…",
};
