/**
 * The client area's « Mes documents »: what the bank gave the customer for each of their loan
 * applications, as kept (decisions 024 and 033). Only the caller's own applications are read.
 */
import type { IssuedDocuments } from "../../domain/api/applications";
import type { Db } from "../../db/database";

/**
 * The customer's applications with at least one document issued (a FIPEN given, an offer), the
 * newest first, each with its sheets in the order they were given and its contract if issued.
 */
export async function issuedDocuments(db: Db, customerId: string): Promise<IssuedDocuments[]> {
  const applications = await db
    .selectFrom("credit_applications as a")
    .leftJoin("credit_contracts as k", "k.application_id", "a.id")
    .select(["a.id", "a.product", "a.amount", "a.months", "a.state", "a.signed_at", "k.issued_at"])
    .where("a.customer_id", "=", customerId)
    .orderBy("a.created_at", "desc")
    .orderBy("a.id")
    .execute();
  const ids = applications.map((application) => application.id);
  const deliveries =
    ids.length === 0
      ? []
      : await db
          .selectFrom("credit_fipen_deliveries")
          .select(["id", "application_id", "delivered_at"])
          .where("application_id", "in", ids)
          .orderBy("delivered_at")
          .orderBy("id")
          .execute();
  return applications
    .map((application) => ({
      id: application.id,
      product: application.product,
      amount: application.amount,
      months: application.months,
      state: application.state,
      fipens: deliveries
        .filter((delivery) => delivery.application_id === application.id)
        .map((delivery) => ({ id: delivery.id, deliveredAt: delivery.delivered_at.toISOString() })),
      contract: application.issued_at && {
        issuedAt: application.issued_at.toISOString(),
        signedAt: application.signed_at?.toISOString() ?? null,
      },
    }))
    .filter((application) => application.fipens.length > 0 || application.contract !== null);
}
