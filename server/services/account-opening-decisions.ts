/**
 * Staff's decision on a signed account opening (issue 34, item 4). Each runs in the caller's
 * transaction with the opening locked, so that two members of staff deciding at once leave one
 * decision: the second finds it decided. The event (with the member of staff as actor) and the
 * customer's mail are written in the same transaction.
 */
import type { OpeningFile } from "../../domain/api/openingAdmin";
import { bankIdentifiers } from "../../domain/currentAccount/iban";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import { openingFile, reviewedScreening } from "./account-opening-review";
import { balanceOf, toCents } from "./ledger";
import { recordRefundsDue } from "./opening-refunds";

export class OpeningNotFoundError extends Error {}

/** The opening is not signed: still being answered, or decided already. */
export class OpeningWrongStateError extends Error {}

/** The first transfer from the customer's own account has not matched: R561-5-2 is not met. */
export class FirstTransferMissingError extends Error {}

/** The screening found the customer, maybe, in the asset-freeze register: staff look first. */
export class ScreeningHitError extends Error {}

/** No asset-freeze register is loaded: the customer cannot be screened, so not approved. */
export class NoFreezeListError extends Error {}

/** The approver cleared a hit the approval relies on: another member of staff approves. */
export class FourEyesError extends Error {}

/** The register entry to clear is not, or no longer, a hit of the customer's screening. */
export class NotAHitError extends Error {}

/** The hit is cleared already, for its entry as the register gives it now. */
export class AlreadyClearedError extends Error {}

/** Who decides. */
export interface StaffStep {
  staffId: string;
}

/** Where the customer reads about their account. */
const clientAreaPath = "/espaceClient";

/**
 * The opening and its account, locked until the transaction ends in this order (the opening, then
 * its account), as no other writer takes them in the other: a statement's import locks the
 * account alone. `now` is read once both are held: a step that waited for another (a clearance
 * for an approval) is recorded after it, so the history's order is the order they took effect.
 */
