import * as security from "../../domain/api/security";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import type { AttemptGate } from "../rate-limit";
import { failure, fieldFailure, type Caller } from "../routing";
import type { CustomerRow } from "./customers";
import { verifyPassword } from "./passwords";
import type { SecretBox } from "./secret-box";
import { markSecondFactor } from "./sessions";
import {
  acceptedTotpStep,
  checkSecondFactor,
  disableTotp,
  enableTotp,
  isTotpEnabled,
  newEnrolment,
  newRecoveryCodes,
  openedSeal,
  storePendingSecret,
  type Enrolment,
} from "./two-factor";

/**
 * What turning two-factor login on or off needs besides the database: the box that seals the
 * secrets, the mailer of the notices, and the throttle of the secrets typed (the login's counter,
 * so that a stolen session cannot guess more).
 */
export interface TwoFactorTools {
  box: SecretBox;
  mailer: Mailer;
  attempts: AttemptGate;
}

/** Enrolment starts with the current password; the new secret waits for its first code. */
export async function startTotpEnrolment(
  db: Db,
  { box, attempts }: TwoFactorTools,
  customer: CustomerRow,
  password: string,
): Promise<Enrolment> {
  if (isTotpEnabled(customer)) throw failure(security.setupTotp, "already_enabled");
  const attempt = await attempts(customer.email_normalized);
  if (!(await verifyPassword(customer.password_hash, password))) {
    throw fieldFailure(security.setupTotp, "wrong_password", "password");
  }
  await attempt.release();
  const { secretBase32, ...enrolment } = await newEnrolment(customer.email);
  await storePendingSecret(db, customer.id, box.seal(secretBase32));
  return enrolment;
}

/** The app's first code turns two-factor login on; returns the recovery codes, shown this once. */
export async function confirmTotpEnrolment(
  db: Db,
  { box, mailer, attempts }: TwoFactorTools,
  { customer, session }: Caller,
  code: string,
): Promise<string[]> {
  if (isTotpEnabled(customer)) throw failure(security.confirmTotp, "already_enabled");
  if (!customer.totp_secret_encrypted) throw failure(security.confirmTotp, "no_enrolment");
  const attempt = await attempts(customer.email_normalized);
  // A pending secret sealed under another key cannot be confirmed: the enrolment starts again.
  const seed = openedSeal(box, customer.totp_secret_encrypted);
  if (seed === undefined) throw failure(security.confirmTotp, "no_enrolment");
  const step = acceptedTotpStep(seed, code, null);
  if (step === undefined) throw fieldFailure(security.confirmTotp, "invalid_code", "code");
  await attempt.release();
  const recoveryCodes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await enableTotp(trx, box, customer.id, step, recoveryCodes);
    // The code just typed proves the authenticator: this session has its second factor.
    await markSecondFactor(trx, session.publicId);
    await mailer.queue(
      trx,
      customer.email,
      mails(customer.language).twoFactorEnabled(customer.first_name, new Date()),
    );
  });
  mailer.nudge();
  return recoveryCodes;
}

/** Turning two-factor login off takes both factors. */
export async function turnOffTotp(
  db: Db,
  { box, mailer, attempts }: TwoFactorTools,
  customer: CustomerRow,
  { password, code }: { password: string; code: string },
): Promise<void> {
  if (!isTotpEnabled(customer)) throw failure(security.disableTotp, "not_enabled");
  const attempt = await attempts(customer.email_normalized);
  if (!(await verifyPassword(customer.password_hash, password))) {
    throw fieldFailure(security.disableTotp, "wrong_password", "password");
  }
  const checked = await checkSecondFactor(db, box, customer, code);
  if (!checked.accepted) {
    throw checked.unreadable
      ? failure(security.disableTotp, "second_factor_unreadable")
      : fieldFailure(security.disableTotp, "invalid_code", "code");
  }
  await attempt.release();
  await db.transaction().execute(async (trx) => {
    await disableTotp(trx, customer.id);
    await mailer.queue(
      trx,
      customer.email,
      mails(customer.language).twoFactorDisabled(customer.first_name, new Date()),
    );
  });
  mailer.nudge();
}
