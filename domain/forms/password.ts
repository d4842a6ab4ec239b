import { PASSWORD_MIN_LENGTH } from "./passwordLength";
import { isUncommonPassword } from "./commonPasswords";
import { runAlways, z } from "./z";
import { rule } from "../i18n/message";

export const PASSWORD_MAX_LENGTH = 128;
/** OWASP ASVS 5.0 6.2.5 and CNIL 2022: a passphrase this long needs no mix of characters. */
export const PASSPHRASE_MIN_LENGTH = 15;

export const passwordMessages = {
  required: rule("loginPasswordRequired"),
  tooShort: rule("passwordTooShort", { min: PASSWORD_MIN_LENGTH }),
  tooLong: rule("passwordTooLong", { max: PASSWORD_MAX_LENGTH }),
  characters: rule("passwordCharacters"),
  common: rule("passwordCommon"),
  personal: rule("passwordPersonal"),
  confirmRequired: rule("confirmPasswordRequired"),
  mismatch: rule("passwordMismatch"),
} as const;

/** Lower case, without accents: "Aurore", "AURORE" and "Auröre" are the same word here. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The bank's name is the first word an attacker tries on its customers. */
const containsBankName = (password: string) => folded(password).includes("aurore");

/** The rules of a new password, each with the seed's message, checked in the seed's order. */
export const newPasswordSchema = z
  .string({ error: passwordMessages.required })
  .min(1, passwordMessages.required)
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .refine(
    (value) =>
      value.length >= PASSPHRASE_MIN_LENGTH ||
      (/[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value)),
    passwordMessages.characters,
  )
  // One refusal at a time, in this order: a short password is not also called common.
  .refine((value) => !containsBankName(value), {
    message: passwordMessages.common,
    when: (payload) => payload.issues.length === 0,
  })
  .refine(isUncommonPassword, {
    message: passwordMessages.common,
    when: (payload) => payload.issues.length === 0,
  });

/** The new password typed again. */
export const confirmPasswordSchema = z
  .string({ error: passwordMessages.confirmRequired })
  .min(1, passwordMessages.confirmRequired);

/**
 * The form-level rule that both typings agree, for `.refine(check, params)`: it runs even when
 * another field is wrong, so every message shows at once, and leaves an empty confirmation to its
 * own message.
 */
export const matchingConfirmation = {
  check: (data: { password?: unknown; confirmPassword?: unknown }) =>
    typeof data.confirmPassword !== "string" ||
    data.confirmPassword === "" ||
    data.confirmPassword === data.password,
  params: {
    path: ["confirmPassword"],
    message: passwordMessages.mismatch,
    ...runAlways,
  },
};

export interface PersonalDetails {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * Whether the password contains the person's e-mail address, its part before the @, or their
 * first or last name (3 letters or more: "Li" would refuse too many passwords).
 */
export function containsPersonalDetails(password: string, details: PersonalDetails): boolean {
  const text = folded(password);
  const email = folded(details.email.trim());
  const pieces = [email, email.split("@")[0] ?? "", details.firstName ?? "", details.lastName ?? ""]
    .map((piece) => folded(piece.trim()))
    .filter((piece) => piece.length >= 3);
  return pieces.some((piece) => text.includes(piece));
}
