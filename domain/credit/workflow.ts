import type { Application, ApplicationState, ApplicationDocument } from "./application";
import { documentChecklists, type DocumentCode, type RequiredDocument } from "./documents";
import type { CreditProduct } from "./products";
import { addDays, deadlineOn } from "../calendar/workingDays";
import type { FicpResult, SolvencyOutcome } from "../forms/creditApplication";
import { offerValidityDays, releaseDelayDays, withdrawalPeriodDays } from "./periods";

/**
 * The rules of a loan application's journey, shared by the server (which enforces them) and the
 * pages (which show what can be done next). Dates are the bank's calendar days in Paris,
 * `YYYY-MM-DD`; the periods are the Consumer Code's (periods.ts).
 */

/** At most this many files per document of the checklist: both sides of a card, three payslips. */
export const maxFilesPerDocument = 3;

/** How each state reads for the customer and in the back office. */
export const applicationStateLabels: Readonly<Record<ApplicationState, string>> = {
  informations: "Informations à compléter",
  documents: "Justificatifs à envoyer",
  submitted: "En cours d'étude",
  document_requested: "Justificatif demandé",
  accepted: "Offre disponible",
  refused: "Refusée",
  signed: "Offre acceptée",
  withdrawn: "Rétractée",
};

/** Applications that are over: no step can be taken on them any more. */
export const closedStates: readonly ApplicationState[] = ["refused", "withdrawn"];

/** The situation may be given again until the file is sent for study. */
export const situationEditable = (state: ApplicationState) =>
  state === "informations" || state === "documents";

/** The customer may add, replace and delete documents only before the file is under study. */
export const documentsEditable = (state: ApplicationState) =>
  state === "documents" || state === "document_requested";

/** What staff may decide on an application, by state. */
export const staffActions = {
  // Staff may ask for several documents, one request at a time, before the customer answers.
  requestDocument: ["submitted", "document_requested"],
  refuse: ["submitted", "document_requested"],
  // The FICP may be consulted and the solvency assessed while a requested document is awaited.
  recordChecks: ["submitted", "document_requested"],
  accept: ["submitted"],
  // A withdrawal sent by post or e-mail, recorded by whoever receives it.
  recordWithdrawal: ["signed"],
} as const satisfies Record<string, readonly ApplicationState[]>;

export type StaffAction = keyof typeof staffActions;

export const staffMayAct = (action: StaffAction, state: ApplicationState) =>
  (staffActions[action] as readonly ApplicationState[]).includes(state);

/** Why an offer cannot be issued yet, from the latest checks staff recorded. */
export type AcceptanceBlock = "checks_missing" | "ficp_registered" | "solvency_insufficient";

/**
 * The lender must consult the FICP and assess the borrower's solvency before granting credit
 * (L312-16): without both, or with a registered incident or a solvency judged insufficient, no
 * offer is issued; a refusal stays possible.
 */
export function acceptanceBlock(
  checks: { ficpResult: FicpResult; solvencyOutcome: SolvencyOutcome } | null | undefined,
): AcceptanceBlock | undefined {
  if (!checks) return "checks_missing";
  if (checks.ficpResult === "registered") return "ficp_registered";
  if (checks.solvencyOutcome === "insufficient") return "solvency_insufficient";
  return undefined;
}

/** The last day an offer issued on `issuedOn` can be accepted. */
export const offerValidUntil = (issuedOn: string) => addDays(issuedOn, offerValidityDays);

/**
 * The withdrawal period runs 14 full days from the day after the acceptance (the day of the
 * acceptance is not counted: "quatorze jours calendaires révolus à compter du jour de
 * l'acceptation"); when its last day is a Saturday, a Sunday or a public holiday, it ends on the
 * next working day. The funds may be released once 7 full days have passed.
 */
export const withdrawalEndsOn = (signedOn: string) =>
  deadlineOn(addDays(signedOn, withdrawalPeriodDays));
export const fundsReleaseOn = (signedOn: string) => addDays(signedOn, releaseDelayDays + 1);

/** The checklist of a loan with the files sent for each document. */
export interface ChecklistItem extends RequiredDocument {
  files: ApplicationDocument[];
  /** Staff asked for it again, with these words, and no file came since. */
  request: string | null;
  missing: boolean;
}

type DocumentState = Pick<Application, "product" | "documents" | "requestedDocuments">;

/**
 * Each document of the loan's checklist with its files and whether it is still missing: never
 * sent, or asked for again by staff and not sent since the request.
 */
export function documentChecklist(application: DocumentState): ChecklistItem[] {
  return documentChecklists[application.product].map((document) => {
    const files = application.documents.filter((file) => file.code === document.code);
    const request = application.requestedDocuments.find((item) => item.code === document.code);
    const answered =
      request !== undefined && files.some((file) => file.uploadedAt > request.requestedAt);
    return {
      ...document,
      files,
      request: request && !answered ? request.note : null,
      missing: files.length === 0 || (request !== undefined && !answered),
    };
  });
}

export const missingDocuments = (application: DocumentState): DocumentCode[] =>
  documentChecklist(application)
    .filter((item) => item.missing)
    .map((item) => item.code);

/** Whether the customer can send the file for study now. */
export const canSubmit = (application: DocumentState & Pick<Application, "state">) =>
  documentsEditable(application.state) && missingDocuments(application).length === 0;

export const isChecklistDocument = (product: CreditProduct, code: DocumentCode) =>
  documentChecklists[product].some((document) => document.code === code);

/** Whether an accepted offer can still be signed on `today`. */
export const offerOpen = (
  application: Pick<Application, "state" | "offerValidUntil">,
  today: string,
) =>
  application.state === "accepted" &&
  application.offerValidUntil !== null &&
  today <= application.offerValidUntil;

/** Whether a signed loan can still be withdrawn from on `today`. */
export const withdrawalOpen = (
  application: Pick<Application, "state" | "signature">,
  today: string,
) =>
  application.state === "signed" &&
  application.signature !== null &&
  today <= application.signature.withdrawalEndsOn;

export type TrackerStatus = "done" | "current" | "upcoming";

export interface ApplicationTrackerStep {
  label: "Simulation" | "Informations" | "Documents" | "Signature";
  status: TrackerStatus;
}

const stepOrder = ["Simulation", "Informations", "Documents", "Signature"] as const;

/**
 * How far each state has come: the steps before `step` are done, `step` is in progress, unless the
 * file is with the bank (`waiting`), when nothing is the customer's to do until the answer.
 */
const progress: Readonly<Record<ApplicationState, { step: number; waiting?: true }>> = {
  informations: { step: 1 },
  documents: { step: 2 },
  document_requested: { step: 2 },
  submitted: { step: 3, waiting: true },
  refused: { step: 2 },
  accepted: { step: 3 },
  signed: { step: 4 },
  withdrawn: { step: 4 },
};

/**
 * The seed's four steps with their real state. Once the file is sent, the Documents step is done
 * and the Signature is to come; staff asking for another document puts Documents back in progress,
 * and a signed offer completes every step.
 */
export const applicationTracker = (state: ApplicationState): ApplicationTrackerStep[] =>
  stepOrder.map((label, index) => {
    const { step, waiting } = progress[state];
    return {
      label,
      status: index < step ? "done" : index === step && !waiting ? "current" : "upcoming",
    };
  });
