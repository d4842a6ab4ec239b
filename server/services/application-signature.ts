/**
 * The customer's acceptance of the offer and the withdrawal from it. Accepting takes a fresh proof
 * of identity, checked before the transaction (argon2 and WebAuthn take a while and must not hold
 * the application's row locked); the state and the offer's date are checked again under the lock.
 */
import type {
  AuthenticatorTransport,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import type { Application } from "../../domain/credit/application";
import {
  fundsReleaseOn,
  offerOpen,
  withdrawalEndsOn,
  withdrawalOpen,
} from "../../domain/credit/workflow";
import type { SignatureForm } from "../../domain/forms/creditApplication";
import type { Db } from "../../db/database";
import type { StoredSignature } from "../../db/schema";
import type { Mailer } from "../mail/mailer";
import { applicationPath, mails } from "../mail/templates";
import type { AttemptGate } from "../rate-limit";
import {
  assertBelowUsury,
  bankDay,
  loadApplication,
  ownApplication,
  record,
  toApplication,
  WrongStateError,
  type ApplicationRow,
} from "./applications";
import type { CustomerRow } from "./customers";
import {
  authenticateWithPasskey,
  authenticationOptions,
  PasskeyRefused,
  type PasskeyPurpose,
  type RelyingParty,
} from "./passkeys";
import { contractIssuedFor, type IssuedContract } from "./credit-contracts";
import { fipenDeliveredFor } from "./fipen-deliveries";
import { verifyPassword } from "./passwords";

/** The offer's 15 days are over: it can no longer be accepted. */
export class OfferExpiredError extends Error {}

/** No FIPEN quoting the offer's figures was given to the customer before they signed. */
export class FipenNotDeliveredError extends Error {}

/** No offer of contract was issued for the application: there is no document to sign. */
export class ContractNotIssuedError extends Error {}

/** The 14 days to withdraw are over. */
export class WithdrawalClosedError extends Error {}

export class WrongPasswordError extends Error {}

/** What checks the signer: the passkeys' relying party and the login's attempt counter. */
export interface SignerCheck {
  relyingParty: RelyingParty;
  attempts: AttemptGate;
}

/** The last day of the offer of an application that can be signed today. */
function openOffer(row: ApplicationRow, now: Date): string {
  if (row.state !== "accepted") throw new WrongStateError(row.state);
  const validUntil = row.offer_valid_until;
  if (
    validUntil === null ||
    !offerOpen({ state: row.state, offerValidUntil: validUntil }, bankDay(now))
  ) {
    throw new OfferExpiredError();
  }
  return validUntil;
}

/**
 * What a signature's passkey challenge is for: this offer's contract as issued, in this session.
 * A challenge asked to sign in, for another offer, another text or in another session (a stolen
 * one elsewhere) cannot sign it.
 */
const signing = (
  customerId: string,
  id: string,
  sessionId: string,
  contract: IssuedContract,
): Extract<PasskeyPurpose, { purpose: "signature" }> => ({
  purpose: "signature",
  customerId,
  scope: `${id} ${sessionId}`,
  documentSha256: contract.sha256,
});

/**
 * A passkey challenge to sign an accepted offer's contract, naming the customer's own passkeys: the
 * browser offers no other, and `signOffer` refuses any other. Nothing for another customer's
 * application.
 */
export async function signatureOptions(
  db: Db,
  relyingParty: RelyingParty,
  customerId: string,
  id: string,
  sessionId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const row = await ownApplication(db, customerId, id).executeTakeFirst();
  if (!row) return undefined;
  if (row.state !== "accepted") throw new WrongStateError(row.state);
  const contract = await contractIssuedFor(db, id);
  if (!contract) throw new ContractNotIssuedError();
  return signingOptions(db, relyingParty, signing(customerId, id, sessionId, contract));
}

/**
 * A passkey challenge for a signature, naming the signer's own passkeys: the browser offers no
 * other, and the signature refuses any other.
 */
export async function signingOptions(
  db: Db,
  relyingParty: RelyingParty,
  purpose: Extract<PasskeyPurpose, { purpose: "signature" }>,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await db
    .selectFrom("passkeys")
    .select(["credential_id", "transports"])
    .where("customer_id", "=", purpose.customerId)
    .execute();
  const options = await authenticationOptions(db, relyingParty, purpose);
  return {
    ...options,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credential_id,
      type: "public-key",
      // Stored as the device reported them at registration (`addPasskey`).
      transports: JSON.parse(passkey.transports) as AuthenticatorTransport[],
    })),
  };
}

/**
 * Proves the signer is the customer: the password, counted as a login attempt (a stolen session
 * cannot guess faster than a login), or one of the customer's own passkeys. Answers the passkey's
 * id when one signed.
 */
export async function authenticateSigner(
  db: Db,
  { relyingParty, attempts }: SignerCheck,
  customer: CustomerRow,
  proof: SignatureForm,
  purpose: PasskeyPurpose,
): Promise<string | undefined> {
  if (proof.method === "password") {
    const attempt = await attempts(customer.email_normalized);
    if (!(await verifyPassword(customer.password_hash, proof.password))) {
      throw new WrongPasswordError();
    }
    await attempt.release();
    return undefined;
  }
  const response = proof.credential.response;
  const passkey = await db
    .selectFrom("passkeys")
    .select("id")
    .where("credential_id", "=", response.id)
    .where("customer_id", "=", customer.id)
    .executeTakeFirst();
  if (!passkey) throw new PasskeyRefused("not a passkey of the applicant");
  await authenticateWithPasskey(db, relyingParty, response, purpose);
  return passkey.id;
}

