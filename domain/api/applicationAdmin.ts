import { applicationEvents, applicationSchema, applicationStates } from "../credit/application";
import { creditProducts } from "../credit/products";
import { outcomes } from "../credit/solvencyAssessment";
import {
  acceptanceChecksFormSchema,
  creditApplicationMessages,
  documentRequestFormSchema,
  ficpResults,
  solvencyOutcomes,
  refusalFormSchema,
  withdrawalRecordFormSchema,
} from "../forms/creditApplication";
import { z } from "../forms/z";
import { message, rule } from "../i18n/message";
import { emptyAsMissing, pagingSchema } from "../leads/admin";
import { applicationParams, documentParams } from "./applications";
import { endpoint } from "./endpoint";

/** The back office's view of loan applications: list, file, decisions, history and export. */

export const applicationAdminMessages = {
  product: rule("applicationFilterProduct"),
  state: rule("applicationFilterState"),
  outcome: rule("applicationFilterOutcome"),
} as const;

const m = applicationAdminMessages;

/** What narrows the list; the CSV export takes the same filters. */
export const applicationFiltersSchema = z.object({
  product: z.preprocess(emptyAsMissing, z.enum(creditProducts, { error: m.product }).optional()),
  state: z.preprocess(emptyAsMissing, z.enum(applicationStates, { error: m.state }).optional()),
  outcome: z.preprocess(
    emptyAsMissing,
    z
      .enum(outcomes.map((outcome) => outcome.value) as ["favorable", "a_etudier", "defavorable"], {
        error: m.outcome,
      })
      .optional(),
  ),
});

export type ApplicationFilters = z.output<typeof applicationFiltersSchema>;

export const applicationListQuerySchema = z.intersection(applicationFiltersSchema, pagingSchema);

/** Who applied, as staff see them beside the file. */
export const applicantSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthDate: z.string(),
  country: z.string(),
});

