import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { checkResetLink, resetPassword, verifyEmail } from "../../domain/api/passwords";
import type { Db } from "../../db/database";
import type { AccountTokensTable } from "../../db/schema";
import { accountLinkLifetimes } from "../../domain/lifetimes";
import { failure } from "../routing";
import { hashToken } from "./sessions";

export type TokenPurpose = AccountTokensTable["purpose"];

// Each purpose the database knows needs its lifetime: a new one without it fails the type check.
const tokenLifetimes: Readonly<Record<TokenPurpose, number>> = accountLinkLifetimes;

/** 256 random bits for the link; the database only ever sees their SHA-256. */
export async function issueToken(
  db: Db,
  customerId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("account_tokens")
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      purpose,
      expires_at: new Date(Date.now() + tokenLifetimes[purpose]),
    })
    .execute();
  return token;
}

export type TokenCheck =
  { status: "valid"; customerId: string } | { status: "used" | "expired" | "unknown" };

export async function checkToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<TokenCheck> {
  const row = await db
    .selectFrom("account_tokens")
    .select(["customer_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return { status: "unknown" };
  if (row.used_at) return { status: "used" };
  if (row.expires_at.getTime() <= Date.now()) return { status: "expired" };
  return { status: "valid", customerId: row.customer_id };
}

/** The account a link of a mail names, or the failure of the link's page when it cannot serve. */
export async function linkOwner(
  db: Db,
  endpoint: typeof checkResetLink | typeof resetPassword | typeof verifyEmail,
  purpose: TokenPurpose,
  token: string,
): Promise<string> {
  const check = await checkToken(db, token, purpose);
  if (check.status !== "valid") throw failure(endpoint, `link_${check.status}`);
  return check.customerId;
}

/**
 * Marks the token used if it still is valid, in the caller's transaction: of two simultaneous uses
 * of one link, only one succeeds.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<string | undefined> {
  const row = await db
    .updateTable("account_tokens")
    .set({ used_at: new Date() })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date())
    .returning("customer_id")
    .executeTakeFirst();
  return row?.customer_id;
}

/** Advisory-lock class of the limits on links (login-throttle.ts holds 7 301 and 7 302). */
const LINK_LIMIT_LOCK = 7_303;

/**
 * When the account was sent links of this kind within `withinMs`, newest first, to throttle new
 * ones. Read under a lock per account and kind held until `trx` ends: a request for the same
 * account on this instance or another waits there until this one's new link is written, so two
 * requests at once never both pass the limit. `trx` must therefore be a transaction.
 */
export async function recentTokens(
  trx: Db,
  customerId: string,
  purpose: TokenPurpose,
  withinMs: number,
): Promise<Date[]> {
  await sql`SELECT pg_advisory_xact_lock(${LINK_LIMIT_LOCK}, hashtext(${`${purpose} ${customerId}`}))`.execute(
    trx,
  );
  const rows = await trx
    .selectFrom("account_tokens")
    .select("created_at")
    .where("customer_id", "=", customerId)
    .where("purpose", "=", purpose)
    .where("created_at", ">", new Date(Date.now() - withinMs))
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => row.created_at);
}

/** A new password voids every reset link still unused: none may undo it. */
export async function voidResetLinks(db: Db, customerId: string, now: Date): Promise<void> {
  await db
    .updateTable("account_tokens")
    .set({ used_at: now })
    .where("customer_id", "=", customerId)
    .where("purpose", "=", "password_reset")
    .where("used_at", "is", null)
    .execute();
}
