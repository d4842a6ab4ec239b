import {
  accountTokenSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  linkMessages,
  passwordResetMessages,
  resetPasswordSchema,
} from "../forms/passwordReset";
import { z } from "../forms/z";
import { endpoint } from "./endpoint";

const messageAnswer = z.object({ message: z.string() });

/** A link from a mail that cannot serve: already used, too old, or never issued. */
const linkErrors = (purpose: keyof typeof linkMessages) =>
  ({
    link_used: { status: 400, message: linkMessages[purpose].used },
    link_expired: { status: 400, message: linkMessages[purpose].expired },
    link_unknown: { status: 400, message: linkMessages[purpose].unknown },
  }) as const;

/**
 * `Mot de passe oublié ?`: the same answer whether the address is a customer's or not; the mail,
 * if any, is sent after it.
 */
export const forgotPassword = endpoint({
  method: "POST",
  path: "/api/auth/password/forgot",
  access: "public",
  body: forgotPasswordSchema,
  status: 202,
  response: messageAnswer,
});

/** Lets the reset page say at once that its link cannot serve, before anything is typed. */
export const checkResetLink = endpoint({
  method: "POST",
  path: "/api/auth/password/reset/check",
  access: "public",
  body: accountTokenSchema,
  response: z.object({ valid: z.literal(true) }),
  errors: linkErrors("password_reset"),
});

/** A new password through the link of the reset mail: every session of the account ends. */
export const resetPassword = endpoint({
  method: "POST",
  path: "/api/auth/password/reset",
  access: "public",
  body: resetPasswordSchema,
  response: messageAnswer,
  errors: linkErrors("password_reset"),
});

/** From the client area, with the current password: the other sessions end, this one stays. */
export const changePassword = endpoint({
  method: "POST",
  path: "/api/account/password",
  access: "account",
  body: changePasswordSchema,
  response: messageAnswer,
  errors: {
    wrong_password: { status: 400, message: passwordResetMessages.currentWrong },
  },
});

/** The link of the verification mail proves the address. */
export const verifyEmail = endpoint({
  method: "POST",
  path: "/api/auth/email/verify",
  access: "public",
  body: accountTokenSchema,
  response: messageAnswer,
  errors: linkErrors("email_verification"),
});

/**
 * The verification mail again, from the client area's banner. Besides the error below, a 429 says
 * how long to wait: one mail a minute, five a day.
 */
export const resendVerificationEmail = endpoint({
  method: "POST",
  path: "/api/account/email/verification",
  access: "customer",
  status: 202,
  response: messageAnswer,
  errors: {
    already_verified: { status: 409, message: passwordResetMessages.alreadyVerified },
  },
});
