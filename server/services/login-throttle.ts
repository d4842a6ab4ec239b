import { sql } from "kysely";
import type { Database } from "../../db/database";

/** DECISIONS.md: 5 failures in 15 minutes, per account and per client address. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

export interface ThrottleState {
  /** Minutes until the next attempt is allowed, or 0 when login may be tried now. */
  waitMinutes: number;
  /** Whether the account has failures to forgive after a successful login. */
  accountHasFailures: boolean;
}

/** One query: a login is on the hot path of the server and every round trip to the database counts. */
export async function throttleState(
  { db }: Database,
  emailNormalized: string,
  clientIp: string,
): Promise<ThrottleState> {
  const since = new Date(Date.now() - WINDOW_MS);
  const { rows } = await sql<{ by_email: Date | null; by_ip: Date | null; email_failures: number }>`
    SELECT
      (SELECT failed_at FROM login_failures WHERE email_normalized = ${emailNormalized} AND failed_at > ${since}
        ORDER BY failed_at DESC OFFSET ${MAX_FAILURES - 1} LIMIT 1) AS by_email,
      (SELECT failed_at FROM login_failures WHERE client_ip = ${clientIp} AND failed_at > ${since}
        ORDER BY failed_at DESC OFFSET ${MAX_FAILURES - 1} LIMIT 1) AS by_ip,
      (SELECT count(*)::int FROM login_failures WHERE email_normalized = ${emailNormalized}) AS email_failures
  `.execute(db);
  const row = rows[0];
  const unblockAt = Math.max(
    0,
    ...[row?.by_email, row?.by_ip].map((failedAt) =>
      failedAt ? new Date(failedAt).getTime() + WINDOW_MS : 0,
    ),
  );
  const remaining = unblockAt - Date.now();
  return {
    waitMinutes: remaining > 0 ? Math.ceil(remaining / 60_000) : 0,
    accountHasFailures: (row?.email_failures ?? 0) > 0,
  };
}

export async function recordFailure(
  { db }: Database,
  emailNormalized: string,
  clientIp: string,
): Promise<void> {
  await db
    .insertInto("login_failures")
    .values({ email_normalized: emailNormalized, client_ip: clientIp, failed_at: new Date() })
    .execute();
  // Failures older than a day can no longer block anyone.
  await db
    .deleteFrom("login_failures")
    .where("failed_at", "<", new Date(Date.now() - 24 * 60 * 60_000))
    .execute();
}

/** A successful login forgives the account's failures (not the address's). */
export async function clearFailures({ db }: Database, emailNormalized: string): Promise<void> {
  await db.deleteFrom("login_failures").where("email_normalized", "=", emailNormalized).execute();
}
