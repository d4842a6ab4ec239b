/**
 * Loan applications: one function per step, each taking the transaction it runs in and writing the
 * step's event to the application's history there, so that no step is kept without its trace.
 */
import { parisDay } from "../../domain/calendar/parisDay";
import type { Selectable } from "kysely";
import type {
  Application,
  ApplicationDocument,
  ApplicationEvent,
  ApplicationState,
} from "../../domain/credit/application";
import { situationEditable } from "../../domain/credit/workflow";
import { indicativeAnswer, type DurationGrid } from "../../domain/credit/indicativeAnswer";
import { loanOffer, rateFor, type LoanRequest } from "../../domain/credit/offers";
import { priceLoan } from "../../domain/credit/pricing";
import { belowUsury, usuryOn } from "../../domain/credit/usury";
import type { CreditSituation } from "../../domain/forms/creditSituation";
import type { Db } from "../../db/database";
import type { CreditApplicationsTable } from "../../db/schema";
import type { Mailer } from "../mail/mailer";
import { applicationPath, mails } from "../mail/templates";
import { checkApplicationQuotas } from "./application-quotas";
import type { CustomerRow } from "./customers";

export type ApplicationRow = Selectable<CreditApplicationsTable>;

/** The bank's calendar day (`YYYY-MM-DD`) in Paris: ages and the FIPEN's date are counted in it. */
export const bankDay = parisDay;

/** The offer's TAEG reaches the usury threshold of its band on the day: it is unlawful. */
export class UsuryReachedError extends Error {}

/**
 * Checks again, on the day of a step that binds someone (the offer's issue, its acceptance), that
 * the application's TAEG is below the usury threshold of its amount: thresholds change every
 * quarter, the TAEG was priced when the application began.
 */
export function assertBelowUsury(row: Pick<ApplicationRow, "amount" | "taeg">, now: Date): void {
  const { quarter } = usuryOn(bankDay(now));
  if (!belowUsury(quarter, row.amount, Number(row.taeg))) throw new UsuryReachedError();
}

/** The application's files, without their content, oldest first. */
export async function documentsOf(db: Db, applicationId: string): Promise<ApplicationDocument[]> {
  const rows = await db
    .selectFrom("credit_application_documents")
    .select(["id", "code", "file_name", "media_type", "size", "uploaded_at"])
    .where("application_id", "=", applicationId)
    .orderBy("uploaded_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    fileName: row.file_name,
    mediaType: row.media_type,
    size: row.size,
    uploadedAt: row.uploaded_at.toISOString(),
  }));
}

/** The application as the API answers it, with its documents read from the database. */
export async function loadApplication(db: Db, row: ApplicationRow): Promise<Application> {
  return toApplication(row, await documentsOf(db, row.id));
}

