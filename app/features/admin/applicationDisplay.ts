import type {
  AcceptanceChecks,
  ApplicationFile,
  ApplicationHistoryEntry,
} from "@domain/api/applicationAdmin";
import type {
  Application,
  ApplicationAnswer,
  ApplicationState,
  SignatureMethod,
} from "@domain/credit/application";
import { documentChecklists, type DocumentCode } from "@domain/credit/documents";
import {
  acceptanceBlock,
  staffMayAct,
  type AcceptanceBlock,
  type StaffAction,
} from "@domain/credit/workflow";
import { formatEuros, formatRate, formatRatio } from "@domain/format";
import { formatDateTime, formatLongDate } from "@domain/dates";
import {
  creditApplicationMessages,
  ficpResults,
  solvencyOutcomes,
} from "@domain/forms/creditApplication";
import {
  creditSituationLabels,
  employmentStatusLabel,
  housingLabel,
} from "@domain/forms/creditSituationOptions";
import { inFrench } from "./inFrench";
import { onFirstUse } from "@domain/onFirstUse";

// How staff read a loan application in the back office.

/**
 * `23 novembre 2026 à 10:42`, in the bank's time zone whatever the reader's machine says; the
 * first of a month as an ordinal, as French writes it.
 */
export const formatMoment = (iso: string) => formatDateTime(iso).replace(/^1 /, "1er ");

export const formatMonths = (months: number) => `${months} mois`;

const monthOfYear = onFirstUse(
  () => new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" }),
);

/** `septembre 2021` from `2021-09`. */
export const formatMonth = (month: string) =>
  monthOfYear().format(new Date(`${month}-01T00:00:00Z`));

/** A label and its value, as `DetailList` lays them out. */
export type Fact = readonly [label: string, value: string];

const oneDecimal = onFirstUse(() => new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }));

/** `850 o`, `120 Ko`, `1,2 Mo`: binary units, as the 10 Mo upload limit counts them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  const kilobytes = Math.round(bytes / 1024);
  if (kilobytes < 1024) return `${kilobytes} Ko`;
  return `${oneDecimal().format(bytes / (1024 * 1024))} Mo`;
}

export const applicationCountLabel = (total: number) =>
  total === 0 ? "Aucune demande de prêt" : `${total} demande${total > 1 ? "s" : ""} de prêt`;

/** Who took a step: the customer, a staff member by e-mail, or an account deleted since. */
export function historyActor(entry: Pick<ApplicationHistoryEntry, "actor" | "actorRole">): string {
  if (entry.actorRole === "customer") return "Client";
  return entry.actor ?? "Compte supprimé";
}

/** The optional insurance as chosen: its monthly premium, TAEA and total cost, or none. */
export function insuranceSummary(
  application: Pick<Application, "insurance" | "insuranceMonthly" | "insuranceTotal" | "taea">,
): string {
  if (!application.insurance) return "Non souscrite";
  return `${formatEuros(application.insuranceMonthly)} par mois (TAEA ${formatRate(application.taea)}), soit ${formatEuros(application.insuranceTotal)} au total`;
}

/** The documents staff may ask for again: the loan's checklist, in its order. */
export const requestableDocuments = (product: Application["product"]) =>
  documentChecklists[product].map((document) => ({
    value: document.code,
    label: document.label,
  }));

const signatureMethodLabels: Readonly<Record<SignatureMethod, string>> = {
  password: "mot de passe",
  passkey: "clé d'accès",
};

/** What was decided and what followed: refusal and its reason, offer, signature, withdrawal. */
export function decisionFacts(
  application: Pick<
    Application,
    "state" | "decision" | "offerValidUntil" | "signature" | "withdrawnAt"
  >,
): Fact[] {
  const { decision, signature } = application;
  if (!decision) return [];
  if (application.state === "refused") {
    return [
      ["Refusée le", formatMoment(decision.decidedAt)],
      ["Motif", decision.refusalReason ?? "Non renseigné"],
    ];
  }
  const facts: Fact[] = [["Offre émise le", formatMoment(decision.decidedAt)]];
  if (application.offerValidUntil && !signature) {
    facts.push(["Valable jusqu'au", formatLongDate(application.offerValidUntil)]);
  }
  if (signature) {
    facts.push(
      [
        "Offre acceptée le",
        `${formatMoment(signature.signedAt)} (${signatureMethodLabels[signature.method]})`,
      ],
      ["Rétractation jusqu'au", formatLongDate(signature.withdrawalEndsOn)],
      ["Fonds versés au plus tôt le", formatLongDate(signature.fundsReleaseOn)],
    );
  }
  if (application.withdrawnAt) facts.push(["Rétractée le", formatMoment(application.withdrawnAt)]);
  return facts;
}

/** The latest FICP consultation and solvency assessment, as staff recorded them. */
export function acceptanceCheckFacts(checks: AcceptanceChecks): Fact[] {
  const result = ficpResults.find((item) => item.value === checks.ficpResult);
  const outcome = solvencyOutcomes.find((item) => item.value === checks.solvencyOutcome);
  return [
    ["FICP consulté le", formatMoment(checks.ficpConsultedAt)],
    ["Référence de consultation", checks.ficpReference],
    ["Résultat FICP", result?.label ?? checks.ficpResult],
    ["Solvabilité", outcome?.label ?? checks.solvencyOutcome],
    ["Justification", checks.solvencyRationale],
    [
      "Enregistrées par",
      `${checks.recordedBy ?? "Compte supprimé"}, le ${formatMoment(checks.recordedAt)}`,
    ],
  ];
}

