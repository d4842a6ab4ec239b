/**
 * The back office's view of current account openings (issue 34, item 4): the queue of signed
 * openings with where their first transfer stands, its CSV export, and the file staff read before
 * deciding. The decisions are in account-opening-decisions.ts.
 */
import { isDeepStrictEqual } from "node:util";
import { sql, type ExpressionBuilder } from "kysely";
import {
  screeningState,
  type OpeningFile,
  type OpeningFilters,
  type OpeningHistoryEntry,
  type OpeningPage,
  type OpeningScreening,
  type OpeningTransfer,
} from "../../domain/api/openingAdmin";
import { bankIdentifiers } from "../../domain/currentAccount/iban";
import {
  openingDocumentFiles,
  openingDocumentPaths,
  type OpeningDocumentKind,
} from "../../domain/currentAccount/opening";
import {
  firstTransferStateLabels,
  offerLabels,
  openingStatusLabels,
  screeningLabels,
  transferOutcomeLabels,
  type FirstTransferState,
} from "../../domain/currentAccount/openingReview";
import { formatEuros } from "../../domain/format";
import { formatLeadTime } from "../../domain/leads/display";
import type { Db } from "../../db/database";
import type { Schema } from "../../db/schema";
import { screenPerson } from "../screening/screening";
import { identityFilesOf } from "./account-openings";
import { firstTransferReference } from "./current-accounts";
import { toCsv } from "./csv";
import { balanceOf, toCents } from "./ledger";

/** The outcomes of a credit that wait for staff: every one but a match and a later credit. */
export const outcomesToReview = [
  "reference_missing",
  "payer_unknown",
  "name_mismatch",
  "payer_outside_eea",
  "no_opening",
] as const;

type QueueTables = Schema & {
  o: Schema["account_openings"];
  c: Schema["customers"];
  a: Schema["current_accounts"];
};

/** The credits to the account that did not match, for staff to look at. */
const toReviewCount = (eb: ExpressionBuilder<QueueTables, "a">) =>
  eb
    .selectFrom("statement_entries as e")
    .select((inner) => inner.fn.countAll<string>().as("n"))
    .whereRef("e.account_iban", "=", "a.iban")
    .where("e.outcome", "in", outcomesToReview);

export function transferState(matchedAt: Date | null, toReview: number): FirstTransferState {
  if (matchedAt !== null) return "matched";
  return toReview > 0 ? "to_review" : "awaiting";
}

type Hit = Extract<OpeningScreening, { outcome: "screened" }>["hits"][number];

/** A hit with who cleared it, which the approval's four eyes compare with the approver. */
export type ReviewedHit = Hit & { clearedById: string | null };

export type ReviewedScreening =
  | { outcome: "no_list_loaded" }
  | { outcome: "screened"; listPublishedAt: Date; loadedAt: Date; hits: ReviewedHit[] };

/**
 * The customer screened against the register loaded now, each hit with staff's clearance of its
 * entry for this opening when there is one that holds: one made on the entry as the register still
 * gives it. A clearance of another entry, or of this one as it read before a change, clears nothing.
 */
export async function reviewedScreening(
  db: Db,
  openingId: string,
  customer: { first_name: string | null; last_name: string | null; birth_date: string | null },
): Promise<ReviewedScreening> {
  const screening = await screenPerson(db, {
    firstName: customer.first_name ?? "",
    lastName: customer.last_name ?? "",
    birthDate: customer.birth_date,
  });
  if (screening.outcome === "no_list_loaded") return screening;
  const clearances =
    screening.hits.length === 0
      ? []
      : await db
          .selectFrom("account_opening_clearances as k")
          .leftJoin("customers as s", "s.id", "k.cleared_by")
          .select(["k.list_id", "k.entry", "k.reason", "k.cleared_by", "k.cleared_at", "s.email"])
          .where("k.opening_id", "=", openingId)
          .where(
            "k.list_id",
            "in",
            screening.hits.map((hit) => hit.listId),
          )
          .orderBy("k.cleared_at", "desc")
          .execute();
  return {
    ...screening,
    hits: screening.hits.map((hit) => {
      const holding = clearances.find(
        (clearance) =>
          clearance.list_id === hit.listId && isDeepStrictEqual(clearance.entry, hit.entry),
      );
      return {
        ...hit,
        clearance: holding
          ? {
              reason: holding.reason,
              clearedBy: holding.email,
              clearedAt: holding.cleared_at.toISOString(),
            }
          : null,
        clearedById: holding?.cleared_by ?? null,
      };
    }),
  };
}

