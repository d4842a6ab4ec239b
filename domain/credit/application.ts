import { z } from "../forms/z";
import { documentCodes } from "./documents";
import { creditProducts } from "./products";
import { outcomes } from "./solvencyAssessment";

/**
 * A loan application as the API answers it: the simulated loan with the figures the server priced
 * when it was created (frozen from then on), the customer's situation and the indicative answer.
 */

/**
 * Where an application stands (the workflow is in `./workflow.ts`):
 * - `informations` until the situation is given, then `documents` whatever the indicative answer
 *   (it is no decision);
 * - `submitted` once the customer sends the complete file for study;
 * - `document_requested` when staff ask for a missing or unreadable document, back to `submitted`
 *   when the customer sends it;
 * - `accepted` (the offer is issued) or `refused` (with a reason) by staff;
 * - `signed` when the customer accepts the offer, `withdrawn` if they withdraw in the 14 days.
 */
export const applicationStates = [
  "informations",
  "documents",
  "submitted",
  "document_requested",
  "accepted",
  "refused",
  "signed",
  "withdrawn",
] as const;

export type ApplicationState = (typeof applicationStates)[number];

/** Events of an application's history, as stored. */
export const applicationEvents = [
  "created",
  "situation_saved",
  "fipen_downloaded",
  "document_uploaded",
  "document_replaced",
  "document_deleted",
  "submitted",
  "document_requested",
  "refused",
  "accepted",
  "signed",
  "withdrawn",
  "ficp_consulted",
  "solvency_assessed",
] as const;

export type ApplicationEvent = (typeof applicationEvents)[number];

const outcomeCodes = outcomes.map((outcome) => outcome.value) as [
  (typeof outcomes)[number]["value"],
  ...(typeof outcomes)[number]["value"][],
];

/** The situation as stored: the Informations step's schema validated it before. */
export const storedSituationSchema = z.object({
  employmentStatus: z.string(),
  employedSince: z.string(),
  netMonthlyIncome: z.number(),
  coBorrowerNetMonthlyIncome: z.number().optional(),
  otherCreditPayments: z.number(),
  housing: z.string(),
  housingCost: z.number(),
  dependants: z.number(),
});

export const answerSchema = z.object({
  outcome: z.enum(outcomeCodes),
  summary: z.string(),
  reasons: z.array(
    z.object({ criterion: z.string(), verdict: z.enum(outcomeCodes), text: z.string() }),
  ),
  figures: z.object({
    newInstalment: z.number(),
    creditPayments: z.number(),
    householdIncome: z.number(),
    debtRatio: z.number(),
    remainingIncome: z.number(),
    minimumRemainingIncome: z.number(),
    householdSize: z.number(),
    age: z.number(),
    lastInstalment: z.string(),
    ageAtLastInstalment: z.number(),
  }),
  suggestions: z.array(
    z.object({
      kind: z.enum(["smallerAmount", "longerDuration"]),
      amount: z.number(),
      months: z.number(),
      annualRate: z.number(),
      newInstalment: z.number(),
      outcome: z.enum(["favorable", "a_etudier"]),
      text: z.string(),
    }),
  ),
  notice: z.string(),
  thresholdsSince: z.string(),
  answeredAt: z.string(),
});

/** An uploaded supporting document, without its content (downloaded on its own). */
export const applicationDocumentSchema = z.object({
  id: z.string(),
  code: z.enum(documentCodes),
  fileName: z.string(),
  mediaType: z.string(),
  /** Bytes. */
  size: z.number(),
  uploadedAt: z.string(),
});

/** A document staff asked for, until the customer submits the file again. */
export const documentRequestSchema = z.object({
  code: z.enum(documentCodes),
  /** Staff's words to the customer: what is missing or unreadable. */
  note: z.string(),
  requestedAt: z.string(),
});

/** How the customer proved who they were when accepting the offer. */
export const signatureMethods = ["password", "passkey"] as const;

export const applicationSchema = z.object({
  id: z.string(),
  product: z.enum(creditProducts),
  amount: z.number(),
  months: z.number(),
  option: z.string(),
  insurance: z.boolean(),
  /** Borrowing rate, TAEG and TAEA as fractions; euros rounded to the cent. */
  annualRate: z.number(),
  monthlyPayment: z.number(),
  taeg: z.number(),
  totalDue: z.number(),
  insuranceMonthly: z.number(),
  insuranceTotal: z.number(),
  taea: z.number(),
  /** What the borrower pays each month: the instalment, with the premium when insured. */
  monthlyCommitment: z.number(),
  state: z.enum(applicationStates),
  situation: storedSituationSchema.nullable(),
  answer: answerSchema.nullable(),
  documents: z.array(applicationDocumentSchema),
  requestedDocuments: z.array(documentRequestSchema),
  submittedAt: z.string().nullable(),
  /** Staff's decision: `accepted` or `refused`, with the reason given to the customer. */
  decision: z.object({ decidedAt: z.string(), refusalReason: z.string().nullable() }).nullable(),
  /** The offer issued on acceptance: the application's figures, until this day (`YYYY-MM-DD`). */
  offerValidUntil: z.string().nullable(),
  signature: z
    .object({
      signedAt: z.string(),
      method: z.enum(signatureMethods),
      /** Last day (`YYYY-MM-DD`, Paris) the customer may withdraw. */
      withdrawalEndsOn: z.string(),
      /** First day (`YYYY-MM-DD`, Paris) the funds may be released. */
      fundsReleaseOn: z.string(),
    })
    .nullable(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Application = z.output<typeof applicationSchema>;
export type ApplicationAnswer = z.output<typeof answerSchema>;
export type ApplicationDocument = z.output<typeof applicationDocumentSchema>;
export type DocumentRequest = z.output<typeof documentRequestSchema>;
export type SignatureMethod = (typeof signatureMethods)[number];
