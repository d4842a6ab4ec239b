import { z } from "./z";
import { rule } from "../i18n/message";

export const twoFactorMessages = {
  codeRequired: rule("codeRequired"),
  codeFormat: rule("codeFormat"),
  secondFactorRequired: rule("secondFactorRequired"),
  codeWrong: rule("codeWrong"),
  unreadable: rule("twoFactorUnreadable"),
  passwordRequired: rule("loginPasswordRequired"),
  passwordWrong: rule("passwordWrong"),
  alreadyEnabled: rule("twoFactorAlreadyEnabled"),
  notEnabled: rule("twoFactorNotEnabled"),
  noEnrolment: rule("twoFactorNoEnrolment"),
  disabled: rule("twoFactorDisabled"),
} as const;

/** Spaces typed by hand or pasted from the app (`123 456`) are not part of the code. */
const withoutSpaces = (value: string) => value.replace(/\s/g, "");

const sixDigits = z
  .string({ error: twoFactorMessages.codeRequired })
  .transform(withoutSpaces)
  .pipe(
    z
      .string()
      .min(1, twoFactorMessages.codeRequired)
      .regex(/^\d{6}$/, twoFactorMessages.codeFormat),
  );

/** A 6-digit code or a recovery code (five characters, a dash, five more: `7K2QD-M9XHT`). */
const anySecondFactor = z
  .string({ error: twoFactorMessages.secondFactorRequired })
  .trim()
  .min(1, twoFactorMessages.secondFactorRequired)
  .max(20, twoFactorMessages.codeWrong);

const currentPassword = z
  .string({ error: twoFactorMessages.passwordRequired })
  .min(1, twoFactorMessages.passwordRequired)
  .max(1024, twoFactorMessages.passwordWrong);

/** Enrolment starts with the current password: a session left open is not enough to add a factor. */
export const setupTotpSchema = z.object({ password: currentPassword });

/** Enrolment: the first code proves the app holds the secret. */
export const confirmTotpSchema = z.object({ code: sixDigits });

/** Second step of a login. */
export const secondFactorSchema = z.object({ code: anySecondFactor });

/** Turning two-factor login off takes both factors. */
export const disableTotpSchema = z.object({ password: currentPassword, code: anySecondFactor });

export type SetupTotpInput = z.input<typeof setupTotpSchema>;
export type ConfirmTotpInput = z.input<typeof confirmTotpSchema>;
export type SecondFactorInput = z.input<typeof secondFactorSchema>;
export type DisableTotpInput = z.input<typeof disableTotpSchema>;
