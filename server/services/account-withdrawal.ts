/**
 * The customer's withdrawal from the account agreement signed at a distance (Code de la
 * consommation L222-7; « Renoncer au contrat ici », L222-8 and décret n° 2026-3, in force since
 * 19 June 2026). Confirmed once, within the period, for the customer's own account only: the
 * opening becomes `withdrawn`, its account closes, the money it received is due back to the payer,
 * and the acknowledgment (what was declared, and when) is mailed in the same transaction.
 */
import { parisDay } from "../../domain/calendar/parisDay";
import {
  agreementWithdrawalEndsOn,
  holderOf,
  type WithdrawalDeclaration,
} from "../../domain/currentAccount/withdrawal";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { mails } from "../mail/templates";
import type { CustomerRow } from "./customers";
import { balanceOf } from "./ledger";
import { recordRefundsDue } from "./opening-refunds";

/** No signed agreement to withdraw from: no account, or one refused or closed. */
export class NoAgreementError extends Error {}

export class AlreadyWithdrawnError extends Error {}

/** The period ended: the customer closes the account as any customer does, without a fee. */
export class WithdrawalClosedError extends Error {}

/** Where the customer reads about their account. */
const clientAreaPath = "/espaceClient";

/**
 * The opening of the customer's account whose agreement may be withdrawn from, and its account,
 * locked in the order staff's decisions take them (the opening, then its account), so that a
 * withdrawal and a decision racing leave one consistent outcome.
 */
async function lockedAgreement(trx: Db, customerId: string) {
  const opening = await trx
    .selectFrom("account_openings")
    .select(["id", "status", "signed_at", "current_account_id"])
    .where("customer_id", "=", customerId)
    .where("status", "in", ["signed", "approved", "withdrawn"])
    .orderBy("signed_at", "desc")
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!opening?.signed_at || !opening.current_account_id) throw new NoAgreementError();
  if (opening.status === "withdrawn") throw new AlreadyWithdrawnError();
  const account = await trx
    .selectFrom("current_accounts")
    .select(["id", "offer", "iban", "status"])
    .where("id", "=", opening.current_account_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (account.status !== "pending_first_transfer" && account.status !== "open") {
    throw new NoAgreementError();
  }
  return { opening: { ...opening, signed_at: opening.signed_at }, account };
}

export async function withdrawFromAgreement(
  trx: Db,
  mailer: Mailer,
  customer: CustomerRow,
  now: Date,
): Promise<void> {
  const { opening, account } = await lockedAgreement(trx, customer.id);
  const signedOn = parisDay(opening.signed_at);
  if (parisDay(now) > agreementWithdrawalEndsOn(signedOn)) throw new WithdrawalClosedError();
  const declaration: WithdrawalDeclaration = {
    holder: holderOf(customer),
    offer: account.offer,
    iban: account.iban,
    signedOn,
  };
  const refundDueCents = Math.max(0, await balanceOf(trx, account.id));
  await trx
    .updateTable("account_openings")
    .set({ status: "withdrawn", updated_at: now })
    .where("id", "=", opening.id)
    .execute();
  await trx
    .updateTable("current_accounts")
    .set({ status: "closed" })
    .where("id", "=", account.id)
    .execute();
  await trx
    .insertInto("account_opening_withdrawals")
    .values({
      opening_id: opening.id,
      declared_at: now,
      declaration: JSON.stringify(declaration),
      acknowledged_to: customer.email,
      refund_due_cents: refundDueCents,
    })
    .execute();
  await recordRefundsDue(trx, {
    openingId: opening.id,
    accountIban: account.iban,
    balanceCents: refundDueCents,
    reason: "withdrawn",
    now,
  });
  await mailer.queue(
    trx,
    customer.email,
    mails(customer.language).agreementWithdrawn(
      customer.first_name,
      declaration,
      now,
      refundDueCents,
      mailer.link(clientAreaPath, customer.language),
    ),
  );
}
