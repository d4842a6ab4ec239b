import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signupSchema } from "../../domain/forms/signup";
import { createDatabase, type Database, type Db } from "../../db/database";
import {
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from "../../tests/support/database";
import { claireSignup, uniqueEmail } from "../../tests/support/fixtures";
import { camt053, payerIbans, foreignAccount, type Entry } from "../../tests/support/statements";
import { StatementFileError } from "../statements/camt053";
import { mailer as newMailer } from "../mail/mailer";
import {
  accountOf,
  firstTransferReference,
  openAccountNumber,
  type CurrentAccount,
} from "./current-accounts";
import { createCustomer } from "./customers";
import { balanceOf, PARTNER_BANK_SETTLEMENT } from "./ledger";
import { AlreadyImportedError, importStatementFile } from "./statement-import";

const unique = (name: string) => `${name}-${randomBytes(4).toString("hex")}`;
/** The first transfers' mails wait in the outbox: the imports here are about what is booked. */
const mailer = newMailer("https://www.aurore-banque.example");

async function newCustomer(db: Db): Promise<string> {
  const data = await signupSchema.parseAsync({ ...claireSignup, email: uniqueEmail("claire") });
  return (await createCustomer(db, data, "not-a-hash", "fr")).id;
}

/** Claire Martin's opening, waiting for its first transfer. */
const newOpening = async (db: Db) => openAccountNumber(db, await newCustomer(db), "essentiel");

/** Claire's first transfer from her German bank, with her opening's reference. */
const firstTransfer = (account: CurrentAccount, extra: Partial<Entry> = {}): Entry => ({
  reference: unique("REF"),
  amount: "150.00",
  payerName: "MARTIN CLAIRE",
  payerIban: payerIbans.de,
  remittance: [`Premier virement ${firstTransferReference(account)}`],
  ...extra,
});

const outcomeOf = async (db: Db, reference: string) =>
  (
    await db
      .selectFrom("statement_entries")
      .select("outcome")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow()
  ).outcome;

async function counts(db: Db) {
  const { rows } = await sql<Record<string, string>>`
    SELECT (SELECT count(*) FROM statement_files) AS files,
      (SELECT count(*) FROM statement_entries) AS entries,
      (SELECT count(*) FROM ledger_transactions) AS transactions,
      (SELECT count(*) FROM mail_outbox) AS mails
  `.execute(db);
  return rows[0];
}

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

describe.each<DatabaseKind>(["pglite", "postgres"])("statement imports on %s", (kind) => {
  let testDatabase: TestDatabase;
  let db: Db;
  let staffId: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    db = testDatabase.database.db;
    staffId = await newCustomer(db);
  }, 60_000);

  afterAll(() => testDatabase?.drop());

  it("books a first transfer to the account and matches it to the opening", async () => {
    const account = await newOpening(db);
    const settlement = await balanceOf(db, PARTNER_BANK_SETTLEMENT);
    const transfer = firstTransfer(account);
    const now = new Date("2026-11-03T08:15:00Z");
    const summary = await importStatementFile(
      db,
      mailer,
      { xml: camt053([{ iban: account.iban, entries: [transfer] }]), staffId },
      now,
    );
    expect(summary).toEqual({
      fileId: expect.any(String),
      credited: 1,
      alreadyBooked: 0,
      unknownAccounts: 0,
      toReview: 0,
      notBooked: 0,
    });
    expect(await balanceOf(db, account.id)).toBe(150_00);
    expect(await balanceOf(db, PARTNER_BANK_SETTLEMENT)).toBe(settlement - 150_00);
    expect(await outcomeOf(db, transfer.reference)).toBe("matched");

    const matched = await db
      .selectFrom("current_accounts as a")
      .innerJoin("statement_entries as e", "e.id", "a.first_transfer_entry_id")
      .select(["e.reference", "e.payer_iban", "e.file_id", "a.first_transfer_matched_at"])
      .where("a.id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(matched).toEqual({
      reference: transfer.reference,
      payer_iban: payerIbans.de,
      file_id: summary.fileId,
      first_transfer_matched_at: now,
    });
    expect(await accountOf(db, account.customerId)).toMatchObject({
      status: "pending_first_transfer",
      firstTransferMatchedAt: now.toISOString(),
    });
  });

  it("books every credit that arrived, and sends to staff those that do not complete the opening", async () => {
    const [missing, unknownPayer, stranger, swiss, refused, lowered] = await Promise.all(
      Array.from({ length: 6 }, () => newOpening(db)),
    );
    if (!missing || !unknownPayer || !stranger || !swiss || !refused || !lowered) {
      throw new Error("Expected six openings");
    }
    await db
      .updateTable("current_accounts")
      .set({ status: "refused" })
      .where("id", "=", refused.id)
      .execute();
    const entries = {
      missing: firstTransfer(missing, { remittance: ["Ouverture de compte"] }),
      unknownPayer: firstTransfer(unknownPayer, { payerName: undefined }),
      stranger: firstTransfer(stranger, { payerName: "JEAN DUPONT" }),
      swiss: firstTransfer(swiss, { payerIban: payerIbans.ch }),
      refused: firstTransfer(refused),
      // The reference typed in lower case over two lines, the payer's name with a title.
      lowered: firstTransfer(lowered, {
        payerName: "MME CLAIRE MARTIN",
        payerIban: payerIbans.fr,
        remittance: [
          `virement ${firstTransferReference(lowered).slice(0, 6).toLowerCase()}`,
          firstTransferReference(lowered).slice(6).toLowerCase(),
        ],
      }),
      // After the match, the next credit to the same account is an ordinary one.
      second: firstTransfer(lowered, { amount: "20.50" }),
    };
    const summary = await importStatementFile(db, mailer, {
      xml: camt053([
        { iban: missing.iban, entries: [entries.missing] },
        { iban: unknownPayer.iban, entries: [entries.unknownPayer] },
        { iban: stranger.iban, entries: [entries.stranger] },
        { iban: swiss.iban, entries: [entries.swiss] },
        { iban: refused.iban, entries: [entries.refused] },
        { iban: lowered.iban, entries: [entries.lowered, entries.second] },
      ]),
      staffId,
    });
    expect(summary).toMatchObject({ credited: 7, alreadyBooked: 0, toReview: 5 });
    expect({
      missing: await outcomeOf(db, entries.missing.reference),
      unknownPayer: await outcomeOf(db, entries.unknownPayer.reference),
      stranger: await outcomeOf(db, entries.stranger.reference),
      swiss: await outcomeOf(db, entries.swiss.reference),
      refused: await outcomeOf(db, entries.refused.reference),
      lowered: await outcomeOf(db, entries.lowered.reference),
      second: await outcomeOf(db, entries.second.reference),
    }).toEqual({
      missing: "reference_missing",
      unknownPayer: "payer_unknown",
      stranger: "name_mismatch",
      swiss: "payer_outside_eea",
      refused: "no_opening",
      lowered: "matched",
      second: "not_first",
    });
    for (const account of [missing, unknownPayer, stranger, swiss, refused]) {
      expect(await balanceOf(db, account.id)).toBe(150_00);
      expect((await accountOf(db, account.customerId))?.firstTransferMatchedAt).toBeNull();
    }
    expect(await balanceOf(db, lowered.id)).toBe(170_50);
  });

  it("counts without booking the entries of accounts that are not ours, debits and other currencies", async () => {
    const account = await newOpening(db);
    const summary = await importStatementFile(db, mailer, {
      xml: camt053([
        {
          iban: foreignAccount,
          entries: [firstTransfer(account), firstTransfer(account, { direction: "DBIT" })],
        },
        {
          iban: account.iban,
          entries: [
            firstTransfer(account, { direction: "DBIT", amount: "5.00" }),
            firstTransfer(account, { currency: "CHF" }),
          ],
        },
      ]),
      staffId,
    });
    expect(summary).toMatchObject({ credited: 0, unknownAccounts: 2, notBooked: 2, toReview: 0 });
    expect(await balanceOf(db, account.id)).toBe(0);
    expect(await balanceOf(db, foreignAccount)).toBe(0);
  });

  it("credits nothing twice: the same file is refused, an entry of an earlier file is skipped", async () => {
    const account = await newOpening(db);
    const first = firstTransfer(account);
    const xml = camt053([{ iban: account.iban, entries: [first] }]);
    const { fileId } = await importStatementFile(db, mailer, { xml, staffId });
    const before = await counts(db);

    const again = await importStatementFile(db, mailer, { xml, staffId }).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(AlreadyImportedError);
    expect(again).toMatchObject({ fileId, importedBy: staffId });
    expect(await counts(db)).toEqual(before);

    // The next day's statement repeats yesterday's entry, as overlapping statements do.
    const next = firstTransfer(account, { amount: "30.00", bookedOn: "2026-11-03" });
    const overlapping = await importStatementFile(db, mailer, {
      xml: camt053([{ iban: account.iban, entries: [first, next] }]),
      staffId,
    });
    expect(overlapping).toMatchObject({ credited: 1, alreadyBooked: 1 });
    // One file listing the same entry twice books it once too.
    const repeated = firstTransfer(account, { amount: "1.00" });
    const twice = await importStatementFile(db, mailer, {
      xml: camt053([{ iban: account.iban, entries: [repeated, repeated] }]),
      staffId,
    });
    expect(twice).toMatchObject({ credited: 1, alreadyBooked: 1 });
    expect(await balanceOf(db, account.id)).toBe(150_00 + 30_00 + 1_00);
  });

  it("refuses a malformed file whole, writing nothing", async () => {
    const account = await newOpening(db);
    const before = await counts(db);
    const good = camt053([{ iban: account.iban, entries: [firstTransfer(account)] }]);
    const malformed = [
      good.replace("</BkToCstmrStmt>", ""),
      good.replace("150.00", "150,00"),
      good.replace(`<AcctSvcrRef>`, "<NtryRef>").replace("</AcctSvcrRef>", "</NtryRef>"),
      good.replace(payerIbans.de, "DE00370400440532013000"),
    ];
    for (const xml of malformed) {
      await expect(importStatementFile(db, mailer, { xml, staffId })).rejects.toThrow(
        StatementFileError,
      );
    }
    expect(await counts(db)).toEqual(before);
    expect(await balanceOf(db, account.id)).toBe(0);
  });

  it("leaves nothing of a file whose import fails halfway, not even its mail, and imports it whole afterwards", async () => {
    const account = await newOpening(db);
    const trap = unique("TRAP");
    const file = camt053([
      {
        iban: account.iban,
        entries: [
          firstTransfer(account),
          firstTransfer(account, { reference: trap, amount: "2.00" }),
        ],
      },
    ]);
    // The second entry's row fails after the first was booked and matched, as a crash would.
    await sql`CREATE FUNCTION fail_on_trap() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.reference = ${sql.lit(trap)} THEN RAISE EXCEPTION 'crash mid-file'; END IF;
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER fail_on_trap BEFORE INSERT ON statement_entries
      FOR EACH ROW EXECUTE FUNCTION fail_on_trap()`.execute(db);
    const before = await counts(db);
    try {
      await expect(importStatementFile(db, mailer, { xml: file, staffId })).rejects.toThrow(
        /crash mid-file/,
      );
    } finally {
      await sql`DROP TRIGGER fail_on_trap ON statement_entries`.execute(db);
      await sql`DROP FUNCTION fail_on_trap()`.execute(db);
    }
    expect(await counts(db)).toEqual(before);
    expect(await balanceOf(db, account.id)).toBe(0);
    expect((await accountOf(db, account.customerId))?.firstTransferMatchedAt).toBeNull();

    expect(await importStatementFile(db, mailer, { xml: file, staffId })).toMatchObject({
      credited: 2,
    });
    expect(await balanceOf(db, account.id)).toBe(152_00);
    // The first transfer's mail was lost with its credit, and comes with it now: once.
    expect(Number((await counts(db))?.mails)).toBe(Number(before?.mails) + 1);
  });

  it("imports a file once when two members of staff import it at the same time", async () => {
    // On PostgreSQL the second import comes through another pool, as from another instance, while
    // the first one's transaction is held open: it has to wait for it. PGlite has one connection,
    // on which the two run one after the other.
    const other: Database | undefined =
      kind === "postgres" ? await createDatabase(testDatabase.options) : undefined;
    const atOnce = async (first: string, second: string) => {
      if (!other) {
        return Promise.allSettled([
          importStatementFile(db, mailer, { xml: first, staffId }),
          importStatementFile(db, mailer, { xml: second, staffId }),
        ]);
      }
      const { answer, waiting } = await db.transaction().execute(async (trx) => {
        const answer = await importStatementFile(trx, mailer, { xml: first, staffId });
        const waiting = Promise.allSettled([
          importStatementFile(other.db, mailer, { xml: second, staffId }),
        ]);
        await untilSomeoneWaitsForALock(db);
        return { answer, waiting };
      });
      return [{ status: "fulfilled", value: answer } as const, ...(await waiting)];
    };
    try {
      const account = await newOpening(db);
      const shared = firstTransfer(account);
      const xml = camt053([{ iban: account.iban, entries: [shared] }]);
      const answers = await atOnce(xml, xml);
      expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
      expect(
        answers.flatMap((answer) => (answer.status === "rejected" ? [answer.reason] : [])),
      ).toEqual([expect.any(AlreadyImportedError)]);
      expect(await balanceOf(db, account.id)).toBe(150_00);

      // Two different files sharing an entry, at once: both import, the entry is booked once.
      const [a, b] = [unique("A"), unique("B")].map((reference) =>
        camt053([
          {
            iban: account.iban,
            entries: [shared, firstTransfer(account, { reference, amount: "1.00" })],
          },
        ]),
      );
      const both = await atOnce(a ?? "", b ?? "");
      expect(
        both.map((answer) =>
          answer.status === "fulfilled"
            ? [answer.value.credited, answer.value.alreadyBooked]
            : answer.reason,
        ),
      ).toEqual([
        [1, 1],
        [1, 1],
      ]);
      expect(await balanceOf(db, account.id)).toBe(152_00);
    } finally {
      await other?.close();
    }
  });
});
