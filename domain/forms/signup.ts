import { isValidPhoneNumber, parsePhoneNumberWithError } from "libphonenumber-js/max";
import { emailMessages, emailSchema } from "./email";
import { runAlways, z } from "./z";
import { countries, currencies, genders } from "./signupOptions";
import {
  confirmPasswordSchema,
  containsPersonalDetails,
  matchingConfirmation,
  newPasswordSchema,
  passwordMessages,
} from "./password";
import { rule, type RuleMessage } from "../i18n/message";

export const MINIMUM_AGE = 18;

export const signupMessages = {
  lastName: rule("lastNameRequired"),
  firstName: rule("firstNameRequired"),
  tooLong: rule("nameTooLong"),
  birthDateRequired: rule("birthDateRequired"),
  birthDateInvalid: rule("birthDateInvalid"),
  underage: rule("underage"),
  gender: rule("genderRequired"),
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  whatsappRequired: rule("whatsappRequired"),
  whatsappInvalid: rule("whatsappInvalid"),
  country: rule("countryRequired"),
  currency: rule("currencyRequired"),
  accountType: rule("accountTypeInvalid"),
  terms: rule("termsRequired"),
  newsletter: rule("newsletterChoiceInvalid"),
  emailTaken: rule("emailTaken"),
} as const;

const codesOf = <T extends string>(options: readonly { value: T }[]) =>
  options.map((option) => option.value) as [T, ...T[]];

function parseIsoDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return { year, month, day };
}

const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const todayNumber = (today: Date) =>
  dayNumber(today.getFullYear(), today.getMonth() + 1, today.getDate());

/** A real calendar date, not in the future, not before 1900. */
export function isPlausibleBirthDate(value: string, today = new Date()): boolean {
  const date = parseIsoDate(value);
  return (
    !!date && date.year >= 1900 && dayNumber(date.year, date.month, date.day) <= todayNumber(today)
  );
}

/** True from the 18th birthday on (someone born on 29 February comes of age on 1 March). */
export function isAdult(birthDate: string, today = new Date()): boolean {
  const date = parseIsoDate(birthDate);
  if (!date) return false;
  return dayNumber(date.year + MINIMUM_AGE, date.month, date.day) <= todayNumber(today);
}

const requiredName = (message: RuleMessage) =>
  z.string({ error: message }).trim().min(1, message).max(100, signupMessages.tooLong);

/** One of a select's codes; until it is checked the form holds any string, the empty choice too. */
const choice = <T extends string>(codes: readonly [T, ...T[]], message: RuleMessage) =>
  z.string({ error: message }).pipe(z.enum(codes, { error: message }));

const countryCodes: readonly unknown[] = codesOf(countries);

/**
 * The signup wizard, validated field by field in the browser (step by step) and once more on the
 * server. Cross-field rules run even when another field is wrong, so every error shows at once.
 */
export const signupSchema = z
  .object({
    lastName: requiredName(signupMessages.lastName),
    firstName: requiredName(signupMessages.firstName),
    birthDate: z
      .string({ error: signupMessages.birthDateRequired })
      .min(1, signupMessages.birthDateRequired)
      .refine((value) => isPlausibleBirthDate(value), signupMessages.birthDateInvalid)
      .refine((value) => isAdult(value), signupMessages.underage),
    gender: choice(codesOf(genders), signupMessages.gender),
    email: emailSchema,
    whatsapp: z
      .string({ error: signupMessages.whatsappRequired })
      .trim()
      .min(1, signupMessages.whatsappRequired)
      .max(30, signupMessages.whatsappInvalid),
    country: choice(codesOf(countries), signupMessages.country),
    currency: z.enum(codesOf(currencies), { error: signupMessages.currency }).default("EUR"),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    accountType: z
      .enum(["personal", "business"], { error: signupMessages.accountType })
      .default("personal"),
    // A box the form starts unticked: `false` is a value it may hold, not one it may send.
    acceptTerms: z
      .boolean({ error: signupMessages.terms })
      .pipe(z.literal(true, { error: signupMessages.terms })),
    newsletter: z.boolean({ error: signupMessages.newsletter }).default(false),
  })
  .refine(
    (data) =>
      typeof data.whatsapp !== "string" ||
      data.whatsapp.trim() === "" ||
      // Without a known country the number cannot be judged: the country field carries the error.
      !countryCodes.includes(data.country) ||
      isValidPhoneNumber(data.whatsapp, data.country),
    { path: ["whatsapp"], message: signupMessages.whatsappInvalid, ...runAlways },
  )
  .refine(
    (data) =>
      typeof data.password !== "string" ||
      typeof data.email !== "string" ||
      !containsPersonalDetails(data.password, {
        email: data.email,
        firstName: typeof data.firstName === "string" ? data.firstName : null,
        lastName: typeof data.lastName === "string" ? data.lastName : null,
      }),
    { path: ["password"], message: passwordMessages.personal, ...runAlways },
  )
  .refine(matchingConfirmation.check, matchingConfirmation.params)
  .transform((data) => ({
    ...data,
    // Stored and compared in E.164 whatever the customer typed (06 12…, +33 6 12…).
    whatsapp: parsePhoneNumberWithError(data.whatsapp, data.country).number,
  }));

export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;
