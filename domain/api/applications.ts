import { applicationSchema, applicationStates } from "../credit/application";
import { documentUploadQuerySchema, maxDocumentBytes } from "../documentFiles";
import { documentRefusalMessages } from "../credit/documentRefusals";
import { loanRequestSchema } from "../credit/loanRequest";
import { offerValidityDays, withdrawalPeriodDays } from "../credit/periods";
import { creditProducts } from "../credit/products";
import { keptOpeningDocumentsSchema, openingDocumentPaths } from "../currentAccount/opening";
import {
  creditApplicationMessages,
  documentCodeSchema,
  signatureFormSchema,
} from "../forms/creditApplication";
import { creditSituationSchema } from "../forms/creditSituation";
import { passkeyMessages } from "../forms/passkeyMessages";
import { z } from "../forms/z";
import { message } from "../i18n/message";
import { endpoint } from "./endpoint";
import { authenticationOptionsSchema } from "./passkeys";

/** Another customer's application is answered like an unknown one: its existence is not told. */
const applicationNotFound = { status: 404, message: message("applicationNotFound") } as const;

/** An id that is not a UUID names no application: a 404 as for an unknown one, not a 400. */
export const applicationParams = z.object({ id: z.uuid().nullable().catch(null) });

/** A document of an application: both ids, each `null` when it is not a UUID (a 404). */
export const documentParams = z.object({
  id: z.uuid().nullable().catch(null),
  documentId: z.uuid().nullable().catch(null),
});

const documentNotFound = { status: 404, message: message("documentNotFound") } as const;

/** The step asked for cannot be taken in the application's state (the message says why). */
const wrongState = { status: 409, message: message("applicationWrongState") } as const;

const contractNotIssued = { status: 404, message: message("contractNotIssued") } as const;

/** Once the file is sent for study, the situation it was studied on no longer changes. */
const situationLocked = { status: 409, message: message("situationLocked") } as const;

/**
 * What an upload is refused for, by what is wrong with the file (`documentRefusalMessages`; the
 * wrong-type message may name what the file really is).
 */
const uploadRefusals = {
  empty: { status: 400, message: documentRefusalMessages.empty },
  too_large: { status: 413, message: documentRefusalMessages.tooLarge },
  wrong_type: { status: 415, message: documentRefusalMessages.wrongType },
  unreadable: { status: 422, message: documentRefusalMessages.unreadable },
  /** A PDF with scripts, a launch action, an attached file… (decision record 020). */
  active_content: { status: 422, message: documentRefusalMessages.activeContent },
  too_many_files: { status: 409, message: message("documentTooManyFiles") },
  not_in_checklist: { status: 400, message: creditApplicationMessages.document },
  /**
   * The application's files would pass `maxApplicationBytes` with this one: 413, the request's
   * content is more than the bank takes, and the message names the limit, what is used and the
   * file's size (the declared message is its template).
   */
  storage_full: { status: 413, message: message("documentStorageFull") },
} as const;

/**
 * Starts an application from a simulation. The server prices the loan from the product's grid: no
 * rate or figure sent by the browser is read.
 *
 * Within the quotas of domain/credit/quotas.ts, checked under a lock per customer (two requests at
 * once, on one instance or two, never open two applications):
 * - `application_exists` (409): an application of this loan is already open. Nothing is created,
 *   and the error carries its id, `{ error: { code, message, applicationId } }`, for the page to
 *   lead the customer back to it. Not a 200 with that application: its figures are frozen, and
 *   may not be the ones just asked for; the message says so.
 * - `open_applications_limit` (409): `maxOpenApplications` are open, of other loans;
 * - `yearly_applications_limit` (409): `maxApplicationsPerYear` were started in 12 months.
 * Nothing the customer saved changes in any of them.
 */
export const createApplication = endpoint({
  method: "POST",
  path: "/api/applications",
  access: "customer",
  body: loanRequestSchema,
  status: 201,
  response: applicationSchema,
  errors: {
    application_exists: { status: 409, message: message("applicationExists") },
    open_applications_limit: { status: 409, message: message("openApplicationsLimit") },
    yearly_applications_limit: { status: 409, message: message("yearlyApplicationsLimit") },
  },
});

