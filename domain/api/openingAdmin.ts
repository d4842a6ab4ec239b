import { accountOfferIds } from "../forms/accountOpening";
import { refusalFormSchema } from "../forms/creditApplication";
import { screeningClearanceFormSchema } from "../forms/screeningClearance";
import { z } from "../forms/z";
import {
  identityFileSchema,
  identityFileSides,
  openingAnswersSchema,
  openingDocumentKinds,
  openingDocumentPaths,
} from "../currentAccount/opening";
import {
  firstTransferStates,
  openingReviewEvents,
  reviewedOpeningStatuses,
  screeningStates,
  transferOutcomes,
  type ScreeningState,
} from "../currentAccount/openingReview";
import { registerEntrySchema } from "../currentAccount/registerEntry";
import { message, rule } from "../i18n/message";
import { emptyAsMissing, pagingSchema } from "../leads/admin";
import { endpoint } from "./endpoint";

/**
 * The back office's side of current accounts (issue 34, item 4): the partner bank's statements
 * imported by staff, and the signed openings' queue, file, decisions and export.
 */

/** A day's statement of a few thousand credits is well under it; a larger body is no statement. */
export const maxStatementBytes = 10 * 1024 * 1024;

export const openingAdminMessages = {
  status: rule("openingFilterStatus"),
  transfer: rule("openingFilterTransfer"),
} as const;

const m = openingAdminMessages;

/** What an import did with the file: the counts of its entries by what became of them. */
export const statementImportSchema = z.object({
  fileId: z.string(),
  messageId: z.string(),
  importedAt: z.string(),
  /** Every entry of the file, whatever became of it. */
  entryCount: z.number().int(),
  /** Credits booked to our accounts by this import. */
  credited: z.number().int(),
  /** Credits an earlier file booked already (statements overlap): skipped. */
  alreadyBooked: z.number().int(),
  /** Entries of accounts that are not ours: neither booked nor kept. */
  unknownAccounts: z.number().int(),
  /** Of the credits booked, those that wait for staff (a first transfer that did not match). */
  toReview: z.number().int(),
  /** Debits and credits in another currency than the euro: nothing is booked for them yet. */
  notBooked: z.number().int(),
});

/** One imported file, as the list shows it. */
export const statementFileRowSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  importedAt: z.string(),
  /** The staff member's e-mail; null once their account is gone. */
  importedBy: z.string().nullable(),
  entryCount: z.number().int(),
  /** Credits this file booked. */
  credited: z.number().int(),
  /** Of those, the ones that wait for staff. */
  toReview: z.number().int(),
});

