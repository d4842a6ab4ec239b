/**
 * The client area's « Mes documents »: what the bank gave the customer for each of their loan
 * applications (decisions 024 and 033) and current account openings (issue 34), as kept. Only the
 * caller's own applications and openings are read.
 */
import type { IssuedDocuments } from "../../domain/api/applications";
import type {
  KeptOpeningDocuments,
  OpeningDocumentKind,
} from "../../domain/currentAccount/opening";
import type { Db } from "../../db/database";
import { DocumentIntegrityError, digestOf } from "./document-store";

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

/**
 * The customer's openings whose agreement and fee information document were issued, the newest
 * first: an opening still in progress lists them as given, a signed one (and one staff decided on
 * since) as signed too. A changed answer removes what was issued before, so an opening lists the
 * documents it was, or will be, signed on.
 */
export async function openingDocuments(
  db: Db,
  customerId: string,
): Promise<KeptOpeningDocuments[]> {
  const rows = await db
    .selectFrom("account_openings as o")
    .innerJoin("account_opening_documents as d", "d.opening_id", "o.id")
    .leftJoin("current_accounts as a", "a.id", "o.current_account_id")
    .select([
      "o.id",
      "o.offer",
      "o.status",
      "o.started_at",
      "o.signed_at",
      "d.kind",
      "d.sha256",
      "d.issued_at",
      "a.status as account_status",
    ])
    .where("o.customer_id", "=", customerId)
    .orderBy("o.started_at", "desc")
    .orderBy("o.id")
    .execute();
  const openings: KeptOpeningDocuments[] = [];
  for (const row of rows) {
    if (openings.some((opening) => opening.id === row.id)) continue;
    const of = (kind: OpeningDocumentKind) => {
      const document = rows.find((found) => found.id === row.id && found.kind === kind);
      return document && { sha256: document.sha256, issuedAt: document.issued_at.toISOString() };
    };
    const agreement = of("agreement");
    const feeInformation = of("fee_information");
    // Both are issued in one statement; an offer is answered before either is.
    if (!agreement || !feeInformation || row.offer === null) continue;
    openings.push({
      id: row.id,
      offer: row.offer,
      status: row.status,
      startedAt: row.started_at.toISOString(),
      signedAt: row.signed_at?.toISOString() ?? null,
      documents: { agreement, feeInformation },
      // The RIB served is the customer's account under way or open: a refused or closed one's
      // IBAN takes no transfer.
      rib: row.account_status === "pending_first_transfer" || row.account_status === "open",
    });
  }
  return openings;
}

/**
 * A document of one of the customer's openings, the bytes kept when it was issued, checked against
 * the digest recorded then (the one a signature names). `undefined` when the opening is not the
 * customer's, `null` when that document is not issued.
 */
export async function keptOpeningDocument(
  db: Db,
  customerId: string,
  openingId: string,
  kind: OpeningDocumentKind,
): Promise<Buffer | null | undefined> {
  const opening = await db
    .selectFrom("account_openings")
    .select("id")
    .where("id", "=", openingId)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  if (!opening) return undefined;
  const row = await db
    .selectFrom("account_opening_documents")
    .select(["sha256", "pdf"])
    .where("opening_id", "=", opening.id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!row) return null;
  const pdf = Buffer.from(row.pdf);
  const found = await digestOf(pdf);
  if (found !== row.sha256) {
    throw new DocumentIntegrityError(`${opening.id} ${kind}`, row.sha256, found);
  }
  return pdf;
}
