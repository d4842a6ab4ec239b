/**
 * The FIPEN given to the customer, kept as given (migration 016): the lender must prove the sheet
 * was delivered before the contract (L312-12), and a sheet rebuilt later by newer code would not
 * prove what the customer read. The signature checks that a sheet of the offer's figures was given.
 */
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { buildFipen } from "../../domain/credit/fipen";
import type { Db } from "../../db/database";
import { bankDay, ownApplication, record, type ApplicationRow } from "./applications";
import { renderFipenPdf } from "./fipen-pdf";

export interface FipenDelivery {
  id: string;
  sha256: string;
  deliveredAt: Date;
}

/** The deliveries of a sheet quoting the application's figures, the earliest first. */
const deliveriesOf = (db: Db, row: ApplicationRow) =>
  db
    .selectFrom("credit_fipen_deliveries")
    .where("application_id", "=", row.id)
    .where("amount", "=", row.amount)
    .where("months", "=", row.months)
    .where(sql<boolean>`annual_rate = ${row.annual_rate}::numeric`)
    .where("insurance", "=", row.insurance)
    .orderBy("delivered_at");

const fipenFileName = (product: string, issuedOn: string) => `FIPEN-${product}-${issuedOn}.pdf`;

/**
 * The FIPEN of the customer's application, from its frozen figures, dated today, kept with the
 * moment it was given and recorded in the history. Asked for again the same day, the same sheet
 * is sent again, byte for byte. Nothing for another customer's application. `db` is a transaction.
 */
export async function deliverFipen(
  db: Db,
  customerId: string,
  id: string,
  now: Date,
): Promise<{ pdf: Buffer; fileName: string } | undefined> {
  // Locked: two downloads at once keep one sheet of the day.
  const row = await ownApplication(db, customerId, id).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  const issuedOn = bankDay(now);
  const fileName = fipenFileName(row.product, issuedOn);
  const given = await deliveriesOf(db, row)
    .select("pdf")
    .where("issued_on", "=", issuedOn)
    .executeTakeFirst();
  if (given) return { pdf: Buffer.from(given.pdf), fileName };
  const sheet = buildFipen(
    {
      product: row.product,
      amount: row.amount,
      months: row.months,
      annualRate: Number(row.annual_rate),
      insurance: row.insurance,
    },
    { issuedOn },
  );
  const pdf = await renderFipenPdf(sheet, { createdAt: now });
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const delivery = await db
    .insertInto("credit_fipen_deliveries")
    .values({
      application_id: id,
      delivered_at: now,
      issued_on: issuedOn,
      amount: row.amount,
      months: row.months,
      annual_rate: Number(row.annual_rate),
      insurance: row.insurance,
      sha256,
      pdf,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await record(db, id, customerId, "fipen_downloaded", {
    issuedOn,
    deliveryId: delivery.id,
    sha256,
  });
  return { pdf, fileName };
}

/** The first FIPEN given before `now` that quotes the offer's figures, if the customer had one. */
export async function fipenDeliveredFor(
  db: Db,
  row: ApplicationRow,
  now: Date,
): Promise<FipenDelivery | undefined> {
  const delivery = await deliveriesOf(db, row)
    .select(["id", "sha256", "delivered_at"])
    .where("delivered_at", "<=", now)
    .executeTakeFirst();
  return (
    delivery && { id: delivery.id, sha256: delivery.sha256, deliveredAt: delivery.delivered_at }
  );
}

/**
 * A sheet as it was given, under the name it was given with: `undefined` for an application that
 * is not the customer's, `null` for a delivery that is not of this application (or no id).
 */
export async function deliveredFipenFile(
  db: Db,
  customerId: string,
  applicationId: string,
  deliveryId: string | null,
): Promise<{ pdf: Buffer; fileName: string } | null | undefined> {
  const row = await ownApplication(db, customerId, applicationId).executeTakeFirst();
  if (!row) return undefined;
  if (deliveryId === null) return null;
  const delivery = await db
    .selectFrom("credit_fipen_deliveries")
    .select(["pdf", "issued_on"])
    .where("id", "=", deliveryId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!delivery) return null;
  return {
    pdf: Buffer.from(delivery.pdf),
    fileName: fipenFileName(row.product, delivery.issued_on),
  };
}
