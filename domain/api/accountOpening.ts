import { openingDocumentPaths, openingSchema } from "../currentAccount/opening";
import {
  identityDocumentStepSchema,
  identityStepSchema,
  knowYourCustomerStepSchema,
  offerStepSchema,
  openingSignatureSchema,
  taxResidenceStepSchema,
} from "../forms/accountOpening";
import { creditApplicationMessages } from "../forms/creditApplication";
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

const answersMissing = { status: 409, message: message("openingAnswersMissing") } as const;
const documentsNotIssued = { status: 409, message: message("openingDocumentsNotIssued") } as const;

/**
 * Issues the account agreement and the fee information document from the answers, once every step
 * is answered; asked again, they are issued anew. A later answer removes them.
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
    wrong_password: { status: 400, message: creditApplicationMessages.passwordWrong },
    passkey_refused: { status: 400, message: passkeyMessages.refused },
  },
});
