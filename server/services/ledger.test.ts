import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database, type Db } from "../../db/database";
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from "../../tests/support/database";
import {
  AlreadyPostedError,
  balanceOf,
  InvalidPostingError,
  operationsOf,
  PARTNER_BANK_SETTLEMENT,
  postTransaction,
  type Posting,
} from "./ledger";

/** A credit of `cents` to `account`, taken from the partner bank's settlement account. */
const credit = (account: string, cents: number, extra: Partial<Posting> = {}): Posting => ({
  bookedOn: "2026-11-02",
  description: "Virement reçu",
  source: "statement",
  sourceReference: null,
  entries: [
    { ledgerAccount: account, amountCents: cents },
    { ledgerAccount: PARTNER_BANK_SETTLEMENT, amountCents: -cents },
  ],
  ...extra,
});

const countRows = async (db: Db) => {
  const { rows } = await sql<{ transactions: string; entries: string }>`
    SELECT (SELECT count(*) FROM ledger_transactions) AS transactions,
      (SELECT count(*) FROM ledger_entries) AS entries
  `.execute(db);
  return { transactions: Number(rows[0]?.transactions), entries: Number(rows[0]?.entries) };
};

describe.each<DatabaseKind>(["pglite", "postgres"])("the ledger on %s", (kind) => {
  let testDatabase: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    db = testDatabase.database.db;
  }, 60_000);

  afterAll(() => testDatabase?.drop());

  it("keeps each balance equal to the sum of its entries, and lists operations newest first", async () => {
    const account = randomUUID();
    const settlementBefore = await balanceOf(db, PARTNER_BANK_SETTLEMENT);
    expect(await balanceOf(db, account)).toBe(0);
    await postTransaction(db, credit(account, 150_00, { bookedOn: "2026-11-03" }));
    await postTransaction(db, credit(account, 1, { bookedOn: "2026-11-01" }));
    // Past 2^31 cents: the bigint column and the sum keep every cent.
    await postTransaction(db, credit(account, 3_000_000_000_07, { bookedOn: "2026-11-03" }));
    await postTransaction(db, credit(account, -25_50, { bookedOn: "2026-11-02" }));

    expect(await balanceOf(db, account)).toBe(150_00 + 1 + 3_000_000_000_07 - 25_50);
    expect(await balanceOf(db, PARTNER_BANK_SETTLEMENT)).toBe(
      settlementBefore - (150_00 + 1 + 3_000_000_000_07 - 25_50),
    );

    const all = await operationsOf(db, account, { limit: 10 });
    expect(all.map((operation) => [operation.bookedOn, operation.amountCents])).toEqual([
      ["2026-11-03", 3_000_000_000_07],
      ["2026-11-03", 150_00],
      ["2026-11-02", -25_50],
      ["2026-11-01", 1],
    ]);
    expect(all[0]).toMatchObject({
      description: "Virement reçu",
      id: expect.stringMatching(/^\d+$/),
    });

    const first = await operationsOf(db, account, { limit: 2 });
    const [, lastShown] = first;
    if (!lastShown) throw new Error("Expected two operations");
    const next = await operationsOf(db, account, { limit: 2, before: lastShown.id });
    expect([...first, ...next]).toEqual(all);
    // Another account's operation, or no operation at all, is no cursor into this one.
    expect(await operationsOf(db, randomUUID(), { limit: 2, before: lastShown.id })).toEqual([]);
    expect(await operationsOf(db, account, { limit: 2, before: "x" })).toEqual([]);
  });

  it("refuses an empty posting, an amount that is not whole cents and an unbalanced one, writing nothing", async () => {
    const account = randomUUID();
    const before = await countRows(db);
    const refusals = [
      [{ ...credit(account, 100), entries: [] }, "empty"],
      [
        {
          ...credit(account, 100),
          entries: [
            { ledgerAccount: account, amountCents: 10.5 },
            { ledgerAccount: PARTNER_BANK_SETTLEMENT, amountCents: -10.5 },
          ],
        },
        "invalid_amount",
      ],
      [
        {
          ...credit(account, 100),
          entries: [
            { ledgerAccount: account, amountCents: 0 },
            { ledgerAccount: PARTNER_BANK_SETTLEMENT, amountCents: 0 },
          ],
        },
        "invalid_amount",
      ],
      [
        {
          ...credit(account, 100),
          entries: [
            { ledgerAccount: account, amountCents: 100 },
            { ledgerAccount: PARTNER_BANK_SETTLEMENT, amountCents: -99 },
          ],
        },
        "unbalanced",
      ],
    ] as const;
    for (const [posting, reason] of refusals) {
      const refusal = await postTransaction(db, posting).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(InvalidPostingError);
      expect(refusal).toMatchObject({ reason });
    }
    expect(await countRows(db)).toEqual(before);
    expect(await balanceOf(db, account)).toBe(0);
  });

  it("posts one source reference once, and goes on in the same transaction after a repeat", async () => {
    const account = randomUUID();
    const sourceReference = `FR7699999000010000000000115 ${randomUUID()}`;
    await postTransaction(db, credit(account, 40_00, { sourceReference }));
    await db.transaction().execute(async (trx) => {
      await expect(
        postTransaction(trx, credit(account, 40_00, { sourceReference })),
      ).rejects.toThrow(AlreadyPostedError);
      await postTransaction(trx, credit(account, 2_00));
    });
    expect(await balanceOf(db, account)).toBe(42_00);
  });

  it("refuses to change or delete what is booked, whatever the SQL", async () => {
    const account = randomUUID();
    const transactionId = await postTransaction(db, credit(account, 75_00));
    const attempts = [
      sql`UPDATE ledger_entries SET amount_cents = 1 WHERE ledger_account = ${account}`,
      sql`DELETE FROM ledger_entries WHERE ledger_account = ${account}`,
      sql`UPDATE ledger_transactions SET description = 'autre' WHERE id = ${transactionId}`,
      sql`DELETE FROM ledger_transactions WHERE id = ${transactionId}`,
    ];
    for (const attempt of attempts) {
      await expect(attempt.execute(db)).rejects.toThrow(/append-only/);
    }
    expect(await balanceOf(db, account)).toBe(75_00);
  });

  it("refuses at commit a transaction written around the service that does not balance, or has no entries", async () => {
    const account = randomUUID();
    const unbalanced = db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("ledger_transactions")
        .values({
          booked_on: "2026-11-02",
          description: "À la main",
          source: "statement",
          source_reference: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("ledger_entries")
        .values({ transaction_id: id, ledger_account: account, amount_cents: 500 })
        .execute();
    });
    await expect(unbalanced).rejects.toThrow(/does not balance/);
    const empty = db
      .insertInto("ledger_transactions")
      .values({
        booked_on: "2026-11-02",
        description: "Vide",
        source: "statement",
        source_reference: null,
      })
      .execute();
    await expect(empty).rejects.toThrow(/does not balance: 0 entries/);
    const zero = sql`INSERT INTO ledger_entries (transaction_id, ledger_account, amount_cents)
      SELECT id, ${account}, 0 FROM ledger_transactions LIMIT 1`.execute(db);
    await expect(zero).rejects.toThrow(/ledger_entries_amount_cents_check/);
    expect(await balanceOf(db, account)).toBe(0);
  });

  it("books 20 postings made at once, in separate transactions, to the exact sum", async () => {
    const account = randomUUID();
    // On PostgreSQL, half of them through a second pool, as from another instance; each transaction
    // waits for all twenty to have written before it commits, so that they truly overlap. PGlite has
    // one connection: its transactions run one after the other, and none could wait for the others.
    const other: Database | undefined =
      kind === "postgres" ? await createDatabase(testDatabase.options) : undefined;
    try {
      let written = 0;
      let allWritten = () => {};
      const everyoneWrote = new Promise<void>((resolve) => (allWritten = resolve));
      const amounts = Array.from({ length: 20 }, (_, n) => 1_00 * (n + 1) + n);
      await Promise.all(
        amounts.map((cents, n) =>
          (n % 2 && other ? other.db : db).transaction().execute(async (trx) => {
            await postTransaction(trx, credit(account, cents));
            written += 1;
            if (written === amounts.length) allWritten();
            if (other) await everyoneWrote;
          }),
        ),
      );
      expect(await balanceOf(db, account)).toBe(amounts.reduce((sum, cents) => sum + cents, 0));
      expect(await operationsOf(db, account, { limit: 50 })).toHaveLength(20);
    } finally {
      await other?.close();
    }
  });
});