/** One line of the list. */
export const applicationRowSchema = z.object({
  id: z.string(),
  applicantName: z.string(),
  email: z.string(),
  product: z.enum(creditProducts),
  amount: z.number(),
  months: z.number(),
  state: z.enum(applicationStates),
  outcome: z.enum(["favorable", "a_etudier", "defavorable"]).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const applicationPageSchema = z.object({
  applications: z.array(applicationRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** One step of the history: who (customer or staff e-mail, or a removed account) and when. */
export const applicationHistoryEntrySchema = z.object({
  at: z.string(),
  event: z.enum(applicationEvents),
  /** The customer's or the staff member's e-mail; null once the account is gone. */
  actor: z.string().nullable(),
  actorRole: z.enum(["customer", "admin"]).nullable(),
  /** The step's details in plain French: "Justificatif de domicile : facture.pdf (1,2 Mo)". */
  description: z.string(),
});

/** The latest FICP consultation and solvency assessment staff recorded, and who recorded them. */
export const acceptanceChecksSchema = z.object({
  recordedAt: z.string(),
  /** The staff member's e-mail; null once the account is gone. */
  recordedBy: z.string().nullable(),
  /** The moment of the consultation, ISO 8601. */
  ficpConsultedAt: z.string(),
  ficpReference: z.string(),
  ficpResult: z.enum(ficpResults.map((result) => result.value) as ["none", "registered"]),
  solvencyOutcome: z.enum(
    solvencyOutcomes.map((outcome) => outcome.value) as ["sufficient", "insufficient"],
  ),
  solvencyRationale: z.string(),
});

export const applicationFileSchema = z.object({
  application: applicationSchema,
  applicant: applicantSchema,
  acceptanceChecks: acceptanceChecksSchema.nullable(),
  history: z.array(applicationHistoryEntrySchema),
});

export type ApplicationRow = z.output<typeof applicationRowSchema>;
export type ApplicationPage = z.output<typeof applicationPageSchema>;
export type ApplicationFile = z.output<typeof applicationFileSchema>;
export type ApplicationHistoryEntry = z.output<typeof applicationHistoryEntrySchema>;
export type AcceptanceChecks = z.output<typeof acceptanceChecksSchema>;

const applicationNotFound = {
  status: 404,
  message: message("staffApplicationNotFound"),
} as const;

const wrongState = {
  status: 409,
  message: message("staffDecisionWrongState"),
} as const;

export const listApplicationsForStaff = endpoint({
  method: "GET",
  path: "/api/admin/applications",
  access: "staff",
  query: applicationListQuerySchema,
  response: applicationPageSchema,
});

/** Every application that matches the filters, as a CSV file (not JSON). */
export const exportApplications = endpoint({
  method: "GET",
  path: "/api/admin/applications.csv",
  access: "staff",
  query: applicationFiltersSchema,
});

export const getApplicationFile = endpoint({
  method: "GET",
  path: "/api/admin/applications/:id",
  access: "staff",
  params: applicationParams,
  response: applicationFileSchema,
  errors: { application_not_found: applicationNotFound },
});

/** A customer's document, for staff, as an attachment. */
export const downloadApplicationDocument = endpoint({
  method: "GET",
  path: "/api/admin/applications/:id/documents/:documentId",
  access: "staff",
  params: documentParams,
  errors: {
    application_not_found: applicationNotFound,
    document_not_found: { status: 404, message: message("staffDocumentNotFound") },
  },
});

/** The offer of credit contract as issued to the customer, as an attachment. */
export const downloadContractForStaff = endpoint({
  method: "GET",
  path: "/api/admin/applications/:id/contract",
  access: "staff",
  params: applicationParams,
  errors: {
    application_not_found: applicationNotFound,
    contract_not_issued: {
      status: 404,
      message: message("staffContractNotIssued"),
    },
  },
});

/** Asks the customer for a document again; the customer is e-mailed and the file reopens. */
export const requestDocument = endpoint({
  method: "POST",
  path: "/api/admin/applications/:id/document-requests",
  access: "staff",
  params: applicationParams,
  body: documentRequestFormSchema,
  response: applicationFileSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    not_in_checklist: {
      status: 400,
      message: message("staffDocumentNotInChecklist"),
    },
  },
});

export const refuseApplication = endpoint({
  method: "POST",
  path: "/api/admin/applications/:id/refusal",
  access: "staff",
  params: applicationParams,
  body: refusalFormSchema,
  response: applicationFileSchema,
  errors: { application_not_found: applicationNotFound, wrong_state: wrongState },
});

/**
 * Records the FICP consultation and the solvency assessment made before a decision; a later
 * recording replaces the earlier one for the acceptance, and both stay in the history.
 */
export const recordAcceptanceChecks = endpoint({
  method: "POST",
  path: "/api/admin/applications/:id/acceptance-checks",
  access: "staff",
  params: applicationParams,
  body: acceptanceChecksFormSchema,
  response: applicationFileSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    consulted_in_future: {
      status: 400,
      message: creditApplicationMessages.ficpConsultedInFuture,
    },
    consulted_before_application: {
      status: 400,
      message: creditApplicationMessages.ficpConsultedBeforeApplication,
    },
  },
});

/**
 * Accepts the file: the offer is issued with the application's figures, for 15 days, once the
 * FICP consultation and the solvency assessment allow it.
 */
export const acceptApplication = endpoint({
  method: "POST",
  path: "/api/admin/applications/:id/acceptance",
  access: "staff",
  params: applicationParams,
  response: applicationFileSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    usury_reached: {
      status: 409,
      message: message("staffUsuryReached"),
    },
    checks_missing: { status: 409, message: creditApplicationMessages.acceptanceChecksMissing },
    ficp_registered: { status: 409, message: creditApplicationMessages.ficpRegistered },
    solvency_insufficient: {
      status: 409,
      message: creditApplicationMessages.solvencyInsufficient,
    },
  },
});

/** Records a withdrawal the customer sent by post or e-mail, with the day it was sent. */
export const recordWithdrawal = endpoint({
  method: "POST",
  path: "/api/admin/applications/:id/withdrawal",
  access: "staff",
  params: applicationParams,
  body: withdrawalRecordFormSchema,
  response: applicationFileSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    sent_in_future: { status: 400, message: creditApplicationMessages.withdrawalSentInFuture },
    sent_before_signature: {
      status: 400,
      message: creditApplicationMessages.withdrawalSentBeforeSignature,
    },
    sent_late: { status: 409, message: creditApplicationMessages.withdrawalSentLate },
  },
});
