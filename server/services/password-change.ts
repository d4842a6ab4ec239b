import { linkTokenParam } from "../../domain/navigation/pageForms";
import * as passwords from "../../domain/api/passwords";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import type { AttemptGate } from "../rate-limit";
import type { Caller } from "../routing";
import { failure, fieldFailure } from "../routing";
import { refusePersonalPassword } from "../validation";
import {
  consumeToken,
  issueToken,
  linkOwner,
  recentTokens,
  voidResetLinks,
} from "./account-tokens";
import { findCustomerByEmail, findCustomerById, type CustomerRow } from "./customers";
import { clearFailures } from "./login-throttle";
import { hashPassword, verifyPassword } from "./passwords";
import { endAllSessions } from "./sessions";
import type { Locale } from "../../domain/i18n/locales";

/** More reset mails than this in an hour for one account are not sent (the answer stays the same). */
const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/** How a new password is authorised. */
type Authorisation =
  /** From the client area: this session stays, the account's others end. */
  | { currentSession: string }
  /** By the link of a reset mail, used up in the same transaction. */
  | { resetToken: string };

/**
 * The one way a password changes: the new hash, every other session and pending login ended, the
 * reset links voided, the account's login failures forgiven and a notice mailed. It opens its own
 * transaction, after hashing: argon2 takes a while and must not hold the transaction open.
 */
export async function setNewPassword(
  db: Db,
  mailer: Mailer,
  customer: CustomerRow,
  password: string,
  authorisation: Authorisation,
): Promise<void> {
  refusePersonalPassword(password, customer);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const resetToken = "resetToken" in authorisation ? authorisation.resetToken : undefined;
  await db.transaction().execute(async (trx) => {
    // Of two submissions of one link, only the first gets past this.
    if (resetToken !== undefined && !(await consumeToken(trx, resetToken, "password_reset"))) {
      throw failure(passwords.resetPassword, "link_used");
    }
    await trx
      .updateTable("customers")
      .set({
        password_hash: passwordHash,
        updated_at: now,
        // A reset link reached the mailbox: the address is proven.
        ...(resetToken !== undefined && { email_verified_at: customer.email_verified_at ?? now }),
      })
      .where("id", "=", customer.id)
      .execute();
    await endAllSessions(
      trx,
      customer.id,
      "currentSession" in authorisation ? authorisation.currentSession : undefined,
    );
    await voidResetLinks(trx, customer.id, now);
    await clearFailures(trx, customer.email_normalized);
    await mailer.queue(
      trx,
      customer.email,
      mails(customer.language).passwordChanged(
        customer.first_name,
        now,
        mailer.link("/motDePasseOublie", customer.language),
      ),
    );
  });
  mailer.nudge();
}

/**
 * From the client area: the current password first, guessed at the login's pace at most (the same
 * counter, so that a stolen session cannot try more). Its attempt is forgiven with the account's
 * other failures once the new password is set.
 */
export async function changeCurrentPassword(
  db: Db,
  mailer: Mailer,
  attempts: AttemptGate,
  { customer, session }: Caller,
  { currentPassword, password }: { currentPassword: string; password: string },
): Promise<void> {
  await attempts(customer.email_normalized);
  if (!(await verifyPassword(customer.password_hash, currentPassword))) {
    throw fieldFailure(passwords.changePassword, "wrong_password", "currentPassword");
  }
  await setNewPassword(db, mailer, customer, password, { currentSession: session.publicId });
}

/** Through the link of a reset mail: every session of the account ends. */
export async function resetForgottenPassword(
  db: Db,
  mailer: Mailer,
  { token, password }: { token: string; password: string },
): Promise<void> {
  const customerId = await linkOwner(db, passwords.resetPassword, "password_reset", token);
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw failure(passwords.resetPassword, "link_unknown");
  await setNewPassword(db, mailer, customer, password, { resetToken: token });
}

/**
 * Mails a reset link to the address if it is a customer's, three an hour at most, in the language
 * of the page it was asked from: the customer is reading it.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  language: Locale,
): Promise<void> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer) return;
  const queued = await db.transaction().execute(async (trx) => {
    const recent = await recentTokens(trx, customer.id, "password_reset", HOUR_MS);
    if (recent.length >= RESET_MAILS_PER_HOUR) return false;
    const token = await issueToken(trx, customer.id, "password_reset");
    await mailer.queue(
      trx,
      customer.email,
      mails(language).passwordReset(
        customer.first_name,
        mailer.link(`/nouveauMotDePasse?${linkTokenParam}=${token}`, language),
      ),
    );
    return true;
  });
  if (queued) mailer.nudge();
}
