/**
 * The back office's side of loan applications: the list, the file with its history, the CSV
 * export, the checks before an offer, and staff's decisions. Each decision takes the transaction it
 * runs in and writes its event (the member of staff as actor) and the customer's mail there.
 */
import type {
  ApplicationFile,
  ApplicationFilters,
  ApplicationHistoryEntry,
  ApplicationPage,
  ApplicationRow,
} from "../../domain/api/applicationAdmin";
import type { ApplicationEvent, DocumentRequest } from "../../domain/credit/application";
import { documentChecklists, type DocumentCode } from "../../domain/credit/documents";
import { creditProductLabels, type CreditProduct } from "../../domain/credit/products";
import { outcomeLabel } from "../../domain/credit/solvencyAssessment";
import {
  applicationStateLabels,
  isChecklistDocument,
  offerValidUntil,
  staffMayAct,
} from "../../domain/credit/workflow";
import { formatLongDate } from "../../domain/dates";
import {
  ficpResults,
  solvencyOutcomes,
  withdrawalChannels,
  type AcceptanceChecksForm,
  type WithdrawalRecordForm,
} from "../../domain/forms/creditApplication";
import { formatWholeEuros } from "../../domain/format";
import { formatLeadTime } from "../../domain/leads/display";
import type { Locale } from "../../domain/i18n/locales";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import type { MailAttachments } from "../mail/outbox";
import { applicationPath, mails, type MailMessage } from "../mail/templates";
import {
  assertBelowUsury,
  bankDay,
  loadApplication,
  record,
  toApplication,
  WrongStateError,
  type ApplicationRow as StoredApplication,
} from "./applications";
import { issueContract, type PreparedContract } from "./credit-contracts";
import { toCsv } from "./csv";
import {
  assertAcceptable,
  insertAcceptanceChecks,
  latestAcceptanceChecks,
} from "./acceptance-checks";

export class ApplicationNotFoundError extends Error {}

/** The code staff asked for is not a document this loan needs. */
export class NotInChecklistError extends Error {}

function filteredApplications(db: Db, filters: ApplicationFilters) {
  let query = db
    .selectFrom("credit_applications as a")
    .innerJoin("customers as c", "c.id", "a.customer_id");
  if (filters.product) query = query.where("a.product", "=", filters.product);
  if (filters.state) query = query.where("a.state", "=", filters.state);
  if (filters.outcome) query = query.where("a.answer_outcome", "=", filters.outcome);
  return query;
}

