import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/database";
import type { CustomerRow } from "./customers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** DECISIONS.md: without "Se souvenir de moi", 30 minutes idle and 12 hours at most; with it, 30 days. */
export const sessionLifetimes = {
  idleMs: 30 * MINUTE,
  browserSessionMaxMs: 12 * HOUR,
  rememberedMs: 30 * DAY,
} as const;

// last_seen_at is written at most once a minute per session, not on every request.
const TOUCH_INTERVAL_MS = MINUTE;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** 256 random bits; only their SHA-256 is stored. */
export async function createSession(
  { db }: Database,
  customerId: string,
  remember: boolean,
  userAgent: string | undefined,
): Promise<NewSession> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(
    Date.now() + (remember ? sessionLifetimes.rememberedMs : sessionLifetimes.browserSessionMaxMs),
  );
  await db
    .insertInto("sessions")
    .values({
      id_hash: hashToken(token),
      customer_id: customerId,
      remember,
      user_agent: userAgent?.slice(0, 300) ?? null,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The customer of a live session, read with the session in one query; an expired session is
 * deleted on sight.
 */
export async function resolveSession(
  database: Database,
  token: string,
): Promise<CustomerRow | undefined> {
  const { db } = database;
  const idHash = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("customers", "customers.id", "sessions.customer_id")
    .selectAll("customers")
    .select(["sessions.remember", "sessions.last_seen_at", "sessions.expires_at"])
    .where("sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { remember, last_seen_at: lastSeenAt, expires_at: expiresAt, ...customer } = row;
  const now = Date.now();
  const idleExpired = !remember && now - lastSeenAt.getTime() > sessionLifetimes.idleMs;
  if (expiresAt.getTime() <= now || idleExpired) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return undefined;
  }
  if (now - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now) })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return customer;
}

export async function deleteSession({ db }: Database, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", hashToken(token)).execute();
}
