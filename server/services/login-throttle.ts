import type { Database } from "../../db/database";

/** DECISIONS.md: 5 failures in 15 minutes, per account and per client address. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/** Minutes until the next attempt is allowed, or 0 when login may be tried now. */
export async function minutesUntilAllowed(
  { db }: Database,
  emailNormalized: string,
  clientIp: string,
): Promise<number> {
  const since = new Date(Date.now() - WINDOW_MS);
  const fifthLatest = async (column: "email_normalized" | "client_ip", value: string) => {
    const rows = await db
      .selectFrom("login_failures")
      .select("failed_at")
      .where(column, "=", value)
      .where("failed_at", ">", since)
      .orderBy("failed_at", "desc")
      .limit(MAX_FAILURES)
      .execute();
    return rows.length >= MAX_FAILURES ? rows[MAX_FAILURES - 1]?.failed_at : undefined;
  };
  const blockers = [
    await fifthLatest("email_normalized", emailNormalized),
    await fifthLatest("client_ip", clientIp),
  ];
  const unblockAt = Math.max(0, ...blockers.map((date) => (date ? date.getTime() + WINDOW_MS : 0)));
  const remaining = unblockAt - Date.now();
  return remaining > 0 ? Math.ceil(remaining / 60_000) : 0;
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
