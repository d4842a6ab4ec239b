import type { Selectable } from "kysely";
import type { SignupData } from "~/lib/schemas/signup";
import type { Database } from "../../db/database";
import type { CustomersTable } from "../../db/schema";

export type CustomerRow = Selectable<CustomersTable>;

/** What the browser may know about the signed-in customer (never the hash, never internal ids). */
export interface CustomerProfile {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  gender: string;
  whatsapp: string;
  country: string;
  currency: string;
  accountType: string;
  newsletter: boolean;
  role: "customer" | "admin";
  createdAt: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toProfile(row: CustomerRow): CustomerProfile {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    birthDate: row.birth_date,
    gender: row.gender,
    whatsapp: row.whatsapp,
    country: row.country,
    currency: row.currency,
    accountType: row.account_type,
    newsletter: row.newsletter,
    role: row.role,
    createdAt: row.created_at.toISOString(),
  };
}

export class EmailTakenError extends Error {}

const UNIQUE_VIOLATION = "23505";

export async function createCustomer(
  { db }: Database,
  data: SignupData,
  passwordHash: string,
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
        newsletter: data.newsletter,
        terms_accepted_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // The unique index decides between two simultaneous signups with one address.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
    throw error;
  }
}

export const findCustomerByEmail = ({ db }: Database, email: string) =>
  db
    .selectFrom("customers")
    .selectAll()
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();

export const updateNewsletter = ({ db }: Database, id: string, newsletter: boolean) =>
  db
    .updateTable("customers")
    .set({ newsletter, updated_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
