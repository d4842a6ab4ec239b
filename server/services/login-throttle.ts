import { sql } from "kysely";
import type { Db } from "../../db/database";

/** DECISIONS.md: 5 failures in 15 minutes, per account and per client address. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/** Advisory-lock classes (first key of `pg_advisory_xact_lock(int, int)`), apart from migrations'. */
const ACCOUNT_LOCK = 7_301;
const ADDRESS_LOCK = 7_302;

/**
 * One attempt at a secret (password, second-factor or recovery code), counted as a failure from
 * the moment it is allowed: a crash or a slow verification can never let a guess go uncounted.
 */
export interface AttemptTicket {
  /** The secret was right but the sign-in goes on (second step): this attempt was not a failure. */
  release(): Promise<void>;
  /** The sign-in or change succeeded: the account's failures are forgiven (not the address's). */
  succeeded(): Promise<void>;
}

export type AttemptDecision =
  | { allowed: true; ticket: AttemptTicket }
  | {
      allowed: false;
      /** Minutes until the next attempt is allowed. */
      waitMinutes: number;
    };

/**
 * Decides whether a secret may be verified and counts the attempt in the same transaction, under
 * a lock per account and per address: concurrent requests, on one instance or several, queue
 * there, so at most MAX_FAILURES attempts per account and per address are ever verified in the
 * window. The slow verification runs after the transaction, holding no lock: `db` is therefore a
 * connection, not a transaction, so that the attempt counts even if the caller's work fails.
 */
export async function reserveAttempt(
  db: Db,
  emailNormalized: string,
  clientIp: string,
): Promise<AttemptDecision> {
  const since = new Date(Date.now() - WINDOW_MS);
  const decision = await db.transaction().execute(async (trx) => {
    // Always the account before the address, so that two requests never wait for each other.
    await sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${emailNormalized}))`.execute(
      trx,
    );
    await sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${clientIp}))`.execute(trx);
    const { rows } = await sql<{ by_email: Date | null; by_ip: Date | null }>`
      SELECT
        (SELECT failed_at FROM login_failures WHERE email_normalized = ${emailNormalized} AND failed_at > ${since}
          ORDER BY failed_at DESC OFFSET ${MAX_FAILURES - 1} LIMIT 1) AS by_email,
        (SELECT failed_at FROM login_failures WHERE client_ip = ${clientIp} AND failed_at > ${since}
          ORDER BY failed_at DESC OFFSET ${MAX_FAILURES - 1} LIMIT 1) AS by_ip
    `.execute(trx);
    const unblockAt = Math.max(
      0,
      ...[rows[0]?.by_email, rows[0]?.by_ip].map((failedAt) =>
        failedAt ? new Date(failedAt).getTime() + WINDOW_MS : 0,
      ),
    );
    const remaining = unblockAt - Date.now();
    if (remaining > 0) {
      return { allowed: false as const, waitMinutes: Math.ceil(remaining / 60_000) };
    }
    const { id } = await trx
      .insertInto("login_failures")
      .values({ email_normalized: emailNormalized, client_ip: clientIp, failed_at: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { allowed: true as const, id };
  });
  if (!decision.allowed) return decision;

  // Failures older than a day can no longer block anyone.
  await db
    .deleteFrom("login_failures")
    .where("failed_at", "<", new Date(Date.now() - 24 * 60 * 60_000))
    .execute();

  return {
    allowed: true,
    ticket: {
      release: async () => {
        await db.deleteFrom("login_failures").where("id", "=", decision.id).execute();
      },
      succeeded: () => clearFailures(db, emailNormalized),
    },
  };
}

/** Forgives an account's failures: a successful sign-in or a password reset by e-mail. */
export async function clearFailures(db: Db, emailNormalized: string): Promise<void> {
  await db.deleteFrom("login_failures").where("email_normalized", "=", emailNormalized).execute();
}