export function toApplication(row: ApplicationRow, documents: ApplicationDocument[]): Application {
  const monthlyPayment = Number(row.monthly_payment);
  const insuranceMonthly = Number(row.insurance_monthly);
  return {
    id: row.id,
    product: row.product,
    amount: row.amount,
    months: row.months,
    option: row.option,
    insurance: row.insurance,
    annualRate: Number(row.annual_rate),
    monthlyPayment,
    taeg: Number(row.taeg),
    totalDue: Number(row.total_due),
    insuranceMonthly,
    insuranceTotal: Number(row.insurance_total),
    taea: Number(row.taea),
    // Both are cents already; the sum of two cents is rounded to undo the float's error.
    monthlyCommitment: row.insurance
      ? Math.round((monthlyPayment + insuranceMonthly) * 100) / 100
      : monthlyPayment,
    state: row.state,
    situation: row.situation,
    answer:
      row.answer && row.answered_at
        ? { ...row.answer, answeredAt: row.answered_at.toISOString() }
        : null,
    documents,
    requestedDocuments: row.requested_documents,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    decision: row.decided_at
      ? { decidedAt: row.decided_at.toISOString(), refusalReason: row.refusal_reason }
      : null,
    offerValidUntil: row.offer_valid_until,
    signature:
      row.signed_at && row.signature && row.withdrawal_ends_on && row.funds_release_on
        ? {
            signedAt: row.signed_at.toISOString(),
            method: row.signature.method,
            withdrawalEndsOn: row.withdrawal_ends_on,
            fundsReleaseOn: row.funds_release_on,
          }
        : null,
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The step asked for is not open in the application's state. */
export class WrongStateError extends Error {
  constructor(readonly state: ApplicationState) {
    super(`Not possible in state ${state}`);
  }
}

export async function record(
  db: Db,
  applicationId: string,
  actorId: string,
  event: ApplicationEvent,
  detail: Record<string, unknown>,
): Promise<void> {
  await db
    .insertInto("credit_application_events")
    .values({
      application_id: applicationId,
      actor_id: actorId,
      event,
      detail: JSON.stringify(detail),
    })
    .execute();
}

/**
 * Creates the application of a simulated loan, priced here from the product's grid: the figures
 * are kept as they are today, and the FIPEN and the offer will quote them. Within the customer's
 * quotas (`ApplicationQuotaError`), counted under a lock that `db`, a transaction, holds.
 */
export async function createApplication(
  db: Db,
  customerId: string,
  request: LoanRequest,
  now = new Date(),
): Promise<Application> {
  const pricing = priceLoan(request);
  // The declaration's schema runs the same checks: a request reaching here is priced.
  if (!pricing.ok) throw new Error(`Unpriceable loan request: ${pricing.issues[0].message}`);
  await checkApplicationQuotas(db, customerId, request.product, { now, today: bankDay(now) });
  const { annualRate, summary, insurance } = pricing.price;
  const row = await db
    .insertInto("credit_applications")
    .values({
      customer_id: customerId,
      product: request.product,
      amount: request.amount,
      months: request.months,
      option: request.option,
      insurance: request.insurance,
      annual_rate: annualRate,
      monthly_payment: summary.monthlyPayment,
      taeg: summary.taeg,
      total_due: summary.totalDue,
      insurance_monthly: insurance.monthlyPremium,
      insurance_total: insurance.totalCost,
      taea: insurance.taea,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await record(db, row.id, customerId, "created", {
    product: request.product,
    amount: request.amount,
    months: request.months,
    option: request.option,
    insurance: request.insurance,
  });
  return toApplication(row, []);
}

export async function listApplications(db: Db, customerId: string): Promise<Application[]> {
  const rows = await db
    .selectFrom("credit_applications")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return Promise.all(rows.map((row) => loadApplication(db, row)));
}

/** The row of one application of this customer's: another customer's matches nothing. */
export const ownApplication = (db: Db, customerId: string, id: string) =>
  db
    .selectFrom("credit_applications")
    .selectAll()
    .where("id", "=", id)
    .where("customer_id", "=", customerId);

/** The customer's application, or nothing for an unknown id and for another customer's. */
export async function findApplication(
  db: Db,
  customerId: string,
  id: string,
): Promise<Application | undefined> {
  const row = await ownApplication(db, customerId, id).executeTakeFirst();
  return row && loadApplication(db, row);
}

/** The product's durations and, for the option chosen, the rate of each: for a suggestion. */
function durationGrid(row: ApplicationRow): DurationGrid {
  const offer = loanOffer(row.product);
  const bands = offer.rates[row.option];
  if (!bands) throw new Error(`No rate for ${row.product} ${row.option}`);
  return { durations: offer.durations, rateFor: (months) => rateFor(bands, months) };
}

/**
 * The Informations step: stores the situation and the indicative answer computed from it, with
 * the borrower's birth date and country of residence from the account (what the signup checked),
 * and the mail telling the customer it was received, with the answer. Nothing for another
 * customer's application.
 */
export async function saveSituation(
  db: Db,
  mailer: Mailer,
  customer: CustomerRow,
  id: string,
  situation: CreditSituation,
  now: Date,
): Promise<Application | undefined> {
  const row = await ownApplication(db, customer.id, id).forUpdate().executeTakeFirst();
  if (!row) return undefined;
  if (!situationEditable(row.state)) throw new WrongStateError(row.state);
  if (!customer.birth_date || !customer.country) {
    throw new Error(`Customer ${customer.id} has no birth date or country`);
  }
  const answer = indicativeAnswer(
    situation,
    {
      product: row.product,
      amount: row.amount,
      months: row.months,
      annualRate: Number(row.annual_rate),
      insurance: row.insurance,
    },
    { birthDate: customer.birth_date, countryOfResidence: customer.country },
    bankDay(now),
    durationGrid(row),
  );
  const updated = await db
    .updateTable("credit_applications")
    .set({
      situation: JSON.stringify(situation),
      answer_outcome: answer.outcome,
      answer: JSON.stringify(answer),
      answered_at: now,
      state: "documents",
      updated_at: now,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await record(db, id, customer.id, "situation_saved", {
    outcome: answer.outcome,
    thresholdsSince: answer.thresholdsSince,
  });
  await mailer.queue(
    db,
    customer.email,
    mails(customer.language).applicationReceived(
      customer.first_name,
      answer.outcome,
      mailer.link(applicationPath(id), customer.language),
    ),
  );
  return loadApplication(db, updated);
}
