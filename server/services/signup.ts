import { linkTokenParam } from "../../domain/navigation/pageForms";
import type { Db } from "../../db/database";
import type { SignupData } from "../../domain/forms/signup";
import type { Locale } from "../../domain/i18n/locales";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import { issueToken } from "./account-tokens";
import {
  createCustomer,
  EmailTakenError,
  findCustomerByEmail,
  type CustomerRow,
} from "./customers";
import { hashPassword } from "./passwords";
import { hasNewsletterConsent, recordSignupConsent } from "./subscribers";

export type SignupOutcome =
  /** `newsletter`: whether the address consents now (the box ticked, and not refused before). */
  { status: "created"; customer: CustomerRow; newsletter: boolean } | { status: "email_taken" };

/**
 * Opens a customer account, whose mails are written in `language` (the signup page's): the customer, the link that verifies the address, its mail and the
 * newsletter box's consent are written together or not at all. Takes the connection and opens the
 * transaction itself once the password is hashed: argon2's quarter of a second is not spent
 * holding a transaction open.
 */
export async function signUp(
  db: Db,
  mailer: Mailer,
  data: SignupData,
  language: Locale,
): Promise<SignupOutcome> {
  // A known address costs no hashing; the unique index still decides between two signups at once.
  if (await findCustomerByEmail(db, data.email)) return { status: "email_taken" };
  const passwordHash = await hashPassword(data.password);
  const created = await db
    .transaction()
    .execute(async (trx) => {
      const customer = await createCustomer(trx, data, passwordHash, language);
      const token = await issueToken(trx, customer.id, "email_verification");
      await mailer.queue(
        trx,
        customer.email,
        mails(language).emailVerification(
          customer.first_name,
          mailer.link(`/verificationEmail?${linkTokenParam}=${token}`, language),
        ),
      );
      await recordSignupConsent(trx, customer, data.newsletter);
      return { customer, newsletter: await hasNewsletterConsent(trx, customer) };
    })
    .catch((error: unknown) => {
      if (error instanceof EmailTakenError) return undefined;
      throw error;
    });
  if (!created) return { status: "email_taken" };
  mailer.nudge();
  return { status: "created", ...created };
}
