import { documentCodes } from "../credit/documents";
import { freshProofMessages, freshProofSchema } from "./freshProof";
import { z } from "./z";
import { rule, type RuleMessage } from "../i18n/message";

/**
 * The forms of a loan application after the situation: uploads, staff's decisions, signature.
 * Staff's screens are French only: their messages are worded here, the customer's come from the
 * reference the catalogs translate.
 */
export const creditApplicationMessages = {
  document: rule("documentNotInChecklist"),
  noteRequired: rule("staffNoteRequired"),
  noteLength: rule("staffNoteLength"),
  reasonRequired: rule("staffReasonRequired"),
  reasonLength: rule("staffReasonLength"),
  withdrawalChannel: rule("staffWithdrawalChannel"),
  withdrawalSentOn: rule("staffWithdrawalSentOn"),
  withdrawalSentInFuture: rule("staffWithdrawalSentInFuture"),
  withdrawalSentBeforeSignature: rule("staffWithdrawalSentBeforeSignature"),
  withdrawalSentLate: rule("staffWithdrawalSentLate"),
  ficpConsultedAt: rule("staffFicpConsultedAt"),
  ficpConsultedInFuture: rule("staffFicpConsultedInFuture"),
  ficpConsultedBeforeApplication: rule("staffFicpConsultedBeforeApplication"),
  ficpReferenceRequired: rule("staffFicpReferenceRequired"),
  ficpReferenceLength: rule("staffFicpReferenceLength"),
  ficpResult: rule("staffFicpResult"),
  solvencyOutcome: rule("staffSolvencyOutcome"),
  solvencyRationaleRequired: rule("staffSolvencyRationaleRequired"),
  solvencyRationaleLength: rule("staffSolvencyRationaleLength"),
  acceptanceChecksMissing: rule("staffAcceptanceChecksMissing"),
  ficpRegistered: rule("staffFicpRegistered"),
  solvencyInsufficient: rule("staffSolvencyInsufficient"),
  ...freshProofMessages,
  agreement: rule("signatureAgreementRequired"),
} as const;

const m = creditApplicationMessages;

export const documentCodeSchema = z.enum(documentCodes, { error: m.document });

/** Staff ask the customer for a document again, saying why. */
export const documentRequestFormSchema = z.object({
  code: documentCodeSchema,
  note: z
    .string({ error: m.noteRequired })
    .trim()
    .min(1, m.noteRequired)
    .min(10, m.noteLength)
    .max(500, m.noteLength),
});

/** Staff refuse a file; the reason is written to the customer. */
export const refusalFormSchema = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .min(10, m.reasonLength)
    .max(1000, m.reasonLength),
});

/** Accepting a loan's offer: the box acknowledges the offer and its FIPEN. */
export const signatureFormSchema = freshProofSchema(m.agreement);

/** How a withdrawal sent by the customer reached the bank, kept with the form's own words. */
export const withdrawalChannels = [
  { value: "courrier", label: "Courrier (bordereau de rétractation ou lettre)" },
  { value: "email", label: "E-mail" },
] as const;

/**
 * Staff record a withdrawal the customer sent by post or e-mail: what counts is the day it was
 * sent, which must fall within the period (Code de la consommation, L312-19).
 */
export const withdrawalRecordFormSchema = z.object({
  channel: z.enum(withdrawalChannels.map((channel) => channel.value) as ["courrier", "email"], {
    error: m.withdrawalChannel,
  }),
  sentOn: z.iso.date({ error: m.withdrawalSentOn }),
});

/** What the FICP answered, as staff read it on the Banque de France's service. */
export const ficpResults = [
  { value: "none", label: "Non inscrit" },
  { value: "registered", label: "Inscrit (incident de remboursement)" },
] as const;

export const solvencyOutcomes = [
  { value: "sufficient", label: "Suffisante" },
  { value: "insufficient", label: "Insuffisante" },
] as const;

export type FicpResult = (typeof ficpResults)[number]["value"];
export type SolvencyOutcome = (typeof solvencyOutcomes)[number]["value"];

/** A choice among `options`, typed as text so that a form can start with none made. */
const choice = <T extends string>(options: readonly { value: T }[], message: RuleMessage) =>
  z
    .string({ error: message })
    .pipe(z.enum(options.map((option) => option.value) as [T, ...T[]], { error: message }));

/**
 * What staff record before an offer may be issued: the FICP consultation (its time on Paris's
 * clock, the reference the Banque de France gave, its result) and their assessment of the
 * borrower's solvency, with what it rests on (Code de la consommation, L312-16).
 */
export const acceptanceChecksFormSchema = z.object({
  ficpConsultedAt: z
    .string({ error: m.ficpConsultedAt })
    .pipe(z.iso.datetime({ local: true, precision: -1, error: m.ficpConsultedAt }))
    // No consultation of ours falls outside this century; the calendar's far edges stay out.
    .refine((value) => value >= "2000" && value < "2100", m.ficpConsultedAt),
  ficpReference: z
    .string({ error: m.ficpReferenceRequired })
    .trim()
    .min(1, m.ficpReferenceRequired)
    .max(50, m.ficpReferenceLength),
  ficpResult: choice(ficpResults, m.ficpResult),
  solvencyOutcome: choice(solvencyOutcomes, m.solvencyOutcome),
  solvencyRationale: z
    .string({ error: m.solvencyRationaleRequired })
    .trim()
    .min(1, m.solvencyRationaleRequired)
    .min(10, m.solvencyRationaleLength)
    .max(1000, m.solvencyRationaleLength),
});

export type AcceptanceChecksForm = z.output<typeof acceptanceChecksFormSchema>;
export type DocumentRequestForm = z.input<typeof documentRequestFormSchema>;
export type RefusalForm = z.input<typeof refusalFormSchema>;
export type SignatureForm = z.input<typeof signatureFormSchema>;
export type WithdrawalRecordForm = z.input<typeof withdrawalRecordFormSchema>;
