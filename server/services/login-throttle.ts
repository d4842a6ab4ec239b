import { sql, type Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Schema } from "../../db/schema";

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

/** Failures older than a day can no longer block anyone; they are deleted at most this often. */
const PURGE_INTERVAL_MS = 60_000;
const purgedAt = new WeakMap<Db, number>();

type Counted = { allowed: true; id: string } | { allowed: false; waitMinutes: number };

/**
 * The 5th most recent failure in the window, by account and by address, blocks; the attempt is
 * counted only when neither does. One statement: its snapshot sees every attempt committed before.
 */
async function countAttempt(
  db: Db | Transaction<Schema>,
  emailNormalized: string,
  clientIp: string,
): Promise<Counted> {
  const now = new Date();
  const since = new Date(now.getTime() - WINDOW_MS);
  const { rows } = await sql<{ by_email: Date | null; by_ip: Date | null; id: string | null }>`
    WITH recent AS (
      SELECT
        (SELECT failed_at FROM login_failures WHERE email_normalized = ${emailNormalized} AND failed_at > ${since}
          ORDER BY failed_at DESC OFFSET ${MAX_FAILURES - 1} LIMIT 1) AS by_email,
        (SELECT failed_at FROM login_failures WHERE client_ip = ${clientIp} AND failed_at > ${since}
          ORDER BY failed_at DESC OFFSET ${MAX_FAILURES - 1} LIMIT 1) AS by_ip
    ), counted AS (
      INSERT INTO login_failures (email_normalized, client_ip, failed_at)
      SELECT ${emailNormalized}::text, ${clientIp}::text, ${now}::timestamptz FROM recent
      WHERE by_email IS NULL AND by_ip IS NULL
      RETURNING id
    )
    SELECT recent.by_email, recent.by_ip, counted.id FROM recent LEFT JOIN counted ON true
  `.execute(db);
  const row = rows[0];
  if (row && row.id !== null) return { allowed: true, id: row.id };
  const unblockAt = Math.max(
    0,
    ...[row?.by_email, row?.by_ip].map((failedAt) =>
      failedAt ? new Date(failedAt).getTime() + WINDOW_MS : 0,
    ),
  );
  return {
    allowed: false,
    waitMinutes: Math.max(1, Math.ceil((unblockAt - Date.now()) / 60_000)),
  };
}

/**
 * Decides whether a secret may be verified and counts the attempt in the same transaction, under
 * a lock per account and per address: concurrent requests, on one instance or several, queue
 * there, so at most MAX_FAILURES attempts per account and per address are ever verified in the
 * window. The slow verification runs after the transaction, holding no lock: `db` is therefore a
 * connection, not a transaction, so that the attempt counts even if the caller's work fails.
 *
 * The embedded database (`serialized`) runs one statement at a time for its one process (decision
 * record 017): the counting statement alone is already atomic there, and the transaction and its
 * locks would only cost the login three more round trips through PGlite (issue 29, item 6).
 */
export async function reserveAttempt(
  db: Db,
  emailNormalized: string,
  clientIp: string,
  { serialized }: { serialized: boolean },
): Promise<AttemptDecision> {
  const decision = serialized
    ? await countAttempt(db, emailNormalized, clientIp)
    : await db.transaction().execute(async (trx) => {
        // Always the account before the address, so that two requests never wait for each other:
        // the address's lock is taken for the row the account's lock returns, hence after it.
        await sql`
          WITH account AS MATERIALIZED (
            SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${emailNormalized}))
          )
          SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${clientIp})) FROM account
        `.execute(trx);
        // A statement of its own after the locks: in READ COMMITTED its snapshot is taken once
        // they are held, so it sees every attempt committed by the requests it waited for.
        return countAttempt(trx, emailNormalized, clientIp);
      });
  if (!decision.allowed) return decision;

  if (Date.now() - (purgedAt.get(db) ?? 0) >= PURGE_INTERVAL_MS) {
    purgedAt.set(db, Date.now());
    await db
      .deleteFrom("login_failures")
      .where("failed_at", "<", new Date(Date.now() - 24 * 60 * 60_000))
      .execute();
  }

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
