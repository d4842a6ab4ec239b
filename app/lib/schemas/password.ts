import { z } from "./z";
import { commonPasswords } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: "Le mot de passe est requis",
  tooShort: "Le mot de passe doit contenir au moins 8 caractères",
  tooLong: "Le mot de passe doit contenir au plus 128 caractères",
  characters: "Le mot de passe doit contenir des majuscules, minuscules et chiffres",
  common: "Ce mot de passe est trop courant",
  sameAsEmail: "Le mot de passe ne doit pas être votre adresse email",
  confirmRequired: "Veuillez confirmer votre mot de passe",
  mismatch: "Les mots de passe ne correspondent pas",
} as const;

/** The rules of a new password, each with the seed's message, checked in the seed's order. */
export const newPasswordSchema = z
  .string({ error: passwordMessages.required })
  .min(1, passwordMessages.required)
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .refine(
    (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value),
    passwordMessages.characters,
  )
  .refine((value) => !commonPasswords.has(value.toLowerCase()), passwordMessages.common);

export type StrengthLabel = "Très faible" | "Faible" | "Moyen" | "Fort" | "Très fort";

export interface PasswordStrength {
  /** Number of the five criteria met (0 to 5). */
  score: number;
  label: StrengthLabel;
  colour: "red" | "orange" | "yellow" | "green";
  /** Width of the meter's bar, in percent: score / 5. */
  percent: number;
}

const criteria: ((password: string) => boolean)[] = [
  (password) => password.length >= PASSWORD_MIN_LENGTH,
  (password) => /[a-z]/.test(password),
  (password) => /[A-Z]/.test(password),
  (password) => /\d/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

type Level = { label: StrengthLabel; colour: PasswordStrength["colour"] };
const levels: readonly [Level, Level, Level, Level, Level] = [
  { label: "Très faible", colour: "red" },
  { label: "Faible", colour: "orange" },
  { label: "Moyen", colour: "yellow" },
  { label: "Fort", colour: "green" },
  { label: "Très fort", colour: "green" },
];

/** The seed's meter: one point per criterion; a score of 0 or 1 reads "Très faible". */
export function passwordStrength(password: string): PasswordStrength {
  const score = criteria.filter((criterion) => criterion(password)).length;
  const level = levels[Math.min(Math.max(score - 1, 0), 4)] ?? levels[0];
  return {
    score,
    percent: (score / criteria.length) * 100,
    label: level.label,
    colour: level.colour,
  };
}
