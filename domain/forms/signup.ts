import { isValidPhoneNumber, parsePhoneNumberWithError } from "libphonenumber-js/max";
import { emailMessages, emailSchema } from "./email";
import { z } from "./z";
import { countries, currencies, genders } from "./signupOptions";
import { containsPersonalDetails, newPasswordSchema, passwordMessages } from "./password";

export const MINIMUM_AGE = 18;

export const signupMessages = {
  lastName: "Le nom de famille est requis",
  firstName: "Le prénom est requis",
  birthDateRequired: "La date de naissance est requise",
  birthDateInvalid: "La date de naissance est invalide",
  underage: "Vous devez avoir au moins 18 ans",
  gender: "Veuillez sélectionner votre genre",
  emailRequired: emailMessages.required,
  emailInvalid: emailMessages.invalid,
  whatsappRequired: "Le numéro WhatsApp est requis",
  whatsappInvalid: "Le numéro WhatsApp est invalide",
  country: "Veuillez sélectionner votre pays",
  currency: "Veuillez sélectionner votre devise",
  accountType: "Le type de compte est invalide",
  terms: "Vous devez accepter les conditions",
  emailTaken: "Un compte existe déjà avec cette adresse email",
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

const requiredText = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Ce champ doit contenir au plus ${max} caractères`);

const runAlways = { when: () => true };
const countryCodes: readonly unknown[] = codesOf(countries);

/**
 * The signup wizard, validated field by field in the browser (step by step) and once more on the
 * server. Cross-field rules run even when another field is wrong, so every error shows at once.
 */
export const signupSchema = z
  .object({
    lastName: requiredText(signupMessages.lastName),
    firstName: requiredText(signupMessages.firstName),
    birthDate: z
      .string({ error: signupMessages.birthDateRequired })
      .min(1, signupMessages.birthDateRequired)
      .refine((value) => isPlausibleBirthDate(value), signupMessages.birthDateInvalid)
      .refine((value) => isAdult(value), signupMessages.underage),
    gender: z.enum(codesOf(genders), { error: signupMessages.gender }),
    email: emailSchema,
    whatsapp: z
      .string({ error: signupMessages.whatsappRequired })
      .trim()
      .min(1, signupMessages.whatsappRequired)
      .max(30, signupMessages.whatsappInvalid),
    country: z.enum(codesOf(countries), { error: signupMessages.country }),
    currency: z.enum(codesOf(currencies), { error: signupMessages.currency }).default("EUR"),
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: passwordMessages.confirmRequired })
      .min(1, passwordMessages.confirmRequired),
    accountType: z
      .enum(["personal", "business"], { error: signupMessages.accountType })
      .default("personal"),
    acceptTerms: z.literal(true, { error: signupMessages.terms }),
    newsletter: z.boolean({ error: "La préférence newsletter est invalide" }).default(false),
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
  .refine(
    (data) =>
      typeof data.confirmPassword !== "string" ||
      data.confirmPassword === "" ||
      data.confirmPassword === data.password,
    { path: ["confirmPassword"], message: passwordMessages.mismatch, ...runAlways },
  )
  .transform((data) => ({
    ...data,
    // Stored and compared in E.164 whatever the customer typed (06 12…, +33 6 12…).
    whatsapp: parsePhoneNumberWithError(data.whatsapp, data.country).number,
  }));

export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

/** The wizard's steps: which fields each one validates before moving on. */
export const signupSteps = [
  {
    title: "Informations Personnelles",
    fields: ["lastName", "firstName", "birthDate", "gender", "email", "whatsapp", "country"],
  },
  { title: "Sécurité du Compte", fields: ["password", "confirmPassword"] },
  { title: "Finalisation", fields: ["acceptTerms", "newsletter"] },
] as const satisfies readonly { title: string; fields: readonly (keyof SignupInput)[] }[];

export type SignupField = keyof SignupInput;
