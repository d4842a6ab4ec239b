import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../../db/database";

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

/** The customer id of a live session, or undefined; an expired session is deleted on sight. */
export async function resolveSession(
  database: Database,
  token: string,
): Promise<string | undefined> {
  const { db } = database;
  const idHash = hashToken(token);
  const session = await db
    .selectFrom("sessions")
    .selectAll()
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  if (!session) return undefined;
  const now = Date.now();
  const idleExpired =
    !session.remember && now - session.last_seen_at.getTime() > sessionLifetimes.idleMs;
  if (session.expires_at.getTime() <= now || idleExpired) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return undefined;
  }
  if (now - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now) })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return session.customer_id;
}

export async function deleteSession({ db }: Database, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", hashToken(token)).execute();
}
