import type { AccountOfferId } from "../accounts";
import type {
  AccountPurpose,
  ExpectedMonthlyInflow,
  IdentityDocumentKind,
  MonthlyIncomeBand,
  Occupation,
} from "../forms/accountOpening";
import type { OpeningStatus } from "./opening";

/**
 * Staff's review of a signed account opening (issue 34, item 4), in the back office's words: the
 * back office is French only, as the loan applications' is (domain/credit/workflow.ts).
 */

/** What staff record on an opening, each in its history (migration 025). */
export const openingReviewEvents = ["approved", "refused"] as const;
export type OpeningReviewEvent = (typeof openingReviewEvents)[number];

/**
 * Where the account's first transfer stands, the second identity measure of an opening at a
 * distance (R561-5-2): matched; credits came that did not match (staff look at why); nothing yet.
 */
export const firstTransferStates = ["matched", "to_review", "awaiting"] as const;
export type FirstTransferState = (typeof firstTransferStates)[number];

/** What a credit to the account was to its opening (migration 021's `statement_entries.outcome`). */
export const transferOutcomes = [
  "matched",
  "reference_missing",
  "payer_unknown",
  "name_mismatch",
  "payer_outside_eea",
  "no_opening",
  "not_first",
] as const;
export type TransferOutcome = (typeof transferOutcomes)[number];

/** The statuses staff's queue shows: signed ones wait for a decision, the others are decided. */
export const reviewedOpeningStatuses = [
  "signed",
  "approved",
  "refused",
  "withdrawn",
] as const satisfies readonly OpeningStatus[];
export type ReviewedOpeningStatus = (typeof reviewedOpeningStatuses)[number];

export const openingStatusLabels: Readonly<Record<OpeningStatus, string>> = {
  in_progress: "En cours de saisie",
  signed: "Signée, à décider",
  approved: "Approuvée",
  refused: "Refusée",
  withdrawn: "Rétractée par le client",
};

export const firstTransferStateLabels: Readonly<Record<FirstTransferState, string>> = {
  matched: "Premier virement rapproché",
  to_review: "Virement à examiner",
  awaiting: "Premier virement attendu",
};

export const transferOutcomeLabels: Readonly<Record<TransferOutcome, string>> = {
  matched: "Rapproché : référence, nom du payeur et banque dans l'EEE",
  reference_missing: "Référence de l'ouverture absente du libellé",
  payer_unknown: "Nom ou IBAN du payeur absent du relevé",
  name_mismatch: "Nom du payeur différent de celui du client",
  payer_outside_eea: "Compte du payeur hors de l'Espace économique européen",
  no_opening: "Compte refusé ou clos à son arrivée",
  not_first: "Virement reçu après le premier",
};

export const offerLabels: Readonly<Record<AccountOfferId, string>> = {
  essentiel: "Essentiel",
  plus: "Plus",
  premium: "Premium",
};

export const occupationLabels: Readonly<Record<Occupation, string>> = {
  employee: "Salarié",
  civilServant: "Fonctionnaire",
  selfEmployed: "Indépendant",
  executive: "Cadre",
  retired: "Retraité",
  student: "Étudiant",
  unemployed: "Sans emploi",
  other: "Autre",
};

/**
 * Net monthly income, as the customer chose its band (the codes name the bands' bounds, in euros a
 * month).
 */
export const monthlyIncomeLabels: Readonly<Record<MonthlyIncomeBand, string>> = {
  under1000: "Moins de 1 000 € par mois",
  from1000: "De 1 000 à 2 000 € par mois",
  from2000: "De 2 000 à 3 500 € par mois",
  from3500: "De 3 500 à 6 000 € par mois",
  from6000: "6 000 € par mois ou plus",
};

/** What the customer expects to receive on the account each month. */
export const expectedInflowLabels: Readonly<Record<ExpectedMonthlyInflow, string>> = {
  under1000: "Moins de 1 000 € par mois",
  from1000: "De 1 000 à 3 000 € par mois",
  from3000: "De 3 000 à 10 000 € par mois",
  from10000: "10 000 € par mois ou plus",
};

export const purposeLabels: Readonly<Record<AccountPurpose, string>> = {
  mainAccount: "Compte principal",
  secondaryAccount: "Compte secondaire",
  savings: "Épargne",
  receiveSalary: "Recevoir un salaire",
};

export const identityDocumentLabels: Readonly<Record<IdentityDocumentKind, string>> = {
  idCard: "Carte nationale d'identité",
  passport: "Passeport",
  residencePermit: "Titre de séjour",
};

/**
 * The screening against the asset-freeze register, in a word: no one found, every hit cleared by
 * staff as a namesake, a hit for staff to look at, or no register loaded to screen against (the
 * last two block the approval).
 */
export const screeningStates = ["clear", "cleared", "hit", "no_list_loaded"] as const;
export type ScreeningState = (typeof screeningStates)[number];

export const screeningLabels: Readonly<Record<ScreeningState, string>> = {
  clear: "Aucune correspondance",
  cleared: "Homonymie établie",
  hit: "Correspondance à examiner",
  no_list_loaded: "Aucun registre chargé",
};