const fullName = (person: { first_name: string | null; last_name: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(" ");

/** One page of the applications that match, newest first, with who applied. */
export async function listApplicationsForStaff(
  db: Db,
  query: ApplicationFilters & { page: number; pageSize: number },
): Promise<ApplicationPage> {
  const base = filteredApplications(db, query);
  const rows = await base
    .select([
      "a.id",
      "a.product",
      "a.amount",
      "a.months",
      "a.state",
      "a.answer_outcome",
      "a.created_at",
      "a.updated_at",
      "c.first_name",
      "c.last_name",
      "c.email",
    ])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const count = await base
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .executeTakeFirstOrThrow();
  const applications: ApplicationRow[] = rows.map((row) => ({
    id: row.id,
    applicantName: fullName(row),
    email: row.email,
    product: row.product,
    amount: row.amount,
    months: row.months,
    state: row.state,
    outcome: row.answer_outcome,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
  return { applications, total: Number(count.total), page: query.page, pageSize: query.pageSize };
}

const csvHeaders = [
  "Référence",
  "Date de la demande",
  "Client",
  "Email",
  "Produit",
  "Montant (€)",
  "Durée (mois)",
  "Mensualité (€)",
  "TAEG (%)",
  "Réponse de principe",
  "État",
];

/** The latest FICP consultation and solvency assessment, after the application's own columns. */
const checksHeaders = [
  "FICP consulté le",
  "Référence FICP",
  "Résultat FICP",
  "Solvabilité",
  "Justification de la solvabilité",
  "Vérifications enregistrées le",
  "Vérifications enregistrées par",
];

/** A number as French spreadsheets read it: decimal comma, no thousands separator. */
const spreadsheetNumber = (value: number, decimals: number) =>
  value.toFixed(decimals).replace(".", ",");

const ficpResultLabel = (value: unknown) =>
  ficpResults.find((result) => result.value === value)?.label;
const solvencyOutcomeLabel = (value: unknown) =>
  solvencyOutcomes.find((outcome) => outcome.value === value)?.label;

/** The latest checks of each application that matches, as CSV cells. */
async function checksCells(db: Db, filters: ApplicationFilters): Promise<Map<string, string[]>> {
  const rows = await filteredApplications(db, filters)
    .innerJoin("credit_acceptance_checks as k", "k.application_id", "a.id")
    .leftJoin("customers as s", "s.id", "k.recorded_by")
    .selectAll("k")
    .select("s.email as recorder")
    .orderBy("k.id")
    .execute();
  // Oldest first: each application keeps its latest recording.
  return new Map(
    rows.map((row) => [
      row.application_id,
      [
        formatLeadTime(row.ficp_consulted_at),
        row.ficp_reference,
        ficpResultLabel(row.ficp_result) ?? row.ficp_result,
        solvencyOutcomeLabel(row.solvency_outcome) ?? row.solvency_outcome,
        row.solvency_rationale,
        formatLeadTime(row.recorded_at),
        row.recorder ?? "",
      ],
    ]),
  );
}

/**
 * Every application that matches, newest first, as a CSV file with French headers. The monthly
 * payment is what the borrower pays (with the insurance when chosen); the TAEG is in percent.
 * The FICP consultation and the solvency assessment are the latest recorded, empty before.
 */
export async function applicationsCsv(db: Db, filters: ApplicationFilters): Promise<string> {
  const rows = await filteredApplications(db, filters)
    .selectAll("a")
    .select(["c.first_name", "c.last_name", "c.email"])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .execute();
  const checks = await checksCells(db, filters);
  const noChecks = checksHeaders.map(() => "");
  const lines = rows.map((row) => {
    const application = toApplication(row, []);
    return [
      application.id,
      formatLeadTime(row.created_at),
      fullName(row),
      row.email,
      creditProductLabels[application.product],
      String(application.amount),
      String(application.months),
      spreadsheetNumber(application.monthlyCommitment, 2),
      spreadsheetNumber(application.taeg * 100, 2),
      row.answer_outcome ? outcomeLabel(row.answer_outcome) : "",
      applicationStateLabels[application.state],
      ...(checks.get(row.id) ?? noChecks),
    ];
  });
  return toCsv([[...csvHeaders, ...checksHeaders], ...lines]);
}

const oneDecimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** `120 Ko`, `1,2 Mo`: binary units, as the 10 Mo upload limit counts them. */
function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const kilobytes = Math.round(bytes / 1024);
  return kilobytes < 1024 ? `${kilobytes} Ko` : `${oneDecimal.format(bytes / 1024 ** 2)} Mo`;
}

/** Details are written by each step; a value of another shape than expected is left out. */
const text = (value: unknown) => (typeof value === "string" ? value : undefined);
const number = (value: unknown) => (typeof value === "number" ? value : undefined);
const object = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? { ...value } : {};

function documentLabel(product: CreditProduct, code: unknown): string {
  const document = documentChecklists[product].find((item) => item.code === code);
  return document?.label ?? "Justificatif";
}

/** `facture.pdf (120 Ko)` from a step's `{ fileName, size }`. */
function fileOf(detail: Record<string, unknown>): string | undefined {
  const name = text(detail.fileName);
  const size = number(detail.size);
  if (name === undefined) return undefined;
  return size === undefined ? name : `${name} (${fileSize(size)})`;
}

const joined = (head: string, ...parts: (string | undefined)[]) =>
  [head, ...parts.filter((part) => part !== undefined && part !== "")].join(" — ");

/** A step of the history in plain French, from its event and the details it recorded. */
export function describeEvent(
  product: CreditProduct,
  event: ApplicationEvent,
  detail: Record<string, unknown>,
): string {
  switch (event) {
    case "created": {
      const amount = number(detail.amount);
      const months = number(detail.months);
      const loan =
        amount !== undefined && months !== undefined
          ? ` : ${formatWholeEuros(amount)} sur ${months} mois`
          : "";
      return `Demande créée (${creditProductLabels[product]})${loan}`;
    }
    case "situation_saved": {
      const outcome = text(detail.outcome);
      const known = outcome === "favorable" || outcome === "a_etudier" || outcome === "defavorable";
      return known ? `Réponse de principe : ${outcomeLabel(outcome)}` : "Situation enregistrée";
    }
    case "fipen_downloaded":
      return "Fiche d'information précontractuelle (FIPEN) téléchargée";
    case "document_uploaded":
      return joined(`Justificatif envoyé : ${documentLabel(product, detail.code)}`, fileOf(detail));
    case "document_replaced": {
      const replaced = fileOf(object(detail.replaced));
      return joined(
        `Justificatif remplacé : ${documentLabel(product, detail.code)}`,
        fileOf(detail),
        replaced && `à la place de ${replaced}`,
      );
    }
    case "document_deleted":
      return joined(
        `Justificatif supprimé : ${documentLabel(product, detail.code)}`,
        fileOf(detail),
      );
    case "submitted":
      return detail.from === "document_requested"
        ? "Justificatif demandé envoyé, dossier renvoyé pour étude"
        : "Dossier envoyé pour étude";
    case "document_requested":
      return joined(
        `Justificatif demandé : ${documentLabel(product, detail.code)}`,
        text(detail.note),
      );
    case "refused": {
      const reason = text(detail.reason);
      return reason ? `Refus : ${reason}` : "Refus";
    }
    case "accepted": {
      const until = text(detail.offerValidUntil);
      return until ? `Offre émise, valable jusqu'au ${formatLongDate(until)}` : "Offre émise";
    }
    case "signed":
      return detail.method === "passkey"
        ? "Offre acceptée (clé d'accès)"
        : detail.method === "password"
          ? "Offre acceptée (mot de passe)"
          : "Offre acceptée";
    case "withdrawn": {
      const channel = withdrawalChannels.find((known) => known.value === detail.channel);
      const sentOn = text(detail.sentOn);
      return channel && sentOn
        ? `Rétractation de l'emprunteur reçue par ${channel.value === "email" ? "e-mail" : "courrier"}, envoyée le ${formatLongDate(sentOn)}`
        : "Rétractation de l'emprunteur";
    }
    case "ficp_consulted": {
      const consultedAt = text(detail.consultedAt);
      return joined(
        consultedAt ? `FICP consulté le ${formatLeadTime(consultedAt)}` : "FICP consulté",
        text(detail.reference) && `référence ${text(detail.reference)}`,
        ficpResultLabel(detail.result),
      );
    }
    case "solvency_assessed": {
      const outcome = solvencyOutcomeLabel(detail.outcome);
      return joined(
        outcome ? `Solvabilité évaluée : ${outcome}` : "Solvabilité évaluée",
        text(detail.rationale),
      );
    }
  }
}

/** The file as staff open it: the application, who applied, and its history oldest first. */
export async function applicationFile(db: Db, id: string): Promise<ApplicationFile | undefined> {
  const row = await db
    .selectFrom("credit_applications")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const customer = await db
    .selectFrom("customers")
    .select(["id", "first_name", "last_name", "email", "birth_date", "country"])
    .where("id", "=", row.customer_id)
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom("credit_application_events as e")
    .leftJoin("customers as c", "c.id", "e.actor_id")
    .select(["e.at", "e.event", "e.detail", "c.email", "c.role"])
    .where("e.application_id", "=", id)
    .orderBy("e.at")
    .orderBy("e.id")
    .execute();
  const history: ApplicationHistoryEntry[] = events.map((entry) => ({
    at: entry.at.toISOString(),
    event: entry.event,
    actor: entry.email,
    actorRole: entry.role,
    description: describeEvent(row.product, entry.event, entry.detail),
  }));
  return {
    application: await loadApplication(db, row),
    acceptanceChecks: await latestAcceptanceChecks(db, id),
    applicant: {
      id: customer.id,
      // The customers_profile_complete CHECK fills these for every customer, who alone apply.
      firstName: customer.first_name ?? "",
      lastName: customer.last_name ?? "",
      email: customer.email,
      birthDate: customer.birth_date ?? "",
      country: customer.country ?? "",
    },
    history,
  };
}

/** A decision: who takes it, when, and the mail that tells the customer. */
interface StaffStep {
  staffId: string;
  now: Date;
}

/**
 * The application locked until the transaction ends, so that two members of staff deciding at
 * once cannot both pass the state check; with the applicant's name and address for the mail.
 */
async function lockedForDecision(
  trx: Db,
  id: string,
): Promise<{ row: StoredApplication; applicant: Applicant }> {
  const row = await trx
    .selectFrom("credit_applications")
    .selectAll()
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApplicationNotFoundError();
  const applicant = await trx
    .selectFrom("customers")
    .select(["email", "first_name", "language", "email_verified_at"])
    .where("id", "=", row.customer_id)
    .executeTakeFirstOrThrow();
  return {
    row,
    applicant: {
      email: applicant.email,
      firstName: applicant.first_name,
      language: applicant.language,
      emailVerified: applicant.email_verified_at !== null,
    },
  };
}

/** Who a decision is mailed to, in their language. */
interface Applicant {
  email: string;
  firstName: string | null;
  language: Locale;
  /** Whether the customer proved the address is theirs: only then does a mail carry documents. */
  emailVerified: boolean;
}

async function decided(
  trx: Db,
  mailer: Mailer,
  id: string,
  { email, language }: Applicant,
  message: (mail: ReturnType<typeof mails>, url: string) => MailMessage,
  attachments?: MailAttachments,
): Promise<ApplicationFile> {
  await mailer.queue(
    trx,
    email,
    message(mails(language), mailer.link(applicationPath(id), language)),
    attachments,
  );
  const file = await applicationFile(trx, id);
  if (!file) throw new ApplicationNotFoundError();
  return file;
}

/**
 * Asks the customer for a document of the loan's checklist again, with staff's note: the file
 * goes back to the customer until they send it. A second request for the same document replaces
 * the first, so that the one the customer reads is the latest.
 */
export async function requestDocument(
  trx: Db,
  mailer: Mailer,
  { staffId, now }: StaffStep,
  id: string,
  { code, note }: { code: DocumentCode; note: string },
): Promise<ApplicationFile> {
  const { row, applicant } = await lockedForDecision(trx, id);
  if (!staffMayAct("requestDocument", row.state)) throw new WrongStateError(row.state);
  if (!isChecklistDocument(row.product, code)) throw new NotInChecklistError();
  const request: DocumentRequest = { code, note, requestedAt: now.toISOString() };
  const requested = [...row.requested_documents.filter((item) => item.code !== code), request];
  await trx
    .updateTable("credit_applications")
    .set({
      state: "document_requested",
      requested_documents: JSON.stringify(requested),
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  await record(trx, id, staffId, "document_requested", { code, note });
  return decided(trx, mailer, id, applicant, (mail, url) =>
    mail.documentRequested(applicant.firstName, { product: row.product, code }, note, url),
  );
}

/** Refuses the file; the reason is kept and written to the customer. */
export async function refuseApplication(
  trx: Db,
  mailer: Mailer,
  { staffId, now }: StaffStep,
  id: string,
  { reason }: { reason: string },
): Promise<ApplicationFile> {
  const { row, applicant } = await lockedForDecision(trx, id);
  if (!staffMayAct("refuse", row.state)) throw new WrongStateError(row.state);
  await trx
    .updateTable("credit_applications")
    .set({
      state: "refused",
      refusal_reason: reason,
      decided_at: now,
      decided_by: staffId,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  await record(trx, id, staffId, "refused", { reason });
  return decided(trx, mailer, id, applicant, (mail, url) =>
    mail.applicationRefused(applicant.firstName, reason, url),
  );
}

/**
 * Records the FICP consultation and the solvency assessment, each a step of the history; the
 * customer is not told (a refusal, if it follows, gives its own reason).
 */
export async function recordAcceptanceChecks(
  trx: Db,
  step: StaffStep,
  id: string,
  form: AcceptanceChecksForm,
): Promise<ApplicationFile> {
  const { row } = await lockedForDecision(trx, id);
  if (!staffMayAct("recordChecks", row.state)) throw new WrongStateError(row.state);
  const consultedAt = await insertAcceptanceChecks(trx, row, step, form);
  // The page shows the newer of the file it holds and the one answered, by this date.
  await trx
    .updateTable("credit_applications")
    .set({ updated_at: step.now })
    .where("id", "=", id)
    .execute();
  await record(trx, id, step.staffId, "ficp_consulted", {
    consultedAt: consultedAt.toISOString(),
    reference: form.ficpReference,
    result: form.ficpResult,
  });
  await record(trx, id, step.staffId, "solvency_assessed", {
    outcome: form.solvencyOutcome,
    rationale: form.solvencyRationale,
  });
  const file = await applicationFile(trx, id);
  if (!file) throw new ApplicationNotFoundError();
  return file;
}

/**
 * Accepts the file, whatever the indicative answer said, once the FICP consultation and staff's
 * own assessment of the solvency allow it: the offer is issued with the application's frozen
 * figures, for 15 days from today in Paris, and its contract kept as issued. `prepared` is that
 * contract rendered before the transaction (`prepareContract`), for the same moment.
 */
export async function acceptApplication(
  trx: Db,
  mailer: Mailer,
  { staffId, now }: StaffStep,
  id: string,
  prepared?: PreparedContract,
): Promise<ApplicationFile> {
  const { row, applicant } = await lockedForDecision(trx, id);
  if (!staffMayAct("accept", row.state)) throw new WrongStateError(row.state);
  await assertAcceptable(trx, id);
  assertBelowUsury(row, now);
  const contract = await issueContract(trx, row, now, prepared);
  const validUntil = offerValidUntil(bankDay(now));
  await trx
    .updateTable("credit_applications")
    .set({
      state: "accepted",
      decided_at: now,
      decided_by: staffId,
      offer_valid_until: validUntil,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  await record(trx, id, staffId, "accepted", {
    offerValidUntil: validUntil,
    contractSha256: contract.sha256,
  });
  // The contract names the borrower, their birth date and the loan: sent to an address nobody
  // proved, it could reach a stranger (decision 035). The page keeps it for everyone.
  const attached = applicant.emailVerified;
  return decided(
    trx,
    mailer,
    id,
    applicant,
    (mail, url) => mail.applicationAccepted(applicant.firstName, validUntil, url, attached),
    attached ? { contractOf: id } : undefined,
  );
}

/** Why a withdrawal's day of sending cannot be recorded. */
export class WithdrawalDateError extends Error {
  constructor(readonly code: "sent_in_future" | "sent_before_signature" | "sent_late") {
    super(code);
  }
}

/**
 * Records a withdrawal the customer sent by post or e-mail (the FIPEN offers both): what counts is
 * the day it was sent, from the day of the acceptance to the period's last day; the day staff
 * record it may be later. The customer is told by e-mail, as for a withdrawal made online.
 */
export async function recordWithdrawal(
  trx: Db,
  mailer: Mailer,
  { staffId, now }: StaffStep,
  id: string,
  { channel, sentOn }: WithdrawalRecordForm,
): Promise<ApplicationFile> {
  const { row, applicant } = await lockedForDecision(trx, id);
  if (!staffMayAct("recordWithdrawal", row.state)) throw new WrongStateError(row.state);
  if (sentOn > bankDay(now)) throw new WithdrawalDateError("sent_in_future");
  if (row.signed_at && sentOn < bankDay(row.signed_at)) {
    throw new WithdrawalDateError("sent_before_signature");
  }
  if (row.withdrawal_ends_on && sentOn > row.withdrawal_ends_on) {
    throw new WithdrawalDateError("sent_late");
  }
  await trx
    .updateTable("credit_applications")
    .set({ state: "withdrawn", withdrawn_at: now, updated_at: now })
    .where("id", "=", id)
    .execute();
  await record(trx, id, staffId, "withdrawn", { channel, sentOn });
  return decided(trx, mailer, id, applicant, (mail, url) =>
    mail.withdrawalConfirmed(applicant.firstName, now, url),
  );
}
