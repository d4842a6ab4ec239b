/**
 * The refunds of refused and withdrawn openings (issue 34, decision record 059): what each payer
 * sent the account is due back to them, written in the transaction of the refusal or withdrawal
 * that makes it due, then paid by the partner bank from the payment order staff download
 * (pain.001), each refund in one order only.
 */
import { randomUUID } from "node:crypto";
import { bank } from "../../domain/bank";
import { parisDay } from "../../domain/calendar/parisDay";
import { bankIdentifiers, electronicIban, isValidIban } from "../../domain/currentAccount/iban";
import type { Db } from "../../db/database";
import type { RefundReason } from "../../db/schema";
import { pain001, sepaText } from "../statements/pain001";
import { toCents } from "./ledger";

/** No refund is due: an order would transfer nothing. */
export class NothingDueError extends Error {}

/** What the payer reads on their statement, by why the money goes back. */
const remittances: Record<RefundReason, string> = {
  refused: "Remboursement - ouverture de compte refusee",
  withdrawn: "Remboursement - retractation du contrat de compte",
};

/**
 * Records, for the opening whose account `accountIban` is refused or withdrawn, one refund per
 * payer of what they sent it, in the order the money came; never more in total than `balanceCents`
 * (what the account still holds): the payers last to send are paid what remains. A credit without
 * a payer's IBAN or a name in Latin letters cannot be sent back by this order and stays in the
 * account's history for staff.
 */
export async function recordRefundsDue(
  trx: Db,
  {
    openingId,
    accountIban,
    balanceCents,
    reason,
    now,
  }: {
    openingId: string;
    accountIban: string;
    balanceCents: number;
    reason: RefundReason;
    now: Date;
  },
): Promise<void> {
  const received = await trx
    .selectFrom("statement_entries")
    .select(["amount_cents", "payer_name", "payer_iban"])
    .where("account_iban", "=", accountIban)
    .orderBy("booked_on")
    .orderBy("reference")
    .execute();
  const byPayer = new Map<string, { name: string; cents: number }>();
  for (const entry of received) {
    if (!entry.payer_iban || !isValidIban(entry.payer_iban)) continue;
    // A name the scheme's Latin characters cannot write (Greek, Cyrillic…) would leave Cdtr/Nm
    // empty, and the partner bank would refuse the whole file.
    if (!entry.payer_name || sepaText(entry.payer_name, 70) === "") continue;
    const iban = electronicIban(entry.payer_iban);
    const payer = byPayer.get(iban) ?? { name: entry.payer_name, cents: 0 };
    payer.cents += toCents(entry.amount_cents);
    byPayer.set(iban, payer);
  }
  let left = Math.max(0, balanceCents);
  for (const [iban, payer] of byPayer) {
    const cents = Math.min(payer.cents, left);
    if (cents === 0) break;
    left -= cents;
    await trx
      .insertInto("opening_refunds")
      .values({
        opening_id: openingId,
        reason,
        payer_name: payer.name,
        payer_iban: iban,
        amount_cents: cents,
        due_at: now,
      })
      .execute();
  }
}

const refundColumns = [
  "r.id",
  "r.opening_id as openingId",
  "r.reason",
  "r.payer_name as payerName",
  "r.payer_iban as payerIban",
  "r.amount_cents",
  "r.due_at",
  "c.first_name",
  "c.last_name",
] as const;

/** The refunds not yet in an order, oldest first, with whose opening they come from. */
export async function refundsDue(db: Db) {
  const rows = await db
    .selectFrom("opening_refunds as r")
    .innerJoin("account_openings as o", "o.id", "r.opening_id")
    .innerJoin("customers as c", "c.id", "o.customer_id")
    .select(refundColumns)
    .where("r.status", "=", "due")
    .orderBy("r.due_at")
    .orderBy("r.id")
    .execute();
  return rows.map(({ amount_cents, due_at, first_name, last_name, ...row }) => ({
    ...row,
    customer: `${first_name} ${last_name}`,
    amountCents: toCents(amount_cents),
    dueAt: due_at.toISOString(),
  }));
}

/** The orders generated, newest first. */
export async function refundOrders(db: Db) {
  const rows = await db
    .selectFrom("refund_orders as f")
    .leftJoin("customers as c", "c.id", "f.created_by")
    .select([
      "f.id",
      "f.message_id",
      "f.created_at",
      "c.email",
      "f.transaction_count",
      "f.control_sum_cents",
    ])
    .orderBy("f.created_at", "desc")
    .orderBy("f.id")
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    createdAt: row.created_at.toISOString(),
    createdBy: row.email,
    transactionCount: row.transaction_count,
    controlSumCents: toCents(row.control_sum_cents),
  }));
}

/**
 * Puts every refund due in one new payment order, its XML kept, and marks them exported. The rows
 * are locked: a second member of staff generating at once waits, then finds them exported and
 * none left (PostgreSQL reads the locked rows again after the wait; the embedded database runs one
 * transaction at a time).
 */
export async function exportRefunds(trx: Db, staffId: string, now: Date) {
  const due = await trx
    .selectFrom("opening_refunds")
    .select(["id", "opening_id", "reason", "payer_name", "payer_iban", "amount_cents"])
    .where("status", "=", "due")
    .orderBy("due_at")
    .orderBy("id")
    .forUpdate()
    .execute();
  if (due.length === 0) throw new NothingDueError();
  const id = randomUUID();
  // 35 characters at most, and never the same twice: the order's own id.
  const messageId = `REMB${id.replaceAll("-", "").slice(0, 31)}`;
  const transfers = due.map((refund) => ({
    endToEndId: refund.id.replaceAll("-", ""),
    amountCents: toCents(refund.amount_cents),
    creditorName: refund.payer_name,
    creditorIban: refund.payer_iban,
    remittance: `${remittances[refund.reason]} ${refund.opening_id.slice(0, 8)}`,
  }));
  const controlSumCents = transfers.reduce((sum, each) => sum + each.amountCents, 0);
  const xml = pain001({
    messageId,
    createdAt: now,
    executionDate: parisDay(now),
    debtor: { name: bank.legalName, iban: bankIdentifiers.refundsIban, bic: bankIdentifiers.bic },
    transfers,
  });
  await trx
    .insertInto("refund_orders")
    .values({
      id,
      message_id: messageId,
      created_at: now,
      created_by: staffId,
      transaction_count: transfers.length,
      control_sum_cents: controlSumCents,
      xml,
    })
    .execute();
  await trx
    .updateTable("opening_refunds")
    .set({ status: "exported", order_id: id })
    .where(
      "id",
      "in",
      due.map((refund) => refund.id),
    )
    .execute();
  return {
    id,
    messageId,
    createdAt: now.toISOString(),
    transactionCount: transfers.length,
    controlSumCents,
  };
}

/** An order's XML as it was generated, or undefined for an unknown id. */
export async function refundOrderXml(db: Db, id: string) {
  return db
    .selectFrom("refund_orders")
    .select(["message_id", "xml"])
    .where("id", "=", id)
    .executeTakeFirst();
}
