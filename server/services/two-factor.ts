import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { CustomerRow } from "./customers";
import type { SecretBox } from "./secret-box";

const ISSUER = "Aurore Banque";
const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
// Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand is not misread.
const RECOVERY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const totpFor = (secretBase32: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

export interface Enrolment {
  /** Base 32, in groups of four for typing by hand into an authenticator app. */
  secret: string;
  otpauthUri: string;
  /** The same URI as a QR code, drawn here: the secret never goes to a third-party service. */
  qrSvg: string;
}

export async function newEnrolment(email: string): Promise<Enrolment & { secretBase32: string }> {
  const secretBase32 = new Secret({ size: 20 }).base32;
  const otpauthUri = totpFor(secretBase32, email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  });
  return {
    secretBase32,
    secret: secretBase32.replace(/(.{4})(?=.)/g, "$1 "),
    otpauthUri,
    qrSvg,
  };
}

/**
 * The 30-second step of a right code (one step of clock drift allowed either way), or undefined.
 * A step at or before `lastStep` was already used: a code seen over a shoulder cannot be replayed.
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | undefined {
  const delta = totpFor(secretBase32, "").validate({ token: code, window: 1, timestamp: now });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

export const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

const hashRecoveryCode = (box: SecretBox, code: string) => box.mac(normalizeRecoveryCode(code));

/** Ten codes of 10 characters (50 random bits each), shown once in two groups: `7K2QD-M9XHT`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

export const isTotpEnabled = (customer: CustomerRow) =>
  customer.totp_enabled_at !== null && customer.totp_secret_encrypted !== null;

/** A secret waiting for its first code; it replaces any earlier unconfirmed one. */
export async function storePendingSecret(
  db: Db,
  customerId: string,
  sealedSecret: string,
): Promise<void> {
  await db
    .updateTable("customers")
    .set({ totp_secret_encrypted: sealedSecret, totp_enabled_at: null, totp_last_step: null })
    .where("id", "=", customerId)
    .where("totp_enabled_at", "is", null)
    .execute();
}

export async function enableTotp(
  db: Db,
  box: SecretBox,
  customerId: string,
  step: number,
  recoveryCodes: string[],
): Promise<void> {
  await db
    .updateTable("customers")
    .set({ totp_enabled_at: new Date(), totp_last_step: step, updated_at: new Date() })
    .where("id", "=", customerId)
    .execute();
  await db.deleteFrom("recovery_codes").where("customer_id", "=", customerId).execute();
  await db
    .insertInto("recovery_codes")
    .values(
      recoveryCodes.map((code) => ({
        customer_id: customerId,
        code_hash: hashRecoveryCode(box, code),
      })),
    )
    .execute();
}

export async function disableTotp(db: Db, customerId: string): Promise<void> {
  await db
    .updateTable("customers")
    .set({
      totp_secret_encrypted: null,
      totp_enabled_at: null,
      totp_last_step: null,
      updated_at: new Date(),
    })
    .where("id", "=", customerId)
    .execute();
  await db.deleteFrom("recovery_codes").where("customer_id", "=", customerId).execute();
}

export async function recoveryCodesLeft(db: Db, customerId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("customer_id", "=", customerId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What `sealed` holds, or `undefined` when this server's key does not open it. */
export function openedSeal(box: SecretBox, sealed: string): string | undefined {
  try {
    return box.open(sealed);
  } catch {
    return undefined;
  }
}

export type SecondFactorResult =
  | { accepted: false; unreadable?: true }
  | { accepted: true; method: "totp" }
  | { accepted: true; method: "recovery"; recoveryCodesLeft: number };

/**
 * A code from the authenticator app (6 digits) or a recovery code, which then cannot serve again.
 * Either way, the update that accepts it is conditional, so two requests racing with one code
 * cannot both succeed.
 */
export async function checkSecondFactor(
  db: Db,
  box: SecretBox,
  customer: CustomerRow,
  code: string,
): Promise<SecondFactorResult> {
  if (!customer.totp_secret_encrypted) return { accepted: false };
  // Sealed under another SESSION_SECRET (changed, or a backup restored elsewhere): no code can be
  // checked, recovery codes included (their digests take a key from it too), and the customer
  // must be told so rather than that each code is wrong.
  const seed = openedSeal(box, customer.totp_secret_encrypted);
  if (seed === undefined) return { accepted: false, unreadable: true };
  const trimmed = code.trim().replace(/\s/g, "");
  if (/^\d{6}$/.test(trimmed)) {
    const lastStep = customer.totp_last_step === null ? null : Number(customer.totp_last_step);
    const step = acceptedTotpStep(seed, trimmed, lastStep);
    if (step === undefined) return { accepted: false };
    const updated = await db
      .updateTable("customers")
      .set({ totp_last_step: step })
      .where("id", "=", customer.id)
      .where(sql<boolean>`coalesce(totp_last_step, -1) < ${step}`)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n ? { accepted: true, method: "totp" } : { accepted: false };
  }
  const used = await db
    .updateTable("recovery_codes")
    .set({ used_at: new Date() })
    .where("customer_id", "=", customer.id)
    .where("code_hash", "=", hashRecoveryCode(box, trimmed))
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (used.numUpdatedRows === 0n) return { accepted: false };
  return {
    accepted: true,
    method: "recovery",
    recoveryCodesLeft: await recoveryCodesLeft(db, customer.id),
  };
}
