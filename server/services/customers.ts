import type { Selectable } from "kysely";
import type { SessionUser } from "../../domain/profile";
import type { SignupData } from "../../domain/forms/signup";
import type { Locale } from "../../domain/i18n/locales";
import type { Db } from "../../db/database";
import type { CustomersTable } from "../../db/schema";

export type CustomerRow = Selectable<CustomersTable>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The customers_profile_complete CHECK makes a missing signup field of a customer impossible. */
function signupField<T>(value: T | null, column: string): T {
  if (value === null) throw new Error(`customers.${column} is null for a customer`);
  return value;
}

/**
 * `session` says whether this session proved a second factor, which staff need for the back office;
 * `newsletter` is the address's consent, kept apart (`hasNewsletterConsent` in `subscribers.ts`).
 */
export function toProfile(
  row: CustomerRow,
  session: { secondFactor: boolean },
  newsletter: boolean,
): SessionUser {
  const createdAt = row.created_at.toISOString();
  if (row.role === "admin") {
    return { role: "admin", email: row.email, createdAt, secondFactor: session.secondFactor };
  }
  return {
    role: "customer",
    firstName: signupField(row.first_name, "first_name"),
    lastName: signupField(row.last_name, "last_name"),
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    birthDate: signupField(row.birth_date, "birth_date"),
    gender: signupField(row.gender, "gender"),
    whatsapp: signupField(row.whatsapp, "whatsapp"),
    country: signupField(row.country, "country"),
    currency: signupField(row.currency, "currency"),
    accountType: signupField(row.account_type, "account_type"),
    newsletter,
    createdAt,
  };
}

export class EmailTakenError extends Error {}

const UNIQUE_VIOLATION = "23505";

/** `language`: the signup page's, that of every mail the customer is sent. */
export async function createCustomer(
  db: Db,
  data: SignupData,
  passwordHash: string,
  language: Locale,
): Promise<CustomerRow> {
  try {
    return await db
      .insertInto("customers")
      .values({
        email: data.email,
        email_normalized: normalizeEmail(data.email),
        password_hash: passwordHash,
        first_name: data.firstName,
        last_name: data.lastName,
        birth_date: data.birthDate,
        gender: data.gender,
        whatsapp: data.whatsapp,
        country: data.country,
        currency: data.currency,
        account_type: data.accountType,
        terms_accepted_at: new Date(),
        language,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The unique index decides between two simultaneous signups with one address.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
    throw error;
  }
}

export const findCustomerByEmail = (db: Db, email: string) =>
  db
    .selectFrom("customers")
    .selectAll()
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();

export const findCustomerById = (db: Db, id: string) =>
  db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
