/**
 * The partner bank's end-of-day statements (camt.053), imported by staff: each credit to one of our
 * accounts is booked in the ledger, and a pending opening's first transfer is matched, the second
 * identity measure of an opening at a distance (Code monétaire et financier, R561-5-2).
 */
import { createHash } from "node:crypto";
import { isEeaIban } from "../../domain/currentAccount/eea";
import { electronicIban } from "../../domain/currentAccount/iban";
import { payerNameMatches } from "../../domain/currentAccount/nameMatch";
import type { Db } from "../../db/database";
import type { StatementMatchOutcome } from "../../db/schema";
import type { FirstTransferNotice } from "../mail/letters";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import { parseCamt053, type StatementEntry } from "../statements/camt053";
import { firstTransferReference, lockAccountByIban, mentionsReference } from "./current-accounts";
import {
  AlreadyPostedError,
  inTransaction,
  PARTNER_BANK_SETTLEMENT,
  postTransaction,
} from "./ledger";

export interface ImportSummary {
  fileId: string;
  /** Credits booked to our accounts by this import. */
  credited: number;
  /** Credits booked by an earlier file (statements overlap): skipped. */
  alreadyBooked: number;
  /** Entries of statements of accounts that are not ours: neither booked nor kept. */
  unknownAccounts: number;
  /** Of the credits booked, those staff must look at (every outcome but matched and not_first). */
  toReview: number;
  /** Debits and entries in another currency than the euro on our accounts: nothing we book yet. */
  notBooked: number;
}

/** These very bytes were imported already: nothing is credited again. */
export class AlreadyImportedError extends Error {
  constructor(
    readonly fileId: string,
    readonly importedAt: Date,
    readonly importedBy: string | null,
  ) {
    super(`Statement file already imported as ${fileId}`);
  }
}

const reviewed: ReadonlySet<StatementMatchOutcome> = new Set(["matched", "not_first"]);

/**
 * The credits of an opening's first transfer its customer is mailed about: the one that matched,
 * and one from a payer whose name or country did not (or that the bank did not give), which staff
 * check first. A credit without the reference is not known as the first transfer: staff alone
 * look at it. The mail says no more than that a check is made.
 */
const customerNotice: Partial<Record<StatementMatchOutcome, FirstTransferNotice>> = {
  matched: "matched",
  name_mismatch: "toReview",
  payer_outside_eea: "toReview",
  payer_unknown: "toReview",
};

/** Where the customer follows their account: « Mes comptes » in the client area. */
const clientAreaPath = "/espaceClient";

type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccountByIban>>>;

/**
 * What a credit is to the account's opening. The first one that carries the reference, comes from
 * an account in the customer's name and is kept in the EEA completes it; any other while the
 * opening waits goes to staff, who know why from the outcome.
 */
export function firstTransferOutcome(
  account: Pick<LockedAccount, "id" | "status" | "first_name" | "last_name"> & {
    firstTransferMatched: boolean;
  },
  entry: Pick<StatementEntry, "remittance" | "payerName" | "payerIban">,
): StatementMatchOutcome {
  if (account.status === "refused" || account.status === "closed") return "no_opening";
  if (account.status === "open" || account.firstTransferMatched) return "not_first";
  if (!mentionsReference(entry.remittance, firstTransferReference(account))) {
    return "reference_missing";
  }
  if (entry.payerName === undefined || entry.payerIban === undefined) return "payer_unknown";
  const customer = { firstName: account.first_name ?? "", lastName: account.last_name ?? "" };
  if (!payerNameMatches(customer, entry.payerName)) return "name_mismatch";
  if (!isEeaIban(entry.payerIban)) return "payer_outside_eea";
  return "matched";
}

/** What the customer's list of operations shows: the payer and their words, as the bank gave them. */
const descriptionOf = (entry: StatementEntry) =>
  ([entry.payerName, ...entry.remittance].filter(Boolean).join(" ") || entry.reference).slice(
    0,
    200,
  );

/**
 * Imports a camt.053 file (`StatementFileError` refuses it whole, before anything is written) in
 * one transaction: a failure anywhere leaves nothing of it. The file is known by the SHA-256 of its
 * bytes, so that the same file twice, even from two members of staff at once on two instances, is
 * one import (`AlreadyImportedError` for the other); an entry is known by its account and the
 * bank's reference, so that one that comes back in another file is not booked again. The mail
 * telling a customer their first transfer arrived is queued with the credit it reports, so that it
 * leaves once per credit booked, and is never lost to a crash: `mailer.nudge()` after the import.
 */
