import type { MessageCatalog } from "./messages";

export const messages: MessageCatalog = {
  emailRequired: "Please enter your email address",
  emailInvalid: "This email address is not valid",
  newsletterRequested:
    "Thank you! If this address is not already subscribed, you will receive an email with a link to confirm your subscription.",
  newsletterConfirmed:
    "Your subscription is confirmed: you will receive the Aurore Banque newsletter every month.",
  newsletterInvalidLink:
    "This confirmation link is no longer valid: it has already been used or has expired. If you are not yet subscribed, please sign up again on our website.",
  newsletterAddressUnproven:
    "This address had unsubscribed from the newsletter: first confirm your email address with the link sent when you opened your account, then tick the box again.",
  loginPasswordRequired: "Please enter your password",
  loginFailed: "Incorrect email address or password",
  loginExpired: "Your login has timed out. Please enter your email address and password again.",
  codeRequired: "Please enter the code shown in your app",
  codeFormat: "The code must be 6 digits",
  secondFactorRequired: "Please enter the 6-digit code or a backup code",
  codeWrong: "This code is incorrect or has already been used",
  passkeyRefused:
    "We could not verify this passkey. Please try again, or log in with your email address and password.",
  passkeyCancelled: "The request was cancelled or timed out. You can try again.",
  passkeyUnsupported: "This browser does not support passkeys.",
  forgotPasswordAnswer:
    "If an account is linked to this address, you will receive an email with a link to choose a new password. The link is valid for 30 minutes.",
  unavailable: "The service is temporarily unavailable. Please try again in a few moments.",
  notFound: "This address does not exist.",
  invalidJson: "The content sent is not valid JSON.",
  emptyJson: "The content sent is empty.",
  bodyTooLarge: "The content sent is too large (100 KB at most).",
  unsupportedMediaType: "This content format is not accepted.",
  invalidLength: "The announced content length is incorrect.",
  badUrl: "This address is not valid.",
  networkError:
    "We cannot reach Aurore Banque. Please check your internet connection and try again.",
  unexpected: "Something went wrong. Please try again in a few moments.",
};