/** The customer screened against the register loaded now, as the API answers it. */
export async function screeningOf(
  db: Db,
  openingId: string,
  customer: { first_name: string | null; last_name: string | null; birth_date: string | null },
): Promise<OpeningScreening> {
  const screening = await reviewedScreening(db, openingId, customer);
  if (screening.outcome === "no_list_loaded") return screening;
  return {
    outcome: "screened",
    listPublishedAt: screening.listPublishedAt.toISOString(),
    loadedAt: screening.loadedAt.toISOString(),
    hits: screening.hits.map(({ listId, name, reason, entry, clearance }) => ({
      listId,
      name,
      reason,
      entry,
      clearance,
    })),
  };
}

function filteredOpenings(db: Db, filters: OpeningFilters) {
  let query = db
    .selectFrom("account_openings as o")
    .innerJoin("customers as c", "c.id", "o.customer_id")
    // A signed opening has its account (migration 024's CHECK): none is left out.
    .innerJoin("current_accounts as a", "a.id", "o.current_account_id")
    .where("o.status", "=", filters.status);
  if (filters.transfer === "matched") {
    query = query.where("a.first_transfer_matched_at", "is not", null);
  } else if (filters.transfer) {
    const unmatched = (eb: ExpressionBuilder<QueueTables, "a">) =>
      eb.exists(
        eb
          .selectFrom("statement_entries as e")
          .select("e.id")
          .whereRef("e.account_iban", "=", "a.iban")
          .where("e.outcome", "in", outcomesToReview),
      );
    query = query
      .where("a.first_transfer_matched_at", "is", null)
      .where((eb) => (filters.transfer === "to_review" ? unmatched(eb) : eb.not(unmatched(eb))));
  }
  return query;
}

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(" ");