export async function importStatementFile(
  db: Db,
  mailer: Mailer,
  { xml, staffId }: { xml: string; staffId: string },
  now = new Date(),
): Promise<ImportSummary> {
  const file = parseCamt053(xml);
  const sha256 = createHash("sha256").update(xml, "utf8").digest("hex");
  // An account's statements of several days are taken together, and the accounts in IBAN order:
  // two files locking the same accounts lock them in the same order, and never wait on each other
  // in a circle.
  const byAccount = new Map<string, StatementEntry[]>();
  for (const statement of file.statements) {
    const iban = electronicIban(statement.accountIban);
    byAccount.set(iban, [...(byAccount.get(iban) ?? []), ...statement.entries]);
  }
  const accounts = [...byAccount].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return inTransaction(db, async (trx) => {
    const recorded = await trx
      .insertInto("statement_files")
      .values({
        sha256,
        message_id: file.messageId,
        imported_by: staffId,
        imported_at: now,
        entry_count: accounts.reduce((count, [, entries]) => count + entries.length, 0),
      })
      // A concurrent import of the same bytes waits here for the first to end, then finds it.
      .onConflict((conflict) => conflict.column("sha256").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!recorded) {
      const earlier = await trx
        .selectFrom("statement_files")
        .select(["id", "imported_at", "imported_by"])
        .where("sha256", "=", sha256)
        .executeTakeFirstOrThrow();
      throw new AlreadyImportedError(earlier.id, earlier.imported_at, earlier.imported_by);
    }
    const summary: ImportSummary = {
      fileId: recorded.id,
      credited: 0,
      alreadyBooked: 0,
      unknownAccounts: 0,
      toReview: 0,
      notBooked: 0,
    };
    for (const [iban, entries] of accounts) {
      // Locked: staff deciding on the opening, or another file's first transfer, wait for this one.
      const account = await lockAccountByIban(trx, iban);
      if (!account) {
        summary.unknownAccounts += entries.length;
        continue;
      }
      let firstTransferMatched = account.first_transfer_matched_at !== null;
      for (const entry of entries) {
        if (entry.direction !== "credit" || entry.currency !== "EUR") {
          summary.notBooked += 1;
          continue;
        }
        const outcome = firstTransferOutcome({ ...account, firstTransferMatched }, entry);
        let transactionId: string;
        try {
          transactionId = await postTransaction(trx, {
            bookedOn: entry.bookedOn,
            description: descriptionOf(entry),
            source: "statement",
            sourceReference: `${iban} ${entry.reference}`,
            entries: [
              { ledgerAccount: account.id, amountCents: entry.amountCents },
              { ledgerAccount: PARTNER_BANK_SETTLEMENT, amountCents: -entry.amountCents },
            ],
          });
        } catch (error) {
          if (!(error instanceof AlreadyPostedError)) throw error;
          summary.alreadyBooked += 1;
          continue;
        }
        const { id } = await trx
          .insertInto("statement_entries")
          .values({
            file_id: recorded.id,
            account_iban: iban,
            reference: entry.reference,
            amount_cents: entry.amountCents,
            booked_on: entry.bookedOn,
            payer_name: entry.payerName ?? null,
            payer_iban: entry.payerIban ?? null,
            remittance: entry.remittance.join("\n"),
            end_to_end_id: entry.endToEndId ?? null,
            outcome,
            ledger_transaction_id: transactionId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        summary.credited += 1;
        if (!reviewed.has(outcome)) summary.toReview += 1;
        const notice = customerNotice[outcome];
        if (notice) {
          await mailer.queue(
            trx,
            account.email,
            mails(account.language).firstTransferReceived(
              account.first_name,
              { amountCents: entry.amountCents, payerName: entry.payerName ?? null },
              notice,
              mailer.link(clientAreaPath, account.language),
            ),
          );
        }
        if (outcome === "matched") {
          await trx
            .updateTable("current_accounts")
            .set({ first_transfer_matched_at: now, first_transfer_entry_id: id })
            .where("id", "=", account.id)
            .execute();
          firstTransferMatched = true;
        }
      }
    }
    return summary;
  });
}