/** The customer's applications, newest first. */
export const listApplications = endpoint({
  method: "GET",
  path: "/api/applications",
  access: "customer",
  response: z.object({ applications: z.array(applicationSchema) }),
});

export const getApplication = endpoint({
  method: "GET",
  path: "/api/applications/:id",
  access: "customer",
  params: applicationParams,
  response: applicationSchema,
  errors: { application_not_found: applicationNotFound },
});

/**
 * The Informations step: the situation is stored and the indicative answer computed from it at
 * once, in the answer. Sent again, it replaces both.
 */
export const saveSituation = endpoint({
  method: "POST",
  path: "/api/applications/:id/situation",
  access: "customer",
  params: applicationParams,
  body: creditSituationSchema,
  response: applicationSchema,
  errors: { application_not_found: applicationNotFound, wrong_state: situationLocked },
});

/** The FIPEN of the application's loan, as a PDF file to save (not JSON). */
export const downloadFipen = endpoint({
  method: "GET",
  path: "/api/applications/:id/fipen.pdf",
  access: "customer",
  params: applicationParams,
  errors: { application_not_found: applicationNotFound },
});

/**
 * The offer of credit contract issued when the application was accepted, as kept: a PDF file to
 * save (not JSON). Until it is issued, `contract_not_issued`.
 */
export const downloadContract = endpoint({
  method: "GET",
  path: "/api/applications/:id/contract",
  access: "customer",
  params: applicationParams,
  errors: { application_not_found: applicationNotFound, contract_not_issued: contractNotIssued },
});

/**
 * What the bank gave the customer for one application, as « Mes documents » lists it: each FIPEN
 * as delivered, and the offer of credit contract once issued (its schedule with it).
 */
export const issuedDocumentsSchema = z.object({
  id: z.string(),
  product: z.enum(creditProducts),
  amount: z.number(),
  months: z.number(),
  state: z.enum(applicationStates),
  /** Each sheet given, the earliest first. */
  fipens: z.array(z.object({ id: z.string(), deliveredAt: z.string() })),
  contract: z.object({ issuedAt: z.string(), signedAt: z.string().nullable() }).nullable(),
});

export type IssuedDocuments = z.output<typeof issuedDocumentsSchema>;

/**
 * The client area's « Mes documents »: the caller's applications the bank issued a document for,
 * and their current account openings whose agreement and fee information document were issued,
 * each newest first. Nothing of anyone else's.
 */
export const listDocuments = endpoint({
  method: "GET",
  path: "/api/applications/documents",
  access: "customer",
  response: z.object({
    applications: z.array(issuedDocumentsSchema),
    openings: z.array(keptOpeningDocumentsSchema),
  }),
});

/**
 * A document of one of the customer's openings, as « Mes documents » lists it: the PDF kept when
 * it was issued (and signed, once it was), byte for byte. Another customer's opening, or an id
 * that is no UUID, answers 404 as an unknown one.
 */
export const downloadKeptOpeningDocument = endpoint({
  method: "GET",
  path: "/api/account-openings/:id/documents/:kind",
  access: "customer",
  params: z.object({
    id: z.uuid().nullable().catch(null),
    kind: z.enum(openingDocumentPaths).nullable().catch(null),
  }),
  errors: {
    opening_not_found: { status: 404, message: message("keptOpeningNotFound") },
    document_not_issued: { status: 404, message: message("openingDocumentNotIssued") },
  },
});

/** A FIPEN as it was given (`:deliveryId` from `listDocuments`), as a PDF file to save. */
export const downloadDeliveredFipen = endpoint({
  method: "GET",
  path: "/api/applications/:id/fipens/:deliveryId",
  access: "customer",
  params: z.object({
    id: z.uuid().nullable().catch(null),
    deliveryId: z.uuid().nullable().catch(null),
  }),
  errors: {
    application_not_found: applicationNotFound,
    fipen_not_found: { status: 404, message: message("fipenNotFound") },
  },
});

/**
 * The amortisation schedule of the issued offer, as a PDF file to save: the contract's table,
 * drawn again from the offer's frozen figures. Until the offer is issued, `contract_not_issued`.
 */
