import { emailMessages, emailSchema } from "./email";
import { runAlways, z } from "./z";
import { confirmPasswordSchema, matchingConfirmation, newPasswordSchema } from "./password";
import { rule } from "../i18n/message";
import { accountLinkLifetimes, inMinutes } from "../lifetimes";

/** The reset link's lifetime, as the messages about it state it. */
const resetLink = { minutes: inMinutes(accountLinkLifetimes.password_reset) };

export const passwordResetMessages = {
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  linkMissing: rule("linkMissing"),
  currentRequired: rule("currentPasswordRequired"),
  currentWrong: rule("currentPasswordWrong"),
  sameAsCurrent: rule("sameAsCurrentPassword"),
  alreadyVerified: rule("emailAlreadyVerified"),
} as const;

/** The answer to every request of a reset link: its words never tell who is a customer. */
export const forgotPasswordAnswer = rule("forgotPasswordAnswer", resetLink);

/** `Mot de passe oublié ?`: only the address. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The single-use link of a reset or verification mail. */
export const accountTokenSchema = z.object({
  token: z
    .string({ error: passwordResetMessages.linkMissing })
    .trim()
    .min(20, passwordResetMessages.linkMissing)
    .max(200, passwordResetMessages.linkMissing),
});

/** The page the reset link opens: the new password twice, with the signup's rules. */
export const resetPasswordSchema = accountTokenSchema
  .extend({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine(matchingConfirmation.check, matchingConfirmation.params);

/** From the client area: the current password proves it is the customer at the keyboard. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: passwordResetMessages.currentRequired })
      .min(1, passwordResetMessages.currentRequired)
      .max(1024, passwordResetMessages.currentWrong),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(matchingConfirmation.check, matchingConfirmation.params)
  .refine(
    (data) =>
      typeof data.password !== "string" ||
      data.password === "" ||
      data.password !== data.currentPassword,
    { path: ["password"], message: passwordResetMessages.sameAsCurrent, ...runAlways },
  );

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** What a link that cannot serve says, by kind of link and reason. */
export const linkMessages = {
  password_reset: {
    used: rule("resetLinkUsed"),
    expired: rule("resetLinkExpired", resetLink),
    unknown: rule("resetLinkUnknown"),
  },
  email_verification: {
    used: rule("verificationLinkUsed"),
    expired: rule("verificationLinkExpired"),
    unknown: rule("verificationLinkUnknown"),
  },
} as const;
