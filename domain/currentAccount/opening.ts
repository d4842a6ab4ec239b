import {
  accountOfferIds,
  accountPurposes,
  expectedMonthlyInflows,
  identityDocumentKinds,
  monthlyIncomeBands,
  occupations,
} from "../forms/accountOpening";
import { z } from "../forms/z";

/**
 * A current account's opening at a distance, step by step (issue 34). Each answer step saves on
 * its own, so that a customer who stops comes back to the first step not yet answered.
 */
export const answerSteps = [
  "offer",
  "identity",
  "knowYourCustomer",
  "taxResidence",
  "identityDocument",
] as const;
export type AnswerStep = (typeof answerSteps)[number];

/**
 * - `in_progress`: the customer answers; every answer can still change;
 * - `signed`: the agreement is signed, the account has its IBAN and waits for its first transfer
 *   and staff's review; the answers no longer change;
 * - `approved`, `refused`: staff's decision, final;
 * - `withdrawn`: the customer withdrew from the signed agreement within the period, before or
 *   after staff's approval (Code de la consommation L222-7).
 * One opening at a time is pending (`in_progress` or `signed`): starting again resumes it.
 */
export const openingStatuses = [
  "in_progress",
  "signed",
  "approved",
  "refused",
  "withdrawn",
] as const;
export type OpeningStatus = (typeof openingStatuses)[number];
export const pendingOpeningStatuses = ["in_progress", "signed"] as const satisfies OpeningStatus[];

/** The answers as saved: the forms' outputs, read back from the database. */
export const openingAnswersSchema = z.object({
  offer: z.enum(accountOfferIds).nullable(),
  identity: z
    .object({
      birthPlace: z.string(),
      birthCountry: z.string(),
      addressLine: z.string(),
      addressComplement: z.string().optional(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .nullable(),
  knowYourCustomer: z
    .object({
      occupation: z.enum(occupations),
      monthlyIncome: z.enum(monthlyIncomeBands),
      purpose: z.enum(accountPurposes),
      expectedMonthlyInflow: z.enum(expectedMonthlyInflows),
    })
    .nullable(),
  taxResidence: z
    .object({
      taxCountry: z.string(),
      taxNumber: z.string(),
      usPerson: z.boolean(),
      usTaxNumber: z.string().optional(),
    })
    .nullable(),
  identityDocument: z
    .object({
      documentKind: z.enum(identityDocumentKinds),
      documentNumber: z.string(),
      documentExpiresOn: z.string(),
    })
    .nullable(),
});
export type OpeningAnswers = z.output<typeof openingAnswersSchema>;

/**
 * The two documents the customer reads, downloads and signs: the account agreement and the fee
 * information document of the offer (Regulation (EU) 2018/34).
 */
export const openingDocumentKinds = ["agreement", "fee_information"] as const;
export type OpeningDocumentKind = (typeof openingDocumentKinds)[number];

/** Each document's name in its address: `/api/account-opening/documents/convention.pdf`. */
export const openingDocumentFiles = {
  "convention.pdf": "agreement",
  "document-information-tarifaire.pdf": "fee_information",
} as const satisfies Record<string, OpeningDocumentKind>;
export const openingDocumentPaths = Object.keys(openingDocumentFiles) as [
  keyof typeof openingDocumentFiles,
  ...(keyof typeof openingDocumentFiles)[],
];

/**
 * The identity document's two sides, each a photo or a scan the customer sends (R561-5-2, 1°: a
 * copy of an identity document). Their address: `/api/account-opening/identity-document/front`.
 */
export const identityFileSides = ["front", "back"] as const;
export type IdentityFileSide = (typeof identityFileSides)[number];

/** A side's file as the customer sent it (its bytes are downloaded on their own). */
export const identityFileSchema = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type IdentityFile = z.output<typeof identityFileSchema>;

const issuedDocumentSchema = z.object({ sha256: z.string(), issuedAt: z.string() });

/**
 * What a signature keeps: how the signer proved who they were, what they signed (each document's
 * digest, and for a passkey what the device signed: a challenge ending with the digest of both),
 * and from which device.
 */
export interface OpeningSignature {
  method: "password" | "passkey";
  passkeyId?: string;
  passkeyAssertion?: {
    credentialId: string;
    clientDataJSON: string;
    authenticatorData: string;
    signature: string;
  };
  documents: Record<OpeningDocumentKind, { sha256: string; issuedAt: string }>;
  /** What a passkey signed: the SHA-256 of the two digests, agreement first, one per line. */
  signedDigest: string;
  acknowledged: true;
  device: { userAgent: string | null };
}

/** What the API answers of an opening: its answers, where it stands and what comes next. */
export const openingSchema = openingAnswersSchema.extend({
  id: z.uuid(),
  status: z.enum(openingStatuses),
  startedAt: z.string(),
  /** The first answer step not yet answered; `null` once all are. */
  nextStep: z.enum(answerSteps).nullable(),
  /** The identity document's photos sent so far, side by side; both before the documents. */
  identityDocumentFiles: z.object({
    front: identityFileSchema.nullable(),
    back: identityFileSchema.nullable(),
  }),
  /** The documents issued from the current answers, until an answer changes. */
  documents: z
    .object({ agreement: issuedDocumentSchema, feeInformation: issuedDocumentSchema })
    .nullable(),
  signedAt: z.string().nullable(),
  /**
   * Once signed: the account's IBAN and BIC, and what the customer writes on the first transfer
   * from an account in their own name (R561-5-2, 3°); when that transfer matched, once it has.
   */
  firstTransfer: z
    .object({
      iban: z.string(),
      bic: z.string(),
      reference: z.string(),
      receivedAt: z.string().nullable(),
    })
    .nullable(),
});
export type Opening = z.output<typeof openingSchema>;

/**
 * An opening whose documents were issued, as « Mes documents » lists it: each document as kept,
 * given on its `issuedAt` and, once the opening is signed, signed on `signedAt`; `rib` when the
 * account the signature opened is under way or open, so that its RIB is there too.
 */
export const keptOpeningDocumentsSchema = z.object({
  id: z.uuid(),
  offer: z.enum(accountOfferIds),
  status: z.enum(openingStatuses),
  startedAt: z.string(),
  signedAt: z.string().nullable(),
  documents: z.object({ agreement: issuedDocumentSchema, feeInformation: issuedDocumentSchema }),
  rib: z.boolean(),
});
export type KeptOpeningDocuments = z.output<typeof keptOpeningDocumentsSchema>;

/** The first step the customer has not answered, in the journey's order. */
export const nextAnswerStep = (answers: OpeningAnswers): AnswerStep | null =>
  answerSteps.find((step) => answers[step] === null) ?? null;