/**
 * What the device signed, as it sent it: with the passkey's public key, anyone can check that its
 * signature covers a challenge ending with the contract's digest.
 */
export function keptAssertion({ credential }: Extract<SignatureForm, { method: "passkey" }>) {
  const { clientDataJSON, authenticatorData, signature } = credential.response.response;
  return { credentialId: credential.response.id, clientDataJSON, authenticatorData, signature };
}

/** Who signs, from where: the customer, their session and the user agent of their browser. */
export interface Signer {
  customer: CustomerRow;
  sessionId: string;
  userAgent: string | undefined;
}

/**
 * Accepts the offer of the customer's accepted application, while it is valid: the signature
 * keeps the figures accepted, the method, the offer's date, the digest of the contract issued
 * and the signing device; the withdrawal period and the earliest release of funds run from
 * today in Paris, the customer holding the contract since its issue. `db` is a connection, not
 * a transaction: a refused proof stays counted, or used up, whatever happens next. Nothing for
 * another customer's application.
 */
export async function signOffer(
  db: Db,
  mailer: Mailer,
  check: SignerCheck,
  { customer, sessionId, userAgent }: Signer,
  id: string,
  proof: SignatureForm,
  now: Date,
): Promise<Application | undefined> {
  const before = await ownApplication(db, customer.id, id).executeTakeFirst();
  if (!before) return undefined;
  openOffer(before, now);
  if (!(await fipenDeliveredFor(db, before, now))) throw new FipenNotDeliveredError();
  const issued = await contractIssuedFor(db, id);
  if (!issued) throw new ContractNotIssuedError();
  const passkeyId = await authenticateSigner(
    db,
    check,
    customer,
    proof,
    signing(customer.id, id, sessionId, issued),
  );
  const application = await db.transaction().execute(async (trx) => {
    // Another tab may have signed meanwhile, or the offer lapsed at midnight.
    const row = await ownApplication(trx, customer.id, id).forUpdate().executeTakeFirstOrThrow();
    const validUntil = openOffer(row, now);
    assertBelowUsury(row, now);
    const fipen = await fipenDeliveredFor(trx, row, now);
    if (!fipen) throw new FipenNotDeliveredError();
    const contract = await contractIssuedFor(trx, id);
    if (!contract) throw new ContractNotIssuedError();
    const offer = toApplication(row, []);
    const day = bankDay(now);
    const signature: StoredSignature = {
      method: proof.method,
      ...(passkeyId !== undefined && { passkeyId }),
      ...(proof.method === "passkey" && { passkeyAssertion: keptAssertion(proof) }),
      figures: {
        amount: offer.amount,
        months: offer.months,
        annualRate: offer.annualRate,
        taeg: offer.taeg,
        monthlyPayment: offer.monthlyPayment,
        totalDue: offer.totalDue,
        insurance: offer.insurance,
        insuranceMonthly: offer.insuranceMonthly,
        insuranceTotal: offer.insuranceTotal,
        taea: offer.taea,
      },
      offerValidUntil: validUntil,
      fipen: {
        deliveryId: fipen.id,
        sha256: fipen.sha256,
        deliveredAt: fipen.deliveredAt.toISOString(),
        acknowledged: proof.agreement,
      },
      contract: { sha256: contract.sha256, issuedAt: contract.issuedAt.toISOString() },
      // Cut as the session list keeps it: a header is the client's to make as long as it likes.
      device: { userAgent: userAgent?.slice(0, 300) ?? null },
    };
    const dates = { withdrawalEndsOn: withdrawalEndsOn(day), fundsReleaseOn: fundsReleaseOn(day) };
    const updated = await trx
      .updateTable("credit_applications")
      .set({
        state: "signed",
        signed_at: now,
        signature: JSON.stringify(signature),
        withdrawal_ends_on: dates.withdrawalEndsOn,
        funds_release_on: dates.fundsReleaseOn,
        updated_at: now,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(trx, id, customer.id, "signed", {
      method: proof.method,
      ...(passkeyId !== undefined && { passkeyId }),
      fipenDeliveryId: fipen.id,
      contractSha256: contract.sha256,
    });
    await mailer.queue(
      trx,
      customer.email,
      mails(customer.language).offerAccepted(
        customer.first_name,
        now,
        dates,
        mailer.link(applicationPath(id), customer.language),
      ),
    );
    return loadApplication(trx, updated);
  });
  mailer.nudge();
  return application;
}

/**
 * Withdraws from the customer's signed loan until the last day of the period (Paris), with no
 * reason asked. Runs in the caller's transaction. Nothing for another customer's application.
 */
export async function withdrawApplication(
  trx: Db,
  mailer: Mailer,
  customer: CustomerRow,
  id: string,
  now: Date,
): Promise<Application | undefined> {
  const row = await ownApplication(trx, customer.id, id).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  if (row.state !== "signed") throw new WrongStateError(row.state);
  if (!withdrawalOpen(toApplication(row, []), bankDay(now))) throw new WithdrawalClosedError();
  const updated = await trx
    .updateTable("credit_applications")
    .set({ state: "withdrawn", withdrawn_at: now, updated_at: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await record(trx, id, customer.id, "withdrawn", {});
  await mailer.queue(
    trx,
    customer.email,
    mails(customer.language).withdrawalConfirmed(
      customer.first_name,
      now,
      mailer.link(applicationPath(id), customer.language),
    ),
  );
  return loadApplication(trx, updated);
}
