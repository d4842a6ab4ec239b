import type { ExpressionBuilder } from "kysely";
import type { ApplicationState } from "../../domain/credit/application";
import { kindLabel } from "../../domain/leads/display";
import {
  ABANDONED_APPLICATION_RETENTION_MONTHS,
  LEAD_RETENTION_YEARS,
  REFUSED_APPLICATION_RETENTION_MONTHS,
} from "../../domain/retention";
import type { Database } from "../../db/database";
import type { Schema } from "../../db/schema";
import { ORPHAN_MIN_AGE_MS } from "./document-adoption";
import { changeDocuments, documentStore } from "./document-store";

export interface RetentionResult {
  /** Leads created before this instant were deleted. */
  cutoff: Date;
  deleted: number;
  /** How many of each kind, by API kind. */
  byKind: Record<string, number>;
}

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - LEAD_RETENTION_YEARS);
  return cutoff;
}

/** Deletes the leads older than the retention period; their status history goes with them (cascade). */
export async function deleteExpiredLeads(
  { db }: Database,
  now = new Date(),
): Promise<RetentionResult> {
  const cutoff = retentionCutoff(now);
  const deleted = await db
    .deleteFrom("leads")
    .where("created_at", "<", cutoff)
    .returning("kind")
    .execute();
  const byKind: Record<string, number> = {};
  for (const { kind } of deleted) byKind[kind] = (byKind[kind] ?? 0) + 1;
  return { cutoff, deleted: deleted.length, byKind };
}

/**
 * States that wait on the customer: an application still in one of them after the period is
 * abandoned. An offer never accepted counts: it lapsed after 15 days, no credit was granted.
 */
export const unfinishedStates = [
  "informations",
  "documents",
  "document_requested",
  "accepted",
] as const satisfies readonly ApplicationState[];

/** The same instant `months` months earlier; the 31st of a shorter month becomes its last day. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCMonth(date.getUTCMonth() - months);
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date;
}

export interface ApplicationRetentionResult {
  /** Refused and withdrawn before this instant were deleted. */
  decidedBefore: Date;
  /** Unfinished and untouched since before this instant were deleted. */
  inactiveSince: Date;
  refused: number;
  withdrawn: number;
  abandoned: number;
}

/**
 * Deletes the applications of credits not granted once their period is over: refused, withdrawn,
 * or left unfinished. Their documents and history go with them (cascade), their documents' files
 * once the deletion is committed; files older than an hour that no row names go too.
 */
export async function deleteExpiredApplications(
  database: Database,
  now = new Date(),
): Promise<ApplicationRetentionResult> {
  const decidedBefore = monthsBefore(now, REFUSED_APPLICATION_RETENTION_MONTHS);
  const inactiveSince = monthsBefore(now, ABANDONED_APPLICATION_RETENTION_MONTHS);
  const expired = (eb: ExpressionBuilder<Schema, "credit_applications">) =>
    eb.or([
      eb.and([eb("state", "=", "refused"), eb("decided_at", "<", decidedBefore)]),
      eb.and([eb("state", "=", "withdrawn"), eb("withdrawn_at", "<", decidedBefore)]),
      eb.and([eb("state", "in", unfinishedStates), eb("updated_at", "<", inactiveSince)]),
    ]);
  const store = documentStore(database);
  const deleted = await changeDocuments(store, database.db, undefined, async (trx, change) => {
    // The cascade deletes the documents' rows without a word: their files are looked up first.
    const files = await trx
      .selectFrom("credit_application_documents")
      .select("file_id")
      .where(
        "application_id",
        "in",
        trx.selectFrom("credit_applications").select("id").where(expired),
      )
      .where("file_id", "is not", null)
      .execute();
    for (const file of files) change.release(file);
    return trx.deleteFrom("credit_applications").where(expired).returning("state").execute();
  });
  await store.sweep(database.db, ORPHAN_MIN_AGE_MS);
  const count = (match: (state: ApplicationState) => boolean) =>
    deleted.filter((row) => match(row.state)).length;
  return {
    decidedBefore,
    inactiveSince,
    refused: count((state) => state === "refused"),
    withdrawn: count((state) => state === "withdrawn"),
    abandoned: count((state) => state !== "refused" && state !== "withdrawn"),
  };
}

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  dateStyle: "long",
});

/** What `npm run retention` prints, in French for the staff who run it. */
export function retentionReport({ cutoff, deleted, byKind }: RetentionResult): string {
  const before = `avant le ${dateFormat.format(cutoff)}`;
  if (deleted === 0) return `Aucune demande reçue ${before} : rien à supprimer.`;
  const plural = deleted > 1 ? "s" : "";
  const lines = Object.entries(byKind)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `  - ${kindLabel(kind)} : ${count}`);
  return [
    `${deleted} demande${plural} reçue${plural} ${before} supprimée${plural}, avec ${plural ? "leur" : "son"} historique :`,
    ...lines,
  ].join("\n");
}

/** The loan applications part of the report. */
export function applicationRetentionReport({
  decidedBefore,
  inactiveSince,
  refused,
  withdrawn,
  abandoned,
}: ApplicationRetentionResult): string {
  const scope = `refus ou rétractation avant le ${dateFormat.format(decidedBefore)}, dernière activité avant le ${dateFormat.format(inactiveSince)} pour une demande inachevée`;
  const total = refused + withdrawn + abandoned;
  if (total === 0) return `Aucune demande de prêt à supprimer (${scope}).`;
  const plural = total > 1 ? "s" : "";
  return [
    `${total} demande${plural} de prêt supprimée${plural} (${scope}), avec ${plural ? "leurs" : "ses"} justificatifs et ${plural ? "leur" : "son"} historique :`,
    `  - refusées : ${refused}`,
    `  - rétractées : ${withdrawn}`,
    `  - abandonnées : ${abandoned}`,
  ].join("\n");
}
