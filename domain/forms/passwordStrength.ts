/**
 * The seed's strength meter: one point per criterion, five labels and colours. Apart from the
 * password rules so that the signup page draws it without loading zod or the common-password list.
 */

import { PASSWORD_MIN_LENGTH } from "./passwordLength";

export interface PasswordStrength {
  /** Number of the five criteria met (0 to 5). */
  score: number;
  /** From 0 (very weak) to 4 (very strong): the page words it in its language. */
  level: 0 | 1 | 2 | 3 | 4;
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

const colours: readonly PasswordStrength["colour"][] = [
  "red",
  "orange",
  "yellow",
  "green",
  "green",
];

/** A score of 0 or 1 is the lowest level, "Très faible". */
export function passwordStrength(password: string): PasswordStrength {
  const score = criteria.filter((criterion) => criterion(password)).length;
  const level = Math.min(Math.max(score - 1, 0), 4) as PasswordStrength["level"];
  return {
    score,
    level,
    percent: (score / criteria.length) * 100,
    colour: colours[level] ?? "red",
  };
}