export const statementFilePageSchema = z.object({
  files: z.array(statementFileRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** What narrows the queue; the CSV export takes the same filters. Signed openings by default. */
export const openingFiltersSchema = z.object({
  status: z.preprocess(
    emptyAsMissing,
    z.enum(reviewedOpeningStatuses, { error: m.status }).default("signed"),
  ),
  transfer: z.preprocess(
    emptyAsMissing,
    z.enum(firstTransferStates, { error: m.transfer }).optional(),
  ),
});
export type OpeningFilters = z.output<typeof openingFiltersSchema>;

export const openingListQuerySchema = z.intersection(openingFiltersSchema, pagingSchema);

/** One line of the queue. */
export const openingRowSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  email: z.string(),
  offer: z.enum(accountOfferIds).nullable(),
  status: z.enum(reviewedOpeningStatuses),
  signedAt: z.string(),
  iban: z.string(),
  transferState: z.enum(firstTransferStates),
  /** Credits to the account that did not match, for staff to look at. */
  transfersToReview: z.number().int(),
  screening: z.enum(screeningStates),
});

export const openingPageSchema = z.object({
  openings: z.array(openingRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** A credit to the account from the partner bank's statement, and what it was to the opening. */
export const openingTransferSchema = z.object({
  id: z.string(),
  bookedOn: z.string(),
  amountCents: z.number().int(),
  payerName: z.string().nullable(),
  payerIban: z.string().nullable(),
  remittance: z.string(),
  reference: z.string(),
  outcome: z.enum(transferOutcomes),
  importedAt: z.string(),
  messageId: z.string(),
});

/**
 * The customer screened against the asset-freeze register loaded (L562-1 ff.), when the file is
 * read: a hit, or no register loaded, blocks the approval.
 */
export const openingScreeningSchema = z.discriminatedUnion("outcome", [
  z.object({ outcome: z.literal("no_list_loaded") }),
  z.object({
    outcome: z.literal("screened"),
    /** The register's own publication date, and when it was loaded here. */
    listPublishedAt: z.string(),
    loadedAt: z.string(),
    hits: z.array(
      z.object({
        listId: z.string(),
        name: z.string(),
        reason: z.enum(["name", "name_and_birth_date"]),
        /** What the register says of the person, to compare with the customer. */
        entry: registerEntrySchema,
        /**
         * Staff's finding that the customer is a namesake, while the register says of the entry
         * what it said then; null until then, or once it says otherwise.
         */
        clearance: z
          .object({
            reason: z.string(),
            /** The staff member's e-mail; null once their account is gone. */
            clearedBy: z.string().nullable(),
            clearedAt: z.string(),
          })
          .nullable(),
      }),
    ),
  }),
]);

/**
 * One step of the opening's life: the customer's signature, a credit imported, a screening hit
 * cleared, a decision.
 */
export const openingHistoryEntrySchema = z.object({
  at: z.string(),
  event: z.enum(["signed", "transfer", "hit_cleared", ...openingReviewEvents]),
  /** Who: the customer's or the staff member's e-mail; null once the account is gone. */
  actor: z.string().nullable(),
  description: z.string(),
});

/**
 * What staff read before deciding: who the customer is (profile and answers), the identity
 * document, the documents signed and the signature's evidence, the account with its first
 * transfer, and the history.
 */
export const openingFileSchema = z.object({
  opening: openingAnswersSchema.extend({
    id: z.string(),
    status: z.enum(["in_progress", ...reviewedOpeningStatuses]),
    startedAt: z.string(),
    signedAt: z.string().nullable(),
  }),
  customer: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    birthDate: z.string(),
    country: z.string(),
  }),
  account: z
    .object({
      id: z.string(),
      iban: z.string(),
      bic: z.string(),
      status: z.enum(["pending_first_transfer", "open", "refused", "closed"]),
      reference: z.string(),
      balanceCents: z.number().int(),
      transferState: z.enum(firstTransferStates),
      firstTransferMatchedAt: z.string().nullable(),
    })
    .nullable(),
  /** The identity document's photos or scans, front and back, as the customer sent them. */
  identityDocumentFiles: z.object({
    front: identityFileSchema.nullable(),
    back: identityFileSchema.nullable(),
  }),
  documents: z.array(
    z.object({
      kind: z.enum(openingDocumentKinds),
      path: z.enum(openingDocumentPaths),
      sha256: z.string(),
      issuedAt: z.string(),
      bytes: z.number().int(),
    }),
  ),
  signature: z
    .object({
      method: z.enum(["password", "passkey"]),
      passkeyId: z.string().nullable(),
      /** The SHA-256 of each document signed, as the signature names them. */
      agreementSha256: z.string(),
      feeInformationSha256: z.string(),
      /** What a passkey signed: the SHA-256 of the two digests. */
      signedDigest: z.string(),
      userAgent: z.string().nullable(),
    })
    .nullable(),
  transfers: z.array(openingTransferSchema),
  screening: openingScreeningSchema,
  history: z.array(openingHistoryEntrySchema),
});

export type StatementImport = z.output<typeof statementImportSchema>;
export type StatementFileRow = z.output<typeof statementFileRowSchema>;
export type StatementFilePage = z.output<typeof statementFilePageSchema>;
export type OpeningRow = z.output<typeof openingRowSchema>;
export type OpeningPage = z.output<typeof openingPageSchema>;
export type OpeningTransfer = z.output<typeof openingTransferSchema>;
export type OpeningHistoryEntry = z.output<typeof openingHistoryEntrySchema>;
export type OpeningFile = z.output<typeof openingFileSchema>;
export type OpeningScreening = z.output<typeof openingScreeningSchema>;

/** The screening in a word: a hit not cleared, or no register, blocks the approval. */
export function screeningState(screening: OpeningScreening): ScreeningState {
  if (screening.outcome === "no_list_loaded") return "no_list_loaded";
  if (screening.hits.length === 0) return "clear";
  return screening.hits.every((hit) => hit.clearance !== null) ? "cleared" : "hit";
}

/** An id that is not a UUID names no opening: a 404 as for an unknown one. */
export const openingParams = z.object({ id: z.uuid().nullable().catch(null) });

const openingNotFound = { status: 404, message: message("staffOpeningNotFound") } as const;

/**
 * Imports the partner bank's end-of-day statement (camt.053, XML in UTF-8): its bytes are the
 * body. A file is taken whole or refused whole; the same file twice credits nothing twice.
 */
export const importStatement = endpoint({
  method: "POST",
  path: "/api/admin/statements",
  access: "staff",
  upload: { maxBytes: maxStatementBytes },
  status: 201,
  response: statementImportSchema,
  errors: {
    too_large: { status: 413, message: message("staffStatementTooLarge") },
    /** The parser's words say where and what, in French; the declared message is its template. */
    statement_refused: { status: 422, message: message("staffStatementRefused") },
    /** When and by whom, in the message; the earlier import's id, time and staff as members. */
    already_imported: { status: 409, message: message("staffStatementAlreadyImported") },
  },
});

/** The files imported, newest first. */
export const listStatementFiles = endpoint({
  method: "GET",
  path: "/api/admin/statements",
  access: "staff",
  query: pagingSchema,
  response: statementFilePageSchema,
});

export const listOpeningsForStaff = endpoint({
  method: "GET",
  path: "/api/admin/account-openings",
  access: "staff",
  query: openingListQuerySchema,
  response: openingPageSchema,
});

/** Every opening that matches the filters, as a CSV file (not JSON). */
export const exportOpenings = endpoint({
  method: "GET",
  path: "/api/admin/account-openings.csv",
  access: "staff",
  query: openingFiltersSchema,
});

export const getOpeningFile = endpoint({
  method: "GET",
  path: "/api/admin/account-openings/:id",
  access: "staff",
  params: openingParams,
  response: openingFileSchema,
  errors: { opening_not_found: openingNotFound },
});

/** The account agreement or the fee information document, as issued and signed. */
export const downloadOpeningDocumentForStaff = endpoint({
  method: "GET",
  path: "/api/admin/account-openings/:id/documents/:kind",
  access: "staff",
  params: z.object({
    id: z.uuid().nullable().catch(null),
    kind: z.enum(openingDocumentPaths).nullable().catch(null),
  }),
  errors: {
    opening_not_found: openingNotFound,
    document_not_found: { status: 404, message: message("staffOpeningDocumentNotFound") },
  },
});

/** One side of the identity document as the customer sent it, as an attachment. */
export const downloadOpeningIdentityFileForStaff = endpoint({
  method: "GET",
  path: "/api/admin/account-openings/:id/identity-document/:side",
  access: "staff",
  params: z.object({
    id: z.uuid().nullable().catch(null),
    side: z.enum(identityFileSides).nullable().catch(null),
  }),
  errors: {
    opening_not_found: openingNotFound,
    identity_file_not_found: {
      status: 404,
      message: message("staffOpeningIdentityFileNotFound"),
    },
  },
});

const wrongState = { status: 409, message: message("staffOpeningWrongState") } as const;

/**
 * Approves the opening: the account opens. Only once the first transfer matched (the second
 * identity measure of R561-5-2) and the screening against the asset-freeze register, made again
 * at the decision, found no one; with no register loaded, no one is approved.
 */
export const approveOpening = endpoint({
  method: "POST",
  path: "/api/admin/account-openings/:id/approval",
  access: "staff",
  params: openingParams,
  response: openingFileSchema,
  errors: {
    opening_not_found: openingNotFound,
    wrong_state: wrongState,
    first_transfer_missing: {
      status: 409,
      message: message("staffOpeningFirstTransferMissing"),
    },
    screening_hit: { status: 409, message: message("staffOpeningScreeningHit") },
    no_freeze_list: { status: 409, message: message("staffOpeningNoFreezeList") },
    /** The approver cleared a hit the approval relies on: another member of staff approves. */
    four_eyes: { status: 409, message: message("staffOpeningFourEyes") },
  },
});

/**
 * Clears a hit of the screening as a namesake: the customer is not the person of this register
 * entry, for the reason written. The approval then passes this entry alone, while the register
 * says the same of it, and is taken by another member of staff.
 */
export const clearScreeningHit = endpoint({
  method: "POST",
  path: "/api/admin/account-openings/:id/screening-clearances",
  access: "staff",
  params: openingParams,
  body: screeningClearanceFormSchema,
  status: 201,
  response: openingFileSchema,
  errors: {
    opening_not_found: openingNotFound,
    wrong_state: wrongState,
    no_freeze_list: { status: 409, message: message("staffOpeningNoFreezeList") },
    not_a_hit: { status: 409, message: message("staffOpeningNotAHit") },
    already_cleared: { status: 409, message: message("staffOpeningAlreadyCleared") },
  },
});

/**
 * Refuses the opening with a reason written to the customer: the account is refused, and any
 * money already received is due back to its payer (recorded in the history; the refund itself is
 * made outside this service).
 */
export const refuseOpening = endpoint({
  method: "POST",
  path: "/api/admin/account-openings/:id/refusal",
  access: "staff",
  params: openingParams,
  body: refusalFormSchema,
  response: openingFileSchema,
  errors: { opening_not_found: openingNotFound, wrong_state: wrongState },
});

/** A refund due to a payer of a refused or withdrawn opening's account (decision record 059). */
export const refundDueSchema = z.object({
  id: z.string(),
  openingId: z.string(),
  /** The opening's customer, first name then last name. */
  customer: z.string(),
  reason: z.enum(["refused", "withdrawn"]),
  payerName: z.string(),
  payerIban: z.string(),
  amountCents: z.number().int(),
  dueAt: z.string(),
});

/** A payment order generated (pain.001), to be downloaded again as it was. */
export const refundOrderSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  createdAt: z.string(),
  /** The staff member's e-mail; null once their account is gone. */
  createdBy: z.string().nullable(),
  transactionCount: z.number().int(),
  controlSumCents: z.number().int(),
});

