import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { PasskeySummary } from "../../domain/api/passkeys";
import type { Db } from "../../db/database";
import type { ChallengePurpose } from "../../db/schema";
import { findCustomerById, type CustomerRow } from "./customers";
import { verifyPassword } from "./passwords";
import { markSecondFactor } from "./sessions";

const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** Where passkeys are valid: the host and origin customers reach the site at (PUBLIC_URL). */
export interface RelyingParty {
  id: string;
  origin: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
};

export async function listPasskeys(db: Db, customerId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("customer_id", "=", customerId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  }));
}

async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  customerId: string | null,
  scope: string | null = null,
): Promise<void> {
  // Expired challenges of anyone go at the same time: the table only holds live ones.
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", new Date()).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({
      challenge,
      purpose,
      customer_id: customerId,
      scope,
      expires_at: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    })
    .execute();
}

/**
 * True once for a live challenge of this purpose (and account, and scope): the row is deleted as it
 * is read, so a response replayed, or raced with itself, finds nothing.
 */
function consumeChallenge(
  db: Db,
  purpose: ChallengePurpose,
  customerId: string | null,
  scope: string | null = null,
) {
  return async (challenge: string): Promise<boolean> => {
    let query = db
      .deleteFrom("webauthn_challenges")
      .where("challenge", "=", challenge)
      .where("purpose", "=", purpose)
      .where("expires_at", ">", new Date());
    if (customerId) query = query.where("customer_id", "=", customerId);
    query = scope === null ? query.where("scope", "is", null) : query.where("scope", "=", scope);
    const deleted = await query.executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  };
}

/**
 * The device's prompt for a new passkey, once the account's current password is right (undefined
 * when it is not): discoverable (no e-mail needed to sign in) and verified by the device's lock.
 */
export async function startPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  customer: CustomerRow,
  password: string,
): Promise<PublicKeyCredentialCreationOptionsJSON | undefined> {
  if (!(await verifyPassword(customer.password_hash, password))) return undefined;
  const existing = await db
    .selectFrom("passkeys")
    .select(["credential_id", "transports"])
    .where("customer_id", "=", customer.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: "Aurore Banque",
    rpID: rp.id,
    userName: customer.email,
    userID: new TextEncoder().encode(customer.id),
    userDisplayName:
      [customer.first_name, customer.last_name].filter(Boolean).join(" ") || customer.email,
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: JSON.parse(row.transports) as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(db, options.challenge, "registration", customer.id);
  return options;
}

export class PasskeyRefused extends Error {}

/**
 * Stores the passkey the device created for the last options, and counts it as this session's
 * second factor: the device has just proved it holds the key. Takes the database, not a
 * transaction: the challenge is used up on its own, so that a refused answer cannot try it again.
 */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  { customer, session }: { customer: CustomerRow; session: { publicId: string } },
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeySummary[]> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: consumeChallenge(db, "registration", customer.id),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw new PasskeyRefused(error instanceof Error ? error.message : String(error));
  });
  if (!verification.verified) throw new PasskeyRefused("registration not verified");
  const { credential } = verification.registrationInfo;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("passkeys")
      .values({
        customer_id: customer.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        sign_count: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        name,
      })
      .execute();
    await markSecondFactor(trx, session.publicId);
  });
  return listPasskeys(db, customer.id);
}

/** Fresh randomness, then the document's digest: a challenge unique to one ceremony and one text. */
const documentChallenge = (sha256: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.concat([randomBytes(16), Buffer.from(sha256, "hex")]));

/** The digest of the document a signature challenge was made for. */
export const challengedDocument = (challenge: string): string =>
  Buffer.from(challenge, "base64url").subarray(16).toString("hex");

/** What a passkey's answer is for: signing in (any account), or signing one thing for one account. */
export type PasskeyPurpose =
  | { purpose: "authentication" }
  | {
      purpose: "signature";
      customerId: string;
      scope: string;
      /**
       * The SHA-256 (hex) of the document signed. It ends the challenge, so the device's signature
       * covers the document itself and the kept assertion proves it without the bank's database.
       */
      documentSha256: string;
    };

const signingIn: PasskeyPurpose = { purpose: "authentication" };

export async function authenticationOptions(
  db: Db,
  rp: RelyingParty,
  what: PasskeyPurpose = signingIn,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    ...(what.purpose === "signature" && { challenge: documentChallenge(what.documentSha256) }),
  });
  await storeChallenge(
    db,
    options.challenge,
    what.purpose,
    what.purpose === "signature" ? what.customerId : null,
    what.purpose === "signature" ? what.scope : null,
  );
  return options;
}

/** A signature's challenge, good once, for its scope and for the document it was made for. */
function signatureChallenge(db: Db, what: Extract<PasskeyPurpose, { purpose: "signature" }>) {
  const consume = consumeChallenge(db, "signature", what.customerId, what.scope);
  return async (challenge: string): Promise<boolean> =>
    challengedDocument(challenge) === what.documentSha256 && consume(challenge);
}

/**
 * The account a passkey signs in, once its signature, its challenge (asked for the same purpose) and
 * its counter are right.
 * The counter is moved on with a conditional update, so that one response cannot serve twice.
 */
export async function authenticateWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  what: PasskeyPurpose = signingIn,
): Promise<CustomerRow> {
  const passkey = await db
    .selectFrom("passkeys")
    .selectAll()
    .where("credential_id", "=", response.id)
    .executeTakeFirst();
  if (!passkey) throw new PasskeyRefused("unknown credential");
  const storedCount = Number(passkey.sign_count);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge:
      what.purpose === "signature"
        ? signatureChallenge(db, what)
        : consumeChallenge(db, "authentication", null),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.credential_id,
      publicKey: Buffer.from(passkey.public_key, "base64url"),
      counter: storedCount,
      transports: JSON.parse(passkey.transports) as AuthenticatorTransport[],
    },
  }).catch((error: unknown) => {
    throw new PasskeyRefused(error instanceof Error ? error.message : String(error));
  });
  if (!verification.verified) throw new PasskeyRefused("authentication not verified");
  const updated = await db
    .updateTable("passkeys")
    .set({ sign_count: verification.authenticationInfo.newCounter, last_used_at: new Date() })
    .where("id", "=", passkey.id)
    .where(sql<boolean>`sign_count = ${storedCount}`)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new PasskeyRefused("counter moved meanwhile");
  const customer = await findCustomerById(db, passkey.customer_id);
  if (!customer) throw new PasskeyRefused("account gone");
  return customer;
}

/** The account's passkeys once one of its own is renamed; undefined if it has no such passkey. */
export async function renamePasskey(
  db: Db,
  customerId: string,
  id: string,
  name: string,
): Promise<PasskeySummary[] | undefined> {
  const updated = await db
    .updateTable("passkeys")
    .set({ name })
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? listPasskeys(db, customerId) : undefined;
}

export async function deletePasskey(db: Db, customerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom("passkeys")
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
