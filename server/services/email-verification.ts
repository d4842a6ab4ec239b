import { linkTokenParam } from "../../domain/navigation/pageForms";
import * as passwords from "../../domain/api/passwords";
import type { Db } from "../../db/database";
import { message } from "../../domain/i18n/message";
import { ApiError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import { failure } from "../routing";
import { consumeToken, issueToken, linkOwner, recentTokens } from "./account-tokens";
import type { CustomerRow } from "./customers";

/** A new verification mail at most once a minute, and five a day. */
const VERIFICATION_MIN_INTERVAL_MS = 60_000;
const VERIFICATION_PER_DAY = 5;
const DAY_MS = 24 * 60 * 60_000;

/** A verification link for the account's address, queued in the caller's transaction. */
export async function queueVerificationMail(
  trx: Db,
  mailer: Mailer,
  customer: CustomerRow,
): Promise<void> {
  const token = await issueToken(trx, customer.id, "email_verification");
  await mailer.queue(
    trx,
    customer.email,
    mails(customer.language).emailVerification(
      customer.first_name,
      mailer.link(`/verificationEmail?${linkTokenParam}=${token}`, customer.language),
    ),
  );
}

/** The rate limit of this mail, which says how long to wait when it can. */
function tooManyVerificationMails(waitSeconds: number | undefined): ApiError {
  return new ApiError(
    429,
    "too_many_requests",
    waitSeconds === undefined
      ? message("verificationMailsExhausted")
      : message("verificationMailWait", { seconds: waitSeconds }),
  );
}

/** The client area's `Renvoyer l'email de confirmation`, once a minute and five times a day. */
export async function resendVerificationMail(
  db: Db,
  mailer: Mailer,
  customer: CustomerRow,
): Promise<void> {
  if (customer.email_verified_at) {
    throw failure(passwords.resendVerificationEmail, "already_verified");
  }
  await db.transaction().execute(async (trx) => {
    const recent = await recentTokens(trx, customer.id, "email_verification", DAY_MS);
    if (recent.length >= VERIFICATION_PER_DAY) throw tooManyVerificationMails(undefined);
    const lastSentAgo = recent[0] ? Date.now() - recent[0].getTime() : Infinity;
    if (lastSentAgo < VERIFICATION_MIN_INTERVAL_MS) {
      throw tooManyVerificationMails(
        Math.ceil((VERIFICATION_MIN_INTERVAL_MS - lastSentAgo) / 1000),
      );
    }
    await queueVerificationMail(trx, mailer, customer);
  });
  mailer.nudge();
}

/** The link of the verification mail: the address is proven, once. */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  await linkOwner(db, passwords.verifyEmail, "email_verification", token);
  await db.transaction().execute(async (trx) => {
    const customerId = await consumeToken(trx, token, "email_verification");
    if (!customerId) throw failure(passwords.verifyEmail, "link_used");
    await trx
      .updateTable("customers")
      .set({ email_verified_at: new Date() })
      .where("id", "=", customerId)
      .where("email_verified_at", "is", null)
      .execute();
  });
}