const acceptanceBlockMessages: Readonly<Record<AcceptanceBlock, string>> = {
  checks_missing: inFrench(creditApplicationMessages.acceptanceChecksMissing),
  ficp_registered: inFrench(creditApplicationMessages.ficpRegistered),
  solvency_insufficient: inFrench(creditApplicationMessages.solvencyInsufficient),
};

/** Why the offer cannot be issued yet, in the words the API refuses it with; none when it can. */
export function acceptanceUnavailable(checks: AcceptanceChecks | null): string | undefined {
  const blocked = acceptanceBlock(checks);
  return blocked && acceptanceBlockMessages[blocked];
}

/** The customer's situation under the labels of the form they filled in. */
export function situationFacts(situation: NonNullable<Application["situation"]>): Fact[] {
  const labels = creditSituationLabels;
  return [
    [labels.employmentStatus, employmentStatusLabel(situation.employmentStatus)],
    [labels.employedSince, formatMonth(situation.employedSince)],
    [labels.netMonthlyIncome, formatEuros(situation.netMonthlyIncome)],
    [
      labels.coBorrowerNetMonthlyIncome,
      situation.coBorrowerNetMonthlyIncome === undefined
        ? "Aucun co-emprunteur"
        : formatEuros(situation.coBorrowerNetMonthlyIncome),
    ],
    [labels.otherCreditPayments, formatEuros(situation.otherCreditPayments)],
    [labels.housing, housingLabel(situation.housing)],
    [labels.housingCost, formatEuros(situation.housingCost)],
    [labels.dependants, String(situation.dependants)],
  ];
}

/** The figures behind the indicative answer, each criterion with what it was judged against. */
export function answerFacts(answer: ApplicationAnswer): Fact[] {
  const { figures } = answer;
  const people = `${figures.householdSize} personne${figures.householdSize > 1 ? "s" : ""}`;
  return [
    ["Mensualité du prêt demandé", formatEuros(figures.newInstalment)],
    ["Mensualités de crédit, prêt compris", formatEuros(figures.creditPayments)],
    ["Revenus nets du foyer", formatEuros(figures.householdIncome)],
    ["Taux d'endettement", formatRatio(figures.debtRatio)],
    [
      "Reste à vivre",
      `${formatEuros(figures.remainingIncome)} (minimum ${formatEuros(figures.minimumRemainingIncome)} pour ${people})`,
    ],
    [
      "Âge",
      `${figures.age} ans, ${figures.ageAtLastInstalment} ans à la dernière échéance (${formatLongDate(figures.lastInstalment)})`,
    ],
    ["Seuils en vigueur depuis le", formatLongDate(answer.thresholdsSince)],
    ["Réponse donnée le", formatMoment(answer.answeredAt)],
  ];
}

/** What the live region says once a decision is recorded. */
export const decisionMessages = {
  requestDocument: (product: Application["product"], code: DocumentCode) => {
    const label = documentChecklists[product].find((item) => item.code === code)?.label ?? code;
    return `Justificatif demandé : ${label}. Le client est prévenu par e-mail.`;
  },
  refuse: () => "Demande refusée. Le client reçoit le motif par e-mail.",
  accept: (offerValidUntil: string | null) =>
    offerValidUntil
      ? `Offre émise, valable jusqu'au ${formatLongDate(offerValidUntil)}. Le client est prévenu par e-mail.`
      : "Offre émise. Le client est prévenu par e-mail.",
  recordChecks: () =>
    "Consultation du FICP et évaluation de la solvabilité enregistrées. Le client n'est pas prévenu.",
  recordWithdrawal: () => "Rétractation enregistrée. Le client est prévenu par e-mail.",
} satisfies Record<StaffAction, (...args: never) => string>;

const staffActionOrder: readonly StaffAction[] = [
  "requestDocument",
  "refuse",
  "recordChecks",
  "accept",
  "recordWithdrawal",
];

/** The decisions open to staff in this state, in the order the buttons show them. */
export const availableActions = (state: ApplicationState) =>
  staffActionOrder.filter((action) => staffMayAct(action, state));

/** Why no decision can be taken, for the states that allow none. */
export const noDecisionReason = (state: ApplicationState) =>
  state === "informations" || state === "documents"
    ? "Le client n'a pas encore envoyé son dossier pour étude : aucune décision n'est possible."
    : "La décision est prise : plus aucune action n'est possible sur cette demande.";

/**
 * The file to show: the one a decision just answered, until the list's reload brings one at least
 * as recent (or another application is opened).
 */
export function latestFile(
  loaded: ApplicationFile,
  answered: ApplicationFile | undefined,
): ApplicationFile {
  if (!answered || answered.application.id !== loaded.application.id) return loaded;
  return answered.application.updatedAt > loaded.application.updatedAt ? answered : loaded;
}
