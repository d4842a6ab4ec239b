/**
 * The FICP consultation and the solvency assessment staff record before an offer is issued
 * (migration 018): kept one recording after another, the latest read by the acceptance.
 */
import type { AcceptanceChecks } from "../../domain/api/applicationAdmin";
import { acceptanceBlock, type AcceptanceBlock } from "../../domain/credit/workflow";
import type { AcceptanceChecksForm } from "../../domain/forms/creditApplication";
import { parisMoment } from "../../domain/calendar/parisDay";
import type { Db } from "../../db/database";
import type { ApplicationRow } from "./applications";

/** Why the consultation's time cannot be recorded. */
export class ConsultationTimeError extends Error {
  constructor(readonly code: "consulted_in_future" | "consulted_before_application") {
    super(code);
  }
}

/** What forbids the offer: the checks are missing, or they say no. */
export class AcceptanceBlockedError extends Error {
  constructor(readonly code: AcceptanceBlock) {
    super(code);
  }
}

/** The latest recording of an application's checks, with who recorded them. */
export async function latestAcceptanceChecks(
  db: Db,
  applicationId: string,
): Promise<AcceptanceChecks | null> {
  const row = await db
    .selectFrom("credit_acceptance_checks as k")
    .leftJoin("customers as s", "s.id", "k.recorded_by")
    .selectAll("k")
    .select("s.email")
    .where("k.application_id", "=", applicationId)
    .orderBy("k.id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    recordedAt: row.recorded_at.toISOString(),
    recordedBy: row.email,
    ficpConsultedAt: row.ficp_consulted_at.toISOString(),
    ficpReference: row.ficp_reference,
    ficpResult: row.ficp_result,
    solvencyOutcome: row.solvency_outcome,
    solvencyRationale: row.solvency_rationale,
  };
}

/**
 * Stores what staff recorded. The consultation happened between the application and now: its
 * time is typed to the minute, so it is compared with the application's minute.
 */
export async function insertAcceptanceChecks(
  trx: Db,
  row: Pick<ApplicationRow, "id" | "created_at">,
  { staffId, now }: { staffId: string; now: Date },
  form: AcceptanceChecksForm,
): Promise<Date> {
  const consultedAt = parisMoment(form.ficpConsultedAt);
  if (consultedAt > now) throw new ConsultationTimeError("consulted_in_future");
  const applicationMinute = new Date(row.created_at);
  applicationMinute.setUTCSeconds(0, 0);
  if (consultedAt < applicationMinute) {
    throw new ConsultationTimeError("consulted_before_application");
  }
  await trx
    .insertInto("credit_acceptance_checks")
    .values({
      application_id: row.id,
      recorded_at: now,
      recorded_by: staffId,
      ficp_consulted_at: consultedAt,
      ficp_reference: form.ficpReference,
      ficp_result: form.ficpResult,
      solvency_outcome: form.solvencyOutcome,
      solvency_rationale: form.solvencyRationale,
    })
    .execute();
  return consultedAt;
}

/** Throws unless the latest checks allow the offer to be issued. */
export async function assertAcceptable(trx: Db, applicationId: string): Promise<void> {
  const blocked = acceptanceBlock(await latestAcceptanceChecks(trx, applicationId));
  if (blocked) throw new AcceptanceBlockedError(blocked);
}
