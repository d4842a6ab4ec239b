import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupSchema } from "../../domain/forms/signup";
import { bankIdentifiers, frenchIban, ribOfIban } from "../../domain/currentAccount/iban";
import { createDatabase, type Database, type Db } from "../../db/database";
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from "../../tests/support/database";
import { claireSignup, uniqueEmail } from "../../tests/support/fixtures";
import {
  accountOf,
  CurrentAccountExistsError,
  firstTransferReference,
  mentionsReference,
  openAccountNumber,
} from "./current-accounts";
import { createCustomer } from "./customers";

const newCustomer = async (db: Db) =>
  (
    await createCustomer(
      db,
      await signupSchema.parseAsync({ ...claireSignup, email: uniqueEmail("claire") }),
      "not-a-hash",
      "fr",
    )
  ).id;

const refuse = (db: Db, accountId: string) =>
  db
    .updateTable("current_accounts")
    .set({ status: "refused" })
    .where("id", "=", accountId)
    .execute();

/** Resolves once a session of this PostgreSQL database waits for a lock another one holds. */
async function untilSomeoneWaitsForALock(db: Db): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const { rows } = await sql<{ waiting: string }>`
      SELECT count(*) AS waiting FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'
    `.execute(db);
    if (Number(rows[0]?.waiting) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("No session waited for a lock within 5 s");
}

describe.each<DatabaseKind>(["pglite", "postgres"])("current accounts on %s", (kind) => {
  let testDatabase: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    db = testDatabase.database.db;
  }, 60_000);

  afterAll(() => testDatabase?.drop());

  it("gives an opening the next 11-digit number and its French IBAN, waiting for the first transfer", async () => {
    const customerId = await newCustomer(db);
    expect(await accountOf(db, customerId)).toBeNull();
    const account = await openAccountNumber(db, customerId, "plus");
    expect(account).toMatchObject({
      customerId,
      offer: "plus",
      status: "pending_first_transfer",
      firstTransferMatchedAt: null,
    });
    expect(account.accountNumber).toMatch(/^\d{11}$/);
    expect(account.iban).toBe(
      frenchIban({
        bankCode: bankIdentifiers.bankCode,
        branchCode: bankIdentifiers.branchCode,
        accountNumber: account.accountNumber,
      }),
    );
    expect(ribOfIban(account.iban)).toMatchObject({ accountNumber: account.accountNumber });
    expect(await accountOf(db, customerId)).toEqual(account);
  });

  it("resumes the opening under way instead of opening a second one", async () => {
    const customerId = await newCustomer(db);
    const first = await openAccountNumber(db, customerId, "essentiel");
    const again = await openAccountNumber(db, customerId, "premium").catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(CurrentAccountExistsError);
    expect((again as CurrentAccountExistsError).account).toEqual(first);
    const rows = await db
      .selectFrom("current_accounts")
      .select("id")
      .where("customer_id", "=", customerId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("never gives a number twice: not after a rolled back opening, nor after a refusal", async () => {
    const customerId = await newCustomer(db);
    let rolledBack = "";
    await db
      .transaction()
      .execute(async (trx) => {
        rolledBack = (await openAccountNumber(trx, customerId, "plus")).accountNumber;
        throw new Error("the opening fails after its number was given");
      })
      .catch(() => {});
    expect(await accountOf(db, customerId)).toBeNull();

    const refused = await openAccountNumber(db, customerId, "plus");
    expect(Number(refused.accountNumber)).toBeGreaterThan(Number(rolledBack));
    await refuse(db, refused.id);

    const reopened = await openAccountNumber(db, customerId, "essentiel");
    expect(Number(reopened.accountNumber)).toBeGreaterThan(Number(refused.accountNumber));
    expect(reopened.iban).not.toBe(refused.iban);
    expect(await accountOf(db, customerId)).toEqual(reopened);
    await refuse(db, reopened.id);
    // Nothing under way: the latest refusal is what the customer has.
    expect(await accountOf(db, customerId)).toMatchObject({ id: reopened.id, status: "refused" });
  });

  it("opens one account when one customer asks twice at once, and 20 distinct ones for 20 customers", async () => {
    // On PostgreSQL the second request comes through another pool, as from another instance, while
    // the first one's transaction is held open: the index makes it wait, then answer with the first.
    const other: Database | undefined =
      kind === "postgres" ? await createDatabase(testDatabase.options) : undefined;
    try {
      const customerId = await newCustomer(db);
      const first = await db.transaction().execute(async (trx) => {
        const account = await openAccountNumber(trx, customerId, "plus");
        const second = Promise.allSettled([openAccountNumber(other?.db ?? db, customerId, "plus")]);
        if (other) await untilSomeoneWaitsForALock(db);
        return { account, second };
      });
      const [second] = await first.second;
      expect(second).toMatchObject({
        status: "rejected",
        reason: expect.any(CurrentAccountExistsError),
      });
      expect(second).toMatchObject({ reason: { account: first.account } });

      const customers = await Promise.all(Array.from({ length: 20 }, () => newCustomer(db)));
      const accounts = await Promise.all(
        customers.map((id, n) =>
          openAccountNumber(n % 2 && other ? other.db : db, id, "essentiel"),
        ),
      );
      expect(new Set(accounts.map((account) => account.accountNumber)).size).toBe(20);
      expect(new Set(accounts.map((account) => account.iban)).size).toBe(20);
    } finally {
      await other?.close();
    }
  });
});

describe("the first transfer's reference", () => {
  const account = { id: "3f2a9c1e-7b44-4d0a-9e21-5c6b7a8d9e0f" };
  const reference = firstTransferReference(account);

  it("is AUR- and 8 characters of Crockford's base 32, drawn from the account's id", () => {
    expect(reference).toMatch(/^AUR-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(firstTransferReference({ ...account })).toBe(reference);
    const others = Array.from({ length: 200 }, () => firstTransferReference({ id: randomUUID() }));
    expect(new Set([reference, ...others]).size).toBe(201);
  });

  it("is found in a remittance however it was typed", () => {
    const code = reference.slice(4);
    const typed = [
      [reference],
      [`Premier virement ${reference.toLowerCase()}`],
      [`AUR ${code.slice(0, 4)} ${code.slice(4)}`],
      [`ref:${code}`],
      [`Ouverture compte AUR-${code.slice(0, 3)}`, `${code.slice(3)} merci`],
      [`AUR-${code.replace(/0/g, "O").replace(/1/g, "l")}`],
      [`ＡＵＲ－${code}`],
    ];
    for (const remittance of typed) expect(mentionsReference(remittance, reference)).toBe(true);
  });

  it("is not found in a remittance without it, or with another account's", () => {
    const other = firstTransferReference({ id: "9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d" });
    expect(mentionsReference(["Premier virement"], reference)).toBe(false);
    expect(mentionsReference([], reference)).toBe(false);
    expect(mentionsReference([other], reference)).toBe(false);
    expect(mentionsReference([reference.slice(0, -1)], reference)).toBe(false);
  });
});