async function lockedForDecision(trx: Db, id: string) {
  const row = await trx
    .selectFrom("account_openings")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new OpeningNotFoundError();
  if (row.status !== "signed" || row.current_account_id === null) {
    throw new OpeningWrongStateError();
  }
  const account = await trx
    .selectFrom("current_accounts")
    .selectAll()
    .where("id", "=", row.current_account_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const customer = await trx
    .selectFrom("customers")
    .select(["email", "first_name", "last_name", "birth_date", "language"])
    .where("id", "=", row.customer_id)
    .executeTakeFirstOrThrow();
  return { row, account, customer, now: new Date() };
}

async function record(
  trx: Db,
  openingId: string,
  { staffId }: StaffStep,
  now: Date,
  event: "approved" | "refused",
  detail: Record<string, unknown>,
) {
  await trx
    .insertInto("account_opening_events")
    .values({
      opening_id: openingId,
      at: now,
      actor_id: staffId,
      event,
      detail: JSON.stringify(detail),
    })
    .execute();
}

async function decided(trx: Db, id: string): Promise<OpeningFile> {
  const file = await openingFile(trx, id);
  if (!file) throw new OpeningNotFoundError();
  return file;
}

/**
 * Approves the opening: the account opens. Only once its first transfer matched, read under the
 * account's lock (an import that matches it meanwhile is waited for), and once the customer,
 * screened again now against the register loaded, is found in it under no name.
 */
export async function approveOpening(
  trx: Db,
  mailer: Mailer,
  step: StaffStep,
  id: string,
): Promise<OpeningFile> {
  const { account, customer, now } = await lockedForDecision(trx, id);
  if (account.first_transfer_matched_at === null || account.first_transfer_entry_id === null) {
    throw new FirstTransferMissingError();
  }
  const screening = await reviewedScreening(trx, id, customer);
  if (screening.outcome === "no_list_loaded") throw new NoFreezeListError();
  if (screening.hits.some((hit) => hit.clearance === null)) throw new ScreeningHitError();
  if (screening.hits.some((hit) => hit.clearedById === step.staffId)) throw new FourEyesError();
  await trx
    .updateTable("account_openings")
    .set({ status: "approved", updated_at: now })
    .where("id", "=", id)
    .execute();
  await trx
    .updateTable("current_accounts")
    .set({ status: "open" })
    .where("id", "=", account.id)
    .execute();
  await record(trx, id, step, now, "approved", {
    accountId: account.id,
    firstTransferEntryId: account.first_transfer_entry_id,
    firstTransferMatchedAt: account.first_transfer_matched_at.toISOString(),
    screening: {
      listPublishedAt: screening.listPublishedAt,
      loadedAt: screening.loadedAt,
      hits: screening.hits.length,
      // Each hit passed as a namesake, and the clearance it passed on.
      cleared: screening.hits.map(({ listId, clearance, clearedById }) => ({
        listId,
        clearedById,
        clearedAt: clearance?.clearedAt,
      })),
    },
  });
  await mailer.queue(
    trx,
    customer.email,
    mails(customer.language).accountOpened(
      customer.first_name,
      { iban: account.iban, bic: bankIdentifiers.bic },
      mailer.link(clientAreaPath, customer.language),
    ),
  );
  return decided(trx, id);
}

/**
 * Refuses the opening, with a reason written to the customer: the account is refused. The money
 * it already received is due back to the account it came from: the history records how much and
 * from whom, and a refund per payer waits for staff's payment order to the partner bank.
 */
export async function refuseOpening(
  trx: Db,
  mailer: Mailer,
  step: StaffStep,
  id: string,
  { reason }: { reason: string },
): Promise<OpeningFile> {
  const { row, account, customer, now } = await lockedForDecision(trx, id);
  const refundDueCents = await balanceOf(trx, account.id);
  const received = await trx
    .selectFrom("statement_entries")
    .select(["id", "amount_cents", "payer_name", "payer_iban", "booked_on"])
    .where("account_iban", "=", account.iban)
    .orderBy("booked_on")
    .orderBy("reference")
    .execute();
  await trx
    .updateTable("account_openings")
    .set({ status: "refused", updated_at: now })
    .where("id", "=", row.id)
    .execute();
  await trx
    .updateTable("current_accounts")
    .set({ status: "refused" })
    .where("id", "=", account.id)
    .execute();
  await record(trx, id, step, now, "refused", {
    reason,
    accountId: account.id,
    refundDueCents,
    received: received.map((entry) => ({
      entryId: entry.id,
      amountCents: toCents(entry.amount_cents),
      payerName: entry.payer_name,
      payerIban: entry.payer_iban,
      bookedOn: entry.booked_on,
    })),
  });
  await recordRefundsDue(trx, {
    openingId: id,
    accountIban: account.iban,
    balanceCents: refundDueCents,
    reason: "refused",
    now,
  });
  await mailer.queue(
    trx,
    customer.email,
    mails(customer.language).accountRefused(
      customer.first_name,
      reason,
      refundDueCents,
      mailer.link(clientAreaPath, customer.language),
    ),
  );
  return decided(trx, id);
}

/**
 * Clears a hit of the customer's screening as a namesake: staff found that the customer is not the
 * person of this register entry, for the reason written. Screened again now, under the opening's
 * lock, so that the entry cleared is the one the register gives at this moment, and an approval
 * taken meanwhile is waited for (then the opening is decided, and nothing is cleared).
 */
export async function clearScreeningHit(
  trx: Db,
  { staffId }: StaffStep,
  id: string,
  { listId, reason }: { listId: string; reason: string },
): Promise<OpeningFile> {
  const { customer, now } = await lockedForDecision(trx, id);
  const screening = await reviewedScreening(trx, id, customer);
  if (screening.outcome === "no_list_loaded") throw new NoFreezeListError();
  const hit = screening.hits.find((each) => each.listId === listId);
  if (!hit) throw new NotAHitError();
  if (hit.clearance) throw new AlreadyClearedError();
  await trx
    .insertInto("account_opening_clearances")
    .values({
      opening_id: id,
      list_id: listId,
      entry: JSON.stringify(hit.entry),
      list_published_at: screening.listPublishedAt,
      reason,
      cleared_by: staffId,
      cleared_at: now,
    })
    .execute();
  return decided(trx, id);
}