export const downloadSchedule = endpoint({
  method: "GET",
  path: "/api/applications/:id/schedule",
  access: "customer",
  params: applicationParams,
  errors: { application_not_found: applicationNotFound, contract_not_issued: contractNotIssued },
});

/**
 * Adds a file to one document of the checklist (`:code`). The body is the file's bytes; its type
 * is recognised from them, never from its name or Content-Type. Answered with the application.
 */
export const uploadDocument = endpoint({
  method: "POST",
  path: "/api/applications/:id/documents/:code",
  access: "customer",
  params: z.object({ id: z.uuid().nullable().catch(null), code: documentCodeSchema }),
  query: documentUploadQuerySchema,
  upload: { maxBytes: maxDocumentBytes },
  status: 201,
  response: applicationSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    ...uploadRefusals,
  },
});

/** Replaces one file by another for the same document, before the file is studied. */
export const replaceDocument = endpoint({
  method: "POST",
  path: "/api/applications/:id/documents/:documentId/replacement",
  access: "customer",
  params: documentParams,
  query: documentUploadQuerySchema,
  upload: { maxBytes: maxDocumentBytes },
  response: applicationSchema,
  errors: {
    application_not_found: applicationNotFound,
    document_not_found: documentNotFound,
    wrong_state: wrongState,
    ...uploadRefusals,
  },
});

export const deleteDocument = endpoint({
  method: "DELETE",
  path: "/api/applications/:id/documents/:documentId",
  access: "customer",
  params: documentParams,
  response: applicationSchema,
  errors: {
    application_not_found: applicationNotFound,
    document_not_found: documentNotFound,
    wrong_state: wrongState,
  },
});

/** One of the customer's files, as an attachment with its stored type (never rendered inline). */
export const downloadDocument = endpoint({
  method: "GET",
  path: "/api/applications/:id/documents/:documentId",
  access: "customer",
  params: documentParams,
  errors: { application_not_found: applicationNotFound, document_not_found: documentNotFound },
});

/** Sends the complete file for study, or the documents staff asked for. */
export const submitApplication = endpoint({
  method: "POST",
  path: "/api/applications/:id/submission",
  access: "customer",
  params: applicationParams,
  response: applicationSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    documents_missing: { status: 409, message: message("documentsMissing") },
  },
});

/**
 * A passkey challenge for signing the offer's contract (the password needs none): it ends with the
 * contract's SHA-256, so the device signs that text.
 */
export const signatureOptions = endpoint({
  method: "POST",
  path: "/api/applications/:id/signature/options",
  access: "customer",
  params: applicationParams,
  response: authenticationOptionsSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    contract_not_issued: { status: 409, message: message("contractNotIssued") },
  },
});

/**
 * Accepts the offer after authenticating again. The acceptance keeps the offer's figures, the
 * time, the method and the digest of the contract signed; the answer carries the withdrawal
 * period and the funds' release date.
 */
export const signOffer = endpoint({
  method: "POST",
  path: "/api/applications/:id/signature",
  access: "customer",
  params: applicationParams,
  body: signatureFormSchema,
  response: applicationSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    offer_expired: {
      status: 409,
      message: message("offerExpired", { days: offerValidityDays }),
    },
    fipen_not_delivered: { status: 409, message: message("fipenNotDelivered") },
    contract_not_issued: { status: 409, message: message("contractNotIssued") },
    usury_reached: { status: 409, message: message("usuryReached") },
    wrong_password: { status: 400, message: creditApplicationMessages.passwordWrong },
    passkey_refused: { status: 400, message: passkeyMessages.refused },
  },
});

/** Withdraws from the signed loan, within the 14 days (no reason to give, nothing to pay). */
export const withdrawApplication = endpoint({
  method: "POST",
  path: "/api/applications/:id/withdrawal",
  access: "customer",
  params: applicationParams,
  response: applicationSchema,
  errors: {
    application_not_found: applicationNotFound,
    wrong_state: wrongState,
    withdrawal_closed: {
      status: 409,
      message: message("withdrawalClosed", { days: withdrawalPeriodDays }),
    },
  },
});