/** One page of the openings that match, the latest signed first. */
export async function listOpeningsForStaff(
  db: Db,
  query: OpeningFilters & { page: number; pageSize: number },
): Promise<OpeningPage> {
  const base = filteredOpenings(db, query);
  const rows = await base
    .select([
      "o.id",
      "o.offer",
      "o.status",
      "o.signed_at",
      "a.iban",
      "a.first_transfer_matched_at",
      "c.first_name",
      "c.last_name",
      "c.email",
      "c.birth_date",
    ])
    .select((eb) => toReviewCount(eb).as("to_review"))
    .orderBy("o.signed_at", "desc")
    .orderBy("o.id", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const count = await base
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .executeTakeFirstOrThrow();
  // One screening per line shown: a page holds at most a hundred.
  const screenings = await Promise.all(rows.map((row) => screeningOf(db, row.id, row)));
  return {
    openings: rows.map((row, index) => {
      const toReview = Number(row.to_review ?? 0);
      const screening = screenings[index];
      return {
        id: row.id,
        customerName: fullName(row),
        email: row.email,
        offer: row.offer,
        // The filter's statuses are the only ones selected.
        status: row.status as OpeningFilters["status"],
        signedAt: row.signed_at?.toISOString() ?? "",
        iban: row.iban,
        transferState: transferState(row.first_transfer_matched_at, toReview),
        transfersToReview: toReview,
        screening: screening ? screeningState(screening) : "no_list_loaded",
      };
    }),
    total: Number(count.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

const csvHeaders = [
  "Référence",
  "Signée le",
  "Client",
  "Email",
  "Date de naissance",
  "Offre",
  "IBAN",
  "Statut",
  "Premier virement",
  "Rapproché le",
  "Virements à examiner",
  "Registre des gels",
  "Décidée le",
  "Décidée par",
  "Motif du refus",
];

/**
 * Every opening that matches, the latest signed first, as a CSV file with French headers, with
 * staff's decision when there is one.
 */
export async function openingsCsv(db: Db, filters: OpeningFilters): Promise<string> {
  const rows = await filteredOpenings(db, filters)
    .leftJoin("account_opening_events as d", (join) =>
      join.onRef("d.opening_id", "=", "o.id").on("d.event", "in", ["approved", "refused"]),
    )
    .leftJoin("customers as s", "s.id", "d.actor_id")
    .select([
      "o.id",
      "o.offer",
      "o.status",
      "o.signed_at",
      "a.iban",
      "a.first_transfer_matched_at",
      "c.first_name",
      "c.last_name",
      "c.email",
      "c.birth_date",
      "d.at as decided_at",
      "d.detail as decision",
      "s.email as decided_by",
    ])
    .select((eb) => toReviewCount(eb).as("to_review"))
    .orderBy("o.signed_at", "desc")
    .orderBy("o.id", "desc")
    .execute();
  const screenings = new Map<string, string>();
  for (const row of rows) {
    screenings.set(row.id, screeningLabels[screeningState(await screeningOf(db, row.id, row))]);
  }
  const lines = rows.map((row) => {
    const toReview = Number(row.to_review ?? 0);
    const reason = row.decision?.reason;
    return [
      row.id,
      row.signed_at ? formatLeadTime(row.signed_at) : "",
      fullName(row),
      row.email,
      row.birth_date ?? "",
      row.offer ? offerLabels[row.offer] : "",
      row.iban,
      openingStatusLabels[row.status],
      firstTransferStateLabels[transferState(row.first_transfer_matched_at, toReview)],
      row.first_transfer_matched_at ? formatLeadTime(row.first_transfer_matched_at) : "",
      String(toReview),
      screenings.get(row.id) ?? "",
      row.decided_at ? formatLeadTime(row.decided_at) : "",
      row.decided_by ?? "",
      typeof reason === "string" ? reason : "",
    ];
  });
  return toCsv([csvHeaders, ...lines]);
}

/** Each document's name in its address, by kind. */
const documentPath = Object.fromEntries(
  openingDocumentPaths.map((path) => [openingDocumentFiles[path], path]),
) as Record<OpeningDocumentKind, (typeof openingDocumentPaths)[number]>;

/** The credits the partner bank's statements brought to the account, in the order they came. */
async function transfersOf(db: Db, iban: string) {
  const rows = await db
    .selectFrom("statement_entries as e")
    .innerJoin("statement_files as f", "f.id", "e.file_id")
    .leftJoin("customers as s", "s.id", "f.imported_by")
    .select([
      "e.id",
      "e.booked_on",
      "e.amount_cents",
      "e.payer_name",
      "e.payer_iban",
      "e.remittance",
      "e.reference",
      "e.outcome",
      "f.imported_at",
      "f.message_id",
      "s.email as imported_by",
    ])
    .where("e.account_iban", "=", iban)
    .orderBy("f.imported_at")
    .orderBy("e.booked_on")
    .orderBy("e.reference")
    .execute();
  return rows.map((row) => ({
    transfer: {
      id: row.id,
      bookedOn: row.booked_on,
      amountCents: toCents(row.amount_cents),
      payerName: row.payer_name,
      payerIban: row.payer_iban,
      remittance: row.remittance,
      reference: row.reference,
      outcome: row.outcome,
      importedAt: row.imported_at.toISOString(),
      messageId: row.message_id,
    } satisfies OpeningTransfer,
    importedBy: row.imported_by,
  }));
}

const euros = (cents: number) => formatEuros(cents / 100);

/** Details are written by each decision; a value of another shape than expected is left out. */
const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** A decision in plain French, from what it recorded. */
export function describeDecision(
  event: "approved" | "refused",
  detail: Record<string, unknown>,
): string {
  if (event === "approved") {
    const screening = detail.screening;
    const published =
      typeof screening === "object" && screening !== null && "listPublishedAt" in screening
        ? text(screening.listPublishedAt)
        : undefined;
    const cleared =
      typeof screening === "object" && screening !== null && "cleared" in screening
        ? screening.cleared
        : undefined;
    const clearedIds = Array.isArray(cleared)
      ? cleared.flatMap((each: unknown) =>
          typeof each === "object" && each !== null && "listId" in each
            ? (text(each.listId) ?? [])
            : [],
        )
      : [];
    if (!published) return "Ouverture approuvée, le compte est ouvert";
    return clearedIds.length > 0
      ? `Ouverture approuvée, le compte est ouvert — registre des gels publié le ${formatLeadTime(published)} : homonymie établie pour ${clearedIds.map((listId) => `la mesure n° ${listId}`).join(", ")}, aucune autre correspondance`
      : `Ouverture approuvée, le compte est ouvert — aucune correspondance dans le registre des gels publié le ${formatLeadTime(published)}`;
  }
  const reason = text(detail.reason);
  const refund = detail.refundDueCents;
  const due =
    typeof refund === "number" && refund > 0
      ? ` — ${euros(refund)} reçus sont à rembourser au payeur (virement à ordonner dans « Relevés bancaires », « Remboursements à effectuer »)`
      : "";
  return `${reason ? `Ouverture refusée : ${reason}` : "Ouverture refusée"}${due}`;
}

/** The opening as staff open it; `undefined` when there is none with this id. */
export async function openingFile(db: Db, id: string): Promise<OpeningFile | undefined> {
  const row = await db
    .selectFrom("account_openings")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const customer = await db
    .selectFrom("customers")
    .select([
      "id",
      "first_name",
      "last_name",
      "email",
      "email_verified_at",
      "birth_date",
      "country",
    ])
    .where("id", "=", row.customer_id)
    .executeTakeFirstOrThrow();
  const account =
    row.current_account_id === null
      ? undefined
      : await db
          .selectFrom("current_accounts")
          .selectAll()
          .where("id", "=", row.current_account_id)
          .executeTakeFirstOrThrow();
  const transfers = account ? await transfersOf(db, account.iban) : [];
  const toReview = transfers.filter(({ transfer }) =>
    (outcomesToReview as readonly string[]).includes(transfer.outcome),
  ).length;
  const documents = await db
    .selectFrom("account_opening_documents")
    .select(["kind", "sha256", "issued_at", sql<number>`octet_length(pdf)`.as("bytes")])
    .where("opening_id", "=", id)
    .orderBy("kind")
    .execute();
  const events = await db
    .selectFrom("account_opening_events as e")
    .leftJoin("customers as s", "s.id", "e.actor_id")
    .select(["e.at", "e.event", "e.detail", "s.email"])
    .where("e.opening_id", "=", id)
    .orderBy("e.at")
    .orderBy("e.id")
    .execute();
  const clearances = await db
    .selectFrom("account_opening_clearances as k")
    .leftJoin("customers as s", "s.id", "k.cleared_by")
    .select(["k.list_id", "k.entry", "k.reason", "k.cleared_at", "k.list_published_at", "s.email"])
    .where("k.opening_id", "=", id)
    .execute();
  const { signature } = row;
  const history: OpeningHistoryEntry[] = [
    ...(row.signed_at && signature
      ? [
          {
            at: row.signed_at.toISOString(),
            event: "signed" as const,
            actor: customer.email,
            description:
              signature.method === "passkey"
                ? "Convention et document d'information tarifaire signés (clé d'accès)"
                : "Convention et document d'information tarifaire signés (mot de passe)",
          },
        ]
      : []),
    ...transfers.map(({ transfer, importedBy }) => ({
      at: transfer.importedAt,
      event: "transfer" as const,
      actor: importedBy,
      description: `Virement de ${euros(transfer.amountCents)} reçu de ${transfer.payerName ?? "payeur inconnu"} (relevé ${transfer.messageId}) : ${transferOutcomeLabels[transfer.outcome]}`,
    })),
    ...clearances.map((clearance) => ({
      at: clearance.cleared_at.toISOString(),
      event: "hit_cleared" as const,
      actor: clearance.email,
      description: `Correspondance écartée, homonymie établie : le client n'est pas la personne de la mesure n° ${clearance.list_id} (${clearance.entry.names[0] ?? "sans nom"}) du registre des gels publié le ${formatLeadTime(clearance.list_published_at)}. Motif : ${clearance.reason}`,
    })),
    ...events.map((event) => ({
      at: event.at.toISOString(),
      event: event.event,
      actor: event.email,
      description: describeDecision(event.event, event.detail),
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return {
    opening: {
      id: row.id,
      status: row.status,
      startedAt: row.started_at.toISOString(),
      signedAt: row.signed_at?.toISOString() ?? null,
      offer: row.offer,
      identity: row.identity,
      knowYourCustomer: row.know_your_customer,
      taxResidence: row.tax_residence,
      identityDocument: row.identity_document,
    },
    customer: {
      id: customer.id,
      // The customers_profile_complete CHECK fills these for every customer, who alone open one.
      firstName: customer.first_name ?? "",
      lastName: customer.last_name ?? "",
      email: customer.email,
      emailVerified: customer.email_verified_at !== null,
      birthDate: customer.birth_date ?? "",
      country: customer.country ?? "",
    },
    account: account
      ? {
          id: account.id,
          iban: account.iban,
          bic: bankIdentifiers.bic,
          status: account.status,
          reference: firstTransferReference(account),
          balanceCents: await balanceOf(db, account.id),
          transferState: transferState(account.first_transfer_matched_at, toReview),
          firstTransferMatchedAt: account.first_transfer_matched_at?.toISOString() ?? null,
        }
      : null,
    identityDocumentFiles: await identityFilesOf(db, id),
    documents: documents.map((document) => ({
      kind: document.kind,
      path: documentPath[document.kind],
      sha256: document.sha256,
      issuedAt: document.issued_at.toISOString(),
      bytes: Number(document.bytes),
    })),
    signature: signature
      ? {
          method: signature.method,
          passkeyId: signature.passkeyId ?? null,
          agreementSha256: signature.documents.agreement.sha256,
          feeInformationSha256: signature.documents.fee_information.sha256,
          signedDigest: signature.signedDigest,
          userAgent: signature.device.userAgent,
        }
      : null,
    transfers: transfers.map(({ transfer }) => transfer),
    screening: await screeningOf(db, id, customer),
    history,
  };
}

/** A document of the opening as issued (and, once signed, as signed). */
export async function openingDocumentForStaff(
  db: Db,
  id: string,
  kind: OpeningDocumentKind,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("account_opening_documents")
    .select("pdf")
    .where("opening_id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row && Buffer.from(row.pdf);
}
