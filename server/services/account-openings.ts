/**
 * A current account's opening at a distance (issue 34): started or resumed, then answered step by
 * step. Each step's answer is its form's output (domain/forms/accountOpening.ts), saved as is.
 */
import type { Selectable } from "kysely";
import type { AccountOfferId } from "../../domain/accounts";
import { bankIdentifiers } from "../../domain/currentAccount/iban";
import {
  nextAnswerStep,
  type IdentityFile,
  type IdentityFileSide,
  type OpeningDocumentKind,
  pendingOpeningStatuses,
  type AnswerStep,
  type Opening,
  type OpeningAnswers,
} from "../../domain/currentAccount/opening";
import type { Db } from "../../db/database";
import type { AccountOpeningsTable } from "../../db/schema";
import { firstTransferReference } from "./current-accounts";

/** The step cannot change: the agreement is signed, or staff decided. */
export class OpeningLockedError extends Error {}

const answersOf = (row: OpeningRow): OpeningAnswers => ({
  offer: row.offer,
  identity: row.identity,
  knowYourCustomer: row.know_your_customer,
  taxResidence: row.tax_residence,
  identityDocument: row.identity_document,
});

export type OpeningRow = Selectable<AccountOpeningsTable>;

/** Each side's file as the API shows it (no bytes), `null` for a side not sent. */
export async function identityFilesOf(
  db: Db,
  openingId: string,
): Promise<Record<IdentityFileSide, IdentityFile | null>> {
  const rows = await db
    .selectFrom("account_opening_id_files")
    .select(["side", "file_name", "media_type", "size", "uploaded_at"])
    .where("opening_id", "=", openingId)
    .execute();
  const of = (side: IdentityFileSide) => {
    const row = rows.find((found) => found.side === side);
    return row
      ? {
          fileName: row.file_name,
          mediaType: row.media_type,
          size: row.size,
          uploadedAt: row.uploaded_at.toISOString(),
        }
      : null;
  };
  return { front: of("front"), back: of("back") };
}

/**
 * The opening as the API answers it: its answers, the documents issued from them and, once
 * signed, where the first transfer goes.
 */
export async function loadOpening(db: Db, row: OpeningRow): Promise<Opening> {
  const answers = answersOf(row);
  const documents = await db
    .selectFrom("account_opening_documents")
    .select(["kind", "sha256", "issued_at"])
    .where("opening_id", "=", row.id)
    .execute();
  const issued = (kind: OpeningDocumentKind) => {
    const document = documents.find((found) => found.kind === kind);
    return document && { sha256: document.sha256, issuedAt: document.issued_at.toISOString() };
  };
  const agreement = issued("agreement");
  const feeInformation = issued("fee_information");
  const account =
    row.current_account_id === null
      ? undefined
      : await db
          .selectFrom("current_accounts")
          .select(["id", "iban", "first_transfer_matched_at"])
          .where("id", "=", row.current_account_id)
          .executeTakeFirstOrThrow();
  return {
    id: row.id,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    ...answers,
    nextStep: nextAnswerStep(answers),
    identityDocumentFiles: await identityFilesOf(db, row.id),
    documents: agreement && feeInformation ? { agreement, feeInformation } : null,
    signedAt: row.signed_at?.toISOString() ?? null,
    firstTransfer: account
      ? {
          iban: account.iban,
          bic: bankIdentifiers.bic,
          reference: firstTransferReference(account),
          receivedAt: account.first_transfer_matched_at?.toISOString() ?? null,
        }
      : null,
  };
}

/** The customer's pending opening, if any. */
export async function pendingRow(db: Db, customerId: string): Promise<OpeningRow | undefined> {
  return db
    .selectFrom("account_openings")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("status", "in", pendingOpeningStatuses)
    .executeTakeFirst();
}

export async function pendingOpening(db: Db, customerId: string): Promise<Opening | undefined> {
  const row = await pendingRow(db, customerId);
  return row && loadOpening(db, row);
}

/**
 * The customer's pending opening, or a new one. Two starts at once (a double tap, two tabs, two
 * instances) both get the same opening: the unique index of pending openings lets one insert
 * through, and the other, which inserts nothing, reads it.
 */
export async function startOpening(
  db: Db,
  customerId: string,
): Promise<{ opening: Opening; resumed: boolean }> {
  const inserted = await db
    .insertInto("account_openings")
    .values({ customer_id: customerId })
    .onConflict((conflict) =>
      conflict.column("customer_id").where("status", "in", pendingOpeningStatuses).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { opening: await loadOpening(db, inserted), resumed: false };
  const existing = await pendingRow(db, customerId);
  if (!existing) throw new Error(`No pending opening for ${customerId} after a conflict`);
  return { opening: await loadOpening(db, existing), resumed: true };
}

/** Each answer step's column, and how its answer is written there. */
const columns = {
  offer: (answer: AccountOfferId) => ({ offer: answer }),
  identity: (answer: OpeningAnswers["identity"]) => ({ identity: JSON.stringify(answer) }),
  knowYourCustomer: (answer: OpeningAnswers["knowYourCustomer"]) => ({
    know_your_customer: JSON.stringify(answer),
  }),
  taxResidence: (answer: OpeningAnswers["taxResidence"]) => ({
    tax_residence: JSON.stringify(answer),
  }),
  identityDocument: (answer: OpeningAnswers["identityDocument"]) => ({
    identity_document: JSON.stringify(answer),
  }),
} satisfies { [S in AnswerStep]: (answer: NonNullable<OpeningAnswers[S]>) => object };

/**
 * Saves one step's answer in the customer's pending opening, replacing an earlier one, in the
 * caller's transaction. Only while it is in progress: once signed, the answers are what the
 * agreement was signed on. The documents issued from the older answers go: the agreement names
 * the holder as they last declared. `undefined` when the customer has no pending opening.
 */
export async function saveOpeningStep<S extends AnswerStep>(
  db: Db,
  customerId: string,
  step: S,
  answer: NonNullable<OpeningAnswers[S]>,
  now: Date,
): Promise<Opening | undefined> {
  const row = await pendingRow(db, customerId);
  if (!row) return undefined;
  if (row.status !== "in_progress") throw new OpeningLockedError();
  const write = columns[step] as (answer: NonNullable<OpeningAnswers[S]>) => object;
  const updated = await db
    .updateTable("account_openings")
    .set({ ...write(answer), updated_at: now })
    .where("id", "=", row.id)
    .where("status", "=", "in_progress")
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new OpeningLockedError();
  await db.deleteFrom("account_opening_documents").where("opening_id", "=", row.id).execute();
  return loadOpening(db, updated);
}
