/**
 * The quotas of loan applications (domain/credit/quotas.ts) where they are enforced: how many a
 * customer opens, and how much each one stores.
 */
import { sql } from "kysely";
import type { CreditProduct } from "../../domain/credit/products";
import {
  applicationQuotaRefusal,
  storageRefusal,
  type QuotaRefusal,
} from "../../domain/credit/quotas";
import type { Db } from "../../db/database";
import type { MessageRef } from "../../domain/i18n/message";

/** Advisory-lock class (first key of `pg_advisory_xact_lock(int, int)`), apart from the others'. */
const APPLICATION_QUOTA_LOCK = 7_329;

/** A new application is refused: the declared code, its message, the one to resume. */
export class ApplicationQuotaError extends Error {
  constructor(readonly refusal: QuotaRefusal) {
    super(refusal.code);
  }
}

/** The file would take the application past its storage: the message names the sizes. */
export class StorageQuotaError extends Error {
  constructor(readonly text: MessageRef) {
    super(text.key);
  }
}

/**
 * Refuses a new application of `product` beyond the customer's quotas. Run in the transaction
 * that creates it: the lock per customer, held until that transaction ends, makes a second
 * request (on this instance or another) wait here and then count the first one's application, so
 * two « Faire ma demande » at once never open two. `today` is the bank's day in Paris.
 */
export async function checkApplicationQuotas(
  trx: Db,
  customerId: string,
  product: CreditProduct,
  { now, today }: { now: Date; today: string },
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${APPLICATION_QUOTA_LOCK}, hashtext(${customerId}))`.execute(
    trx,
  );
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  // Every one of the customer's: the quotas keep them few.
  const rows = await trx
    .selectFrom("credit_applications")
    .select(["id", "product", "state", "offer_valid_until", "created_at"])
    .where("customer_id", "=", customerId)
    .execute();
  const refusal = applicationQuotaRefusal(
    rows.map((row) => ({
      id: row.id,
      product: row.product,
      state: row.state,
      offerValidUntil: row.offer_valid_until,
      createdAt: row.created_at.toISOString(),
    })),
    product,
    { today, yearAgo: yearAgo.toISOString() },
  );
  if (refusal) throw new ApplicationQuotaError(refusal);
}

/**
 * PostgreSQL's refusal of a second application in progress of one loan (migration 014's index):
 * a creation that did not take the lock above raced another. Checked again, it finds that one.
 */
export const isSecondInProgress = (error: unknown) =>
  (error as { code?: unknown }).code === "23505" &&
  /credit_applications_one_in_progress/.test(String((error as { message?: unknown }).message));

/**
 * Refuses a file of `fileBytes` that would take the application's files past their storage; the
 * one it replaces, `replacedId`, is not counted. Run under the application's lock, which every
 * Documents step takes: two files sent at once are counted one after the other.
 */
export async function checkStorageQuota(
  db: Db,
  applicationId: string,
  fileBytes: number,
  replacedId?: string,
): Promise<void> {
  let files = db
    .selectFrom("credit_application_documents")
    .select((eb) => eb.fn.sum<string | null>("size").as("used"))
    .where("application_id", "=", applicationId);
  if (replacedId !== undefined) files = files.where("id", "<>", replacedId);
  const { used } = await files.executeTakeFirstOrThrow();
  const refusal = storageRefusal(Number(used ?? 0), fileBytes);
  if (refusal) throw new StorageQuotaError(refusal);
}
