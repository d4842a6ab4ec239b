/**
 * The seed's strength meter: one point per criterion, five labels and colours. Apart from the
 * password rules so that the signup page draws it without loading zod or the common-password list.
 */

export const PASSWORD_MIN_LENGTH = 8;

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

/** A score of 0 or 1 reads "Très faible". */
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
