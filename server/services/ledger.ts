/**
 * The double-entry ledger (migration 021): money moves as transactions whose entries sum to zero,
 * and an account's balance is the sum of its entries. Nothing booked changes: the database refuses
 * it, and a mistake is corrected by another transaction.
 */
import type { Db } from "../../db/database";
import type { LedgerSource } from "../../db/schema";

/** The bank's money at the partner bank: every credit a statement brings is taken from it. */
export const PARTNER_BANK_SETTLEMENT = "partner_bank_settlement";

export interface LedgerEntry {
  /** A customer's current account by its id, or one of the bank's own accounts by name. */
  ledgerAccount: string;
  /** Whole cents, signed: + credits the account, - debits it. */
  amountCents: number;
}

export interface Posting {
  /** `YYYY-MM-DD`: the day the money moved at the bank. */
  bookedOn: string;
  description: string;
  source: LedgerSource;
  /** What the source calls it: with one, the same event is never posted twice. */
  sourceReference: string | null;
  entries: readonly LedgerEntry[];
}

export interface LedgerOperation {
  /** The entry's id: `before` of the next page. */
  id: string;
  transactionId: string;
  bookedOn: string;
  recordedAt: string;
  description: string;
  amountCents: number;
}

/** A posting the ledger cannot take: no entries, an amount that is not whole cents, or a remainder. */
export class InvalidPostingError extends Error {
  constructor(readonly reason: "empty" | "invalid_amount" | "unbalanced") {
    super(`Invalid ledger posting: ${reason}`);
  }
}

/** The source's event is in the ledger already. */
export class AlreadyPostedError extends Error {
  constructor(
    readonly source: LedgerSource,
    readonly sourceReference: string,
  ) {
    super(`Already posted: ${source} ${sourceReference}`);
  }
}

/**
 * Cents as JavaScript can hold them exactly. A `bigint` column reaches us as a string (`pg`) or a
 * number (PGlite), and a sum as a `numeric` string: past 2^53 cents a number would round silently.
 */
export function toCents(value: string | number | bigint): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a safe number of cents: ${value}`);
  return cents;
}

/** Runs `work` in `db` if it is a transaction already, else in a transaction of its own. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

function checkPosting(entries: readonly LedgerEntry[]): void {
  if (entries.length === 0) throw new InvalidPostingError("empty");
  if (entries.some(({ amountCents }) => !Number.isSafeInteger(amountCents) || amountCents === 0)) {
    throw new InvalidPostingError("invalid_amount");
  }
  // In bigint: a sum of safe integers can leave the range where a number is exact.
  const total = entries.reduce((sum, { amountCents }) => sum + BigInt(amountCents), 0n);
  if (total !== 0n) throw new InvalidPostingError("unbalanced");
}

/**
 * Books one transaction and returns its id. The balance is checked here first, to say why a posting
 * is refused, and again by the database at commit, whoever writes. A `sourceReference` already
 * posted is refused with `AlreadyPostedError`, without aborting the transaction `db` may be: a
 * caller can go on with its next posting.
 */
export async function postTransaction(db: Db, posting: Posting): Promise<string> {
  checkPosting(posting.entries);
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto("ledger_transactions")
      .values({
        booked_on: posting.bookedOn,
        description: posting.description,
        source: posting.source,
        source_reference: posting.sourceReference,
      })
      // Waits for a concurrent posting of the same reference, then finds it committed.
      .onConflict((conflict) => conflict.columns(["source", "source_reference"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) {
      // Only a reference can conflict: without one, every posting is new.
      throw new AlreadyPostedError(posting.source, posting.sourceReference ?? "");
    }
    await trx
      .insertInto("ledger_entries")
      .values(
        posting.entries.map((entry) => ({
          transaction_id: row.id,
          ledger_account: entry.ledgerAccount,
          amount_cents: entry.amountCents,
        })),
      )
      .execute();
    return row.id;
  });
}

/** The sum of the account's entries, in cents: 0 for an account with none. */
export async function balanceOf(db: Db, ledgerAccount: string): Promise<number> {
  const { balance } = await db
    .selectFrom("ledger_entries")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>("amount_cents"), eb.lit(0)).as("balance"))
    .where("ledger_account", "=", ledgerAccount)
    .executeTakeFirstOrThrow();
  return toCents(balance);
}

/**
 * The account's entries, newest booking day first (the order of recording within a day), `limit`
 * of them from after `before`, an operation of the previous page. Nothing is before an operation
 * the account does not have.
 */
export async function operationsOf(
  db: Db,
  ledgerAccount: string,
  { limit, before }: { limit: number; before?: string },
): Promise<LedgerOperation[]> {
  let query = db
    .selectFrom("ledger_entries as e")
    .innerJoin("ledger_transactions as t", "t.id", "e.transaction_id")
    .select([
      "e.id",
      "e.transaction_id",
      "e.amount_cents",
      "t.booked_on",
      "t.recorded_at",
      "t.description",
    ])
    .where("e.ledger_account", "=", ledgerAccount);
  if (before !== undefined) {
    // An id that is no entry's would fail the cast to bigint: it is nobody's operation.
    if (!/^[0-9]{1,18}$/.test(before)) return [];
    const cursor = await db
      .selectFrom("ledger_entries as e")
      .innerJoin("ledger_transactions as t", "t.id", "e.transaction_id")
      .select(["t.booked_on", "e.id"])
      .where("e.id", "=", before)
      .where("e.ledger_account", "=", ledgerAccount)
      .executeTakeFirst();
    if (!cursor) return [];
    query = query.where((eb) =>
      eb(eb.refTuple("t.booked_on", "e.id"), "<", eb.tuple(cursor.booked_on, cursor.id)),
    );
  }
  const rows = await query
    .orderBy("t.booked_on", "desc")
    .orderBy("e.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    transactionId: row.transaction_id,
    bookedOn: row.booked_on,
    recordedAt: row.recorded_at.toISOString(),
    description: row.description,
    amountCents: toCents(row.amount_cents),
  }));
}
