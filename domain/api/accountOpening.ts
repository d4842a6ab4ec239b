import { documentRefusalMessages } from "../credit/documentRefusals";
import { identityFileSides, openingDocumentPaths, openingSchema } from "../currentAccount/opening";
import {
  identityDocumentStepSchema,
  identityStepSchema,
  knowYourCustomerStepSchema,
  offerStepSchema,
  openingSignatureSchema,
  taxResidenceStepSchema,
} from "../forms/accountOpening";
import { documentUploadQuerySchema, maxDocumentBytes } from "../documentFiles";
import { freshProofMessages } from "../forms/freshProof";
import { passkeyMessages } from "../forms/passkeyMessages";
import { z } from "../forms/z";
import { message } from "../i18n/message";
import { endpoint } from "./endpoint";
import { authenticationOptionsSchema } from "./passkeys";

/**
 * Opening a current account at a distance (issue 34): the customer's one pending opening, started
 * or resumed, then answered step by step. Every step answers the whole opening, with the next step.
 */

const noOpening = { status: 404, message: message("openingNotFound") } as const;
/** Signed, or decided by staff: what the agreement was signed on no longer changes. */
const openingLocked = { status: 409, message: message("openingLocked") } as const;

/**
 * Starts an opening, or resumes the pending one (`resumed`): a second « Ouvrir un compte » leads
 * back to where the customer stopped, never to a second opening.
 */
export const startOpening = endpoint({
  method: "POST",
  path: "/api/account-opening",
  access: "customer",
  response: z.object({ opening: openingSchema, resumed: z.boolean() }),
});

export const getOpening = endpoint({
  method: "GET",
  path: "/api/account-opening",
  access: "customer",
  response: openingSchema,
  errors: { opening_not_found: noOpening },
});

const step = <S extends z.ZodType>(path: string, body: S) =>
  endpoint({
    method: "POST",
    path: `/api/account-opening/${path}`,
    access: "customer",
    body,
    response: openingSchema,
    errors: { opening_not_found: noOpening, opening_locked: openingLocked },
  });

export const saveOffer = step("offer", offerStepSchema);
export const saveIdentity = step("identity", identityStepSchema);
export const saveKnowYourCustomer = step("know-your-customer", knowYourCustomerStepSchema);
export const saveTaxResidence = step("tax-residence", taxResidenceStepSchema);
export const saveIdentityDocument = step("identity-document", identityDocumentStepSchema);

const identitySideParams = z.object({ side: z.enum(identityFileSides).nullable().catch(null) });
const identityFileNotFound = {
  status: 404,
  message: message("openingIdentityFileNotFound"),
} as const;

/**
 * Sends the photo or scan of one side of the identity document (JPEG, PNG or PDF, judged by its
 * bytes as a loan application's documents are, up to the same size), replacing the side's earlier
 * file. While the opening is in progress only. The file's name is the query's `fileName`.
 */
export const uploadIdentityFile = endpoint({
  method: "POST",
  path: "/api/account-opening/identity-document/:side",
  access: "customer",
  params: identitySideParams,
  query: documentUploadQuerySchema,
  upload: { maxBytes: maxDocumentBytes },
  response: openingSchema,
  errors: {
    opening_not_found: noOpening,
    opening_locked: openingLocked,
    identity_file_not_found: identityFileNotFound,
    empty: { status: 400, message: documentRefusalMessages.empty },
    too_large: { status: 413, message: documentRefusalMessages.tooLarge },
    wrong_type: { status: 415, message: documentRefusalMessages.wrongType },
    unreadable: { status: 422, message: documentRefusalMessages.unreadable },
    active_content: { status: 422, message: documentRefusalMessages.activeContent },
  },
});

/** One side's file as sent, saved by the browser (an attachment, never rendered inline). */
export const downloadIdentityFile = endpoint({
  method: "GET",
  path: "/api/account-opening/identity-document/:side",
  access: "customer",
  params: identitySideParams,
  errors: { identity_file_not_found: identityFileNotFound },
});

const answersMissing = { status: 409, message: message("openingAnswersMissing") } as const;
const documentsNotIssued = { status: 409, message: message("openingDocumentsNotIssued") } as const;

/**
 * Issues the account agreement and the fee information document from the answers, once every step
 * is answered and both sides of the identity document are sent (`answers_missing` then says
 * which: `openingIdentityFilesMissing`); asked again, they are issued anew. A later answer
 * removes them; a replaced photo does not (the agreement does not show it).
 */
export const issueOpeningDocuments = endpoint({
  method: "POST",
  path: "/api/account-opening/documents",
  access: "customer",
  response: openingSchema,
  errors: {
    opening_not_found: noOpening,
    opening_locked: openingLocked,
    answers_missing: answersMissing,
  },
});

/** A document as issued, as a PDF file to save (not JSON). */
export const downloadOpeningDocument = endpoint({
  method: "GET",
  path: "/api/account-opening/documents/:kind",
  access: "customer",
  params: z.object({ kind: z.enum(openingDocumentPaths).nullable().catch(null) }),
  errors: {
    document_not_issued: {
      status: 404,
      message: message("openingDocumentNotIssued"),
    },
  },
});

/** A passkey challenge for the signature of the documents issued. */
export const openingSignatureOptions = endpoint({
  method: "POST",
  path: "/api/account-opening/signature/options",
  access: "customer",
  response: authenticationOptionsSchema,
  errors: {
    opening_not_found: noOpening,
    opening_locked: openingLocked,
    answers_missing: answersMissing,
    documents_not_issued: documentsNotIssued,
  },
});

/**
 * Signs the agreement after authenticating again: the account takes its number and IBAN, and
 * the answer says where to send the first transfer and with which reference.
 */
export const signOpening = endpoint({
  method: "POST",
  path: "/api/account-opening/signature",
  access: "customer",
  body: openingSignatureSchema,
  response: openingSchema,
  errors: {
    opening_not_found: noOpening,
    opening_locked: openingLocked,
    answers_missing: answersMissing,
    documents_not_issued: documentsNotIssued,
    account_exists: { status: 409, message: message("openingAccountExists") },
    wrong_password: { status: 400, message: freshProofMessages.passwordWrong },
    passkey_refused: { status: 400, message: passkeyMessages.refused },
  },
});