export const refundsSchema = z.object({
  due: z.array(refundDueSchema),
  /** The newest hundred orders, newest first. */
  orders: z.array(refundOrderSchema),
});

export type RefundDue = z.output<typeof refundDueSchema>;
export type RefundOrder = z.output<typeof refundOrderSchema>;
export type Refunds = z.output<typeof refundsSchema>;

/** The refunds waiting for a payment order, and the orders generated. */
export const listRefunds = endpoint({
  method: "GET",
  path: "/api/admin/refunds",
  access: "staff",
  response: refundsSchema,
});

/**
 * Puts every refund due in one SEPA payment order for the partner bank (pain.001.001.09), kept
 * and marked exported: two members of staff at once export each refund once. The XML is then
 * downloaded from `downloadRefundOrder`.
 */
export const createRefundOrder = endpoint({
  method: "POST",
  path: "/api/admin/refund-orders",
  access: "staff",
  status: 201,
  response: refundOrderSchema,
  errors: { nothing_due: { status: 409, message: message("staffRefundNothingDue") } },
});

/** An order's XML, the same bytes each time (not JSON). */
export const downloadRefundOrder = endpoint({
  method: "GET",
  path: "/api/admin/refund-orders/:id",
  access: "staff",
  params: z.object({ id: z.uuid().nullable().catch(null) }),
  errors: {
    refund_order_not_found: { status: 404, message: message("staffRefundOrderNotFound") },
  },
});
