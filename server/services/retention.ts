import { kindLabel } from "../../domain/leads/display";
import type { Database } from "../../db/database";

/** The forms tell prospects their data is kept 3 years (politiquesConfidentialite). */
export const LEAD_RETENTION_YEARS = 3;

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
