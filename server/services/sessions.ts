import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Locale } from "../../domain/i18n/locales";
import { sessionLifetimes } from "../../domain/lifetimes";
import type { Db } from "../../db/database";
import type { CustomerRow } from "./customers";

// last_seen_at is written at most once a minute per session, not on every request.
const TOUCH_INTERVAL_MS = 60_000;

const idleExpired = (lastSeenAt: Date, now: number) =>
  now - lastSeenAt.getTime() > sessionLifetimes.idleMs;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** What a sign-in writes besides the session, in the same statement. */
export interface SignInWrites {
  /** The language of the pages signed in from: that of the customer's next mails (issue 18). */
  language?: Locale;
  /** The token the browser came with: a session planted before the sign-in is worthless after it. */
  replacing?: string;
  /** A right password or code forgives the account's failed attempts (login-throttle.ts). */
  forgiveFailuresOf?: string;
}

/**
 * 256 random bits; only their SHA-256 is stored. The session and everything its sign-in writes
 * go in one statement: on the embedded database each statement costs the main thread, which a
 * login shares with the argon2 threads, and on PostgreSQL a round trip.
 */
export async function createSession(
  db: Db,
  customerId: string,
  remember: boolean,
  userAgent: string | undefined,
  secondFactor: boolean,
  { language, replacing, forgiveFailuresOf }: SignInWrites = {},
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionLifetimes.maxMs);
  // Sessions that ended by themselves are removed when their owner signs in again.
  const ended = replacing
    ? sql`(customer_id = ${customerId} AND expires_at <= ${now}) OR id_hash = ${hashToken(replacing)}`
    : sql`customer_id = ${customerId} AND expires_at <= ${now}`;
  const writes = [sql`ended AS (DELETE FROM sessions WHERE ${ended})`];
  if (language) {
    writes.push(sql`mail_language AS (
      UPDATE customers SET language = ${language} WHERE id = ${customerId} AND language <> ${language}
    )`);
  }
  if (forgiveFailuresOf) {
    writes.push(
      sql`forgiven AS (DELETE FROM login_failures WHERE email_normalized = ${forgiveFailuresOf})`,
    );
  }
  await sql`
    WITH ${sql.join(writes)}
    INSERT INTO sessions (id_hash, customer_id, remember, user_agent, expires_at, second_factor_at)
    VALUES (${hashToken(token)}, ${customerId}, ${remember}, ${userAgent?.slice(0, 300) ?? null},
      ${expiresAt}, ${secondFactor ? now : null})
  `.execute(db);
  return { token, expiresAt };
}

export interface SessionInfo {
  publicId: string;
  remember: boolean;
  expiresAt: Date;
  /** When the session ends if nothing happens. */
  idleExpiresAt: Date;
  /** Its owner proved a second factor: at sign-in, or by enrolling one in this session. */
  secondFactor: boolean;
}

/**
 * The customer of a live session, read with the session in one query; an expired session is
 * deleted on sight. `touch: "always"` records activity even within the minute (Rester connecté).
 */
export async function resolveSession(
  db: Db,
  token: string,
  touch: "throttled" | "always" = "throttled",
): Promise<{ customer: CustomerRow; session: SessionInfo } | undefined> {
  const idHash = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("customers", "customers.id", "sessions.customer_id")
    .selectAll("customers")
    .select([
      "sessions.public_id",
      "sessions.remember",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "sessions.second_factor_at",
    ])
    .where("sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    public_id: publicId,
    remember,
    last_seen_at: lastSeenAt,
    expires_at: expiresAt,
    second_factor_at: secondFactorAt,
    ...customer
  } = row;
  const now = Date.now();
  if (expiresAt.getTime() <= now || idleExpired(lastSeenAt, now)) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return undefined;
  }
  let seenAt = lastSeenAt.getTime();
  if (touch === "always" || now - seenAt > TOUCH_INTERVAL_MS) {
    seenAt = now;
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now) })
      .where("id_hash", "=", idHash)
      .execute();
  }
  const idleExpiresAt = new Date(Math.min(seenAt + sessionLifetimes.idleMs, expiresAt.getTime()));
  return {
    customer,
    session: {
      publicId,
      remember,
      expiresAt,
      idleExpiresAt,
      secondFactor: secondFactorAt !== null,
    },
  };
}

export interface ActiveSession {
  publicId: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

const MAX_LISTED_SESSIONS = 50;

/** The account's live sessions, most recently used first (the 50 most recent). */
export async function listSessions(db: Db, customerId: string): Promise<ActiveSession[]> {
  const now = Date.now();
  const rows = await db
    .selectFrom("sessions")
    .select(["public_id", "user_agent", "created_at", "last_seen_at", "expires_at"])
    .where("customer_id", "=", customerId)
    .where("expires_at", ">", new Date(now))
    .orderBy("last_seen_at", "desc")
    // A customer has a handful of devices; a script opening sessions in a loop must not make the
    // page unbounded.
    .limit(MAX_LISTED_SESSIONS)
    .execute();
  return rows
    .filter((row) => !idleExpired(row.last_seen_at, now))
    .map((row) => ({
      publicId: row.public_id,
      userAgent: row.user_agent,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    }));
}

/** True when the session existed and belonged to this customer. */
export async function endSession(db: Db, customerId: string, publicId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("customer_id", "=", customerId)
    .where("public_id", "=", publicId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Every session of the account, or every other one when `keepPublicId` names the current one.
 * Logins waiting for their second factor go too: whoever typed the old password must start over.
 */
export async function endAllSessions(
  db: Db,
  customerId: string,
  keepPublicId?: string,
): Promise<number> {
  await db.deleteFrom("login_challenges").where("customer_id", "=", customerId).execute();
  let query = db.deleteFrom("sessions").where("customer_id", "=", customerId);
  if (keepPublicId) query = query.where("public_id", "!=", keepPublicId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", hashToken(token)).execute();
}

/** The owner of this session has just proved a second factor by enrolling it. */
export async function markSecondFactor(db: Db, publicId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ second_factor_at: new Date() })
    .where("public_id", "=", publicId)
    .execute();
}
