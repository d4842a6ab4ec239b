import * as auth from "../../domain/api/auth";
import type { LoginData } from "../../domain/forms/login";
import type { SessionUser } from "../../domain/profile";
import type { Db } from "../../db/database";
import type { AttemptGate } from "../rate-limit";
import { failure, fieldFailure } from "../routing";
import { normalizeEmail, toProfile, type CustomerRow } from "./customers";
import { consumeChallenge, createChallenge, findChallenge } from "./login-challenges";
import { verifyDecoy, verifyPassword } from "./passwords";
import { findCustomerWithConsent, readProfile } from "./profile";
import type { SecretBox } from "./secret-box";
import { checkSecondFactor, isTotpEnabled } from "./two-factor";

/**
 * Where a right password leads: a session to open now, or a login waiting for its code. The
 * session's statement forgives the account's failures (`forgiveFailuresOf` of the sign-in): until
 * then this attempt stays counted, as a failure would.
 */
export type PasswordStep =
  { signIn: CustomerRow; remember: boolean; profile: SessionUser } | { challenge: string };

/**
 * The password step of a login. The attempt is counted before the password is verified, and an
 * unknown address costs the same argon2 verification as a known one: neither the answer nor its
 * delay tells who is a customer. No transaction around it: the attempt must stay counted whatever
 * happens next, and argon2 must hold no lock.
 */
export async function passwordLogin(
  db: Db,
  attempts: AttemptGate,
  { email, password, rememberMe }: LoginData,
): Promise<PasswordStep> {
  const attempt = await attempts(normalizeEmail(email));
  const found = await findCustomerWithConsent(db, email);
  const valid = found
    ? await verifyPassword(found.customer.password_hash, password)
    : await verifyDecoy(password);
  if (!found || !valid) throw failure(auth.login, "invalid_credentials");
  const { customer, newsletter } = found;
  if (isTotpEnabled(customer)) {
    // The failures are forgiven only once the second factor is right: otherwise a thief with
    // the password could alternate logins and guesses of the code without ever being slowed.
    await attempt.release();
    return { challenge: await createChallenge(db, customer.id, rememberMe) };
  }
  return {
    signIn: customer,
    remember: rememberMe,
    profile: toProfile(customer, { secondFactor: false }, newsletter),
  };
}

export interface SecondFactorStep {
  signIn: CustomerRow;
  remember: boolean;
  profile: SessionUser;
  /** When a recovery code was used: how many are left. */
  recoveryCodesLeft?: number;
}

/**
 * The code step of a login, counted like the password and forgiven like it, by the session's
 * statement. `undefined` when no login waits under this token any more: expired, already
 * completed, or cancelled by a new password.
 */
export async function secondFactorLogin(
  db: Db,
  box: SecretBox,
  attempts: AttemptGate,
  challengeToken: string | undefined,
  code: string,
): Promise<SecondFactorStep | undefined> {
  const pending = challengeToken ? await findChallenge(db, challengeToken) : undefined;
  if (!challengeToken || !pending) return undefined;
  const { customer, remember } = pending;
  await attempts(customer.email_normalized);
  const result = await checkSecondFactor(db, box, customer, code);
  if (!result.accepted) {
    throw result.unreadable
      ? failure(auth.loginCode, "second_factor_unreadable")
      : fieldFailure(auth.loginCode, "invalid_code", "code");
  }
  if (!(await consumeChallenge(db, challengeToken))) return undefined;
  return {
    signIn: customer,
    remember,
    profile: await readProfile(db, customer, { secondFactor: true }),
    ...(result.method === "recovery" && { recoveryCodesLeft: result.recoveryCodesLeft }),
  };
}
