import { z } from "../../domain/forms/z";
import {
  containsPersonalDetails,
  newPasswordSchema,
  passwordMessages,
} from "../../domain/forms/password";
import { emailSchema } from "../../domain/forms/email";
import type { Database } from "../../db/database";
import { findCustomerByEmail, normalizeEmail } from "./customers";
import { hashPassword } from "./passwords";
import { messageRef } from "../../domain/i18n/message";
import { inLocale } from "../i18n";

/** A staff account needs what a customer's password needs, and a well-formed address. */
const staffAccountSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
  })
  .refine((account) => !containsPersonalDetails(account.password, { email: account.email }), {
    path: ["password"],
    message: passwordMessages.personal,
  });

export type StaffAccount = z.output<typeof staffAccountSchema>;

/** A refusal worded for the person who runs `npm run admin:create`. */
export class StaffAccountError extends Error {}

export function parseStaffAccount(input: unknown): StaffAccount {
  const result = staffAccountSchema.safeParse(input);
  if (result.success) return result.data;
  // The operator reads the command's refusals in French.
  throw new StaffAccountError(
    result.error.issues.map((issue) => inLocale(messageRef(issue.message), "fr")).join("\n"),
  );
}

const UNIQUE_VIOLATION = "23505";

/** Creates a staff account; an address already used, by staff or by a customer, is refused. */
export async function createStaffAccount(
  database: Database,
  { email, password }: StaffAccount,
): Promise<void> {
  const existing = await findCustomerByEmail(database.db, email);
  if (existing?.role === "admin") {
    throw new StaffAccountError(`Un compte du personnel existe déjà pour ${email}.`);
  }
  if (existing) {
    // Promoting a customer would open the back office to whoever knows that customer's password.
    throw new StaffAccountError(
      `${email} est l'adresse d'un compte client : choisissez une autre adresse pour le compte du personnel.`,
    );
  }
  const passwordHash = await hashPassword(password);
  try {
    await database.db
      .insertInto("customers")
      .values({
        email,
        email_normalized: normalizeEmail(email),
        password_hash: passwordHash,
        first_name: null,
        last_name: null,
        birth_date: null,
        gender: null,
        whatsapp: null,
        country: null,
        currency: null,
        account_type: null,
        role: "admin",
        terms_accepted_at: null,
      })
      .execute();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new StaffAccountError(`Un compte existe déjà pour ${email}.`);
    }
    throw error;
  }
}
