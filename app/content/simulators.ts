import type { MentionSegment } from "./creditMentions";

/** The figures of a simulated loan, already written in the page's language. */
export interface SimulatedLoanFigures {
  financed: string;
  months: number;
  monthly: string;
  withInsurance: string;
  taeg: string;
  totalDue: string;
}

/** The simulation tab of the four credit pages: fields, results, chart and schedule. */
export const loanSimulatorText = {
  title: "Estimez vos mensualités",
  months: (count: number) => `${count} mois`,
  durationLegend: "Durée du prêt",
  /** The bounds of what the customer brings: the loan still finances its minimum. */
  deductionHint: (bounds: { zero: string; max: string; minimumLoan: string }) =>
    `De ${bounds.zero} à ${bounds.max} : le prêt finance au moins ${bounds.minimumLoan}.`,
  presetPlaceholder: "Choisissez une idée ou indiquez votre budget",
  preset: (idea: { label: string; amount: string }) => `${idea.label} : ${idea.amount}`,
  repaidSeries: "Capital remboursé",
  interestSeries: "Intérêts",
  chartAxis: "Année du prêt",
  chartCaption: (figures: { months: number; financed: string; interest: string }) =>
    `Ce que vos mensualités remboursent chaque année : sur ${figures.months} mois, ${figures.financed} de capital et ${figures.interest} d'intérêts, dont la part diminue d'année en année.`,
  scheduleTitle: "Tableau d'amortissement",
  scheduleWithoutScripts:
    "Le tableau mois par mois s'affiche lorsque JavaScript est activé dans votre navigateur.",
  scheduleCaption: (figures: { financed: string; months: number; rate: string }) =>
    `${figures.financed} sur ${figures.months} mois au taux débiteur fixe de ${figures.rate}, hors assurance facultative.`,
  scheduleColumns: {
    month: "Mois",
    payment: "Mensualité",
    interest: "Intérêts",
    principal: "Capital remboursé",
    remaining: "Capital restant dû",
  },
};

/** The result card beside the fields. */
export const loanResultsText = {
  monthlyPayment: "Votre mensualité",
  perMonth: " par mois",
  during: (months: number) => `pendant ${months} mois`,
  duringThenLast: (figures: { months: number; last: string }) =>
    `pendant ${figures.months} mois, puis une dernière de ${figures.last}`,
  withoutInsurance: ", hors assurance facultative",
  withInsurance: (amount: string) => `Avec l'assurance facultative : ${amount} par mois`,
  taeg: (rate: string) => `TAEG fixe ${rate}`,
  borrowingRate: "Taux débiteur fixe",
  financed: "Montant financé",
  totalCost: "Coût total du crédit",
  totalDue: "Montant total dû",
  noFees: "Hors assurance facultative, sans frais de dossier.",
  apply: "Faire ma demande",
  resume: "Reprendre ma demande",
  callBackQuestion: "Vous préférez être rappelé ?",
  callBack: "Être rappelé par un conseiller",
};

/** The request tab's way into the online application, with the simulated loan. */
export const requestedLoanText = {
  title: "Faire ma demande en ligne",
  intro:
    "Décrivez votre situation et obtenez aussitôt une réponse de principe, puis envoyez vos justificatifs et signez votre offre en ligne. Vous vous connectez ou ouvrez votre compte en chemin : votre simulation vous suit.",
  simulationTitle: "Votre simulation",
  simulated: (figures: SimulatedLoanFigures): MentionSegment[] => [
    `${figures.financed} sur ${figures.months} mois : `,
    { mention: "instalment", text: `mensualité de ${figures.monthly}` },
    ` hors assurance facultative (${figures.withInsurance} avec l'assurance), `,
    { mention: "taeg", text: `TAEG fixe de ${figures.taeg}` },
    ", ",
    { mention: "total-due", text: `montant total dû ${figures.totalDue}` },
    ". Elle accompagne votre demande, en ligne comme auprès d'un conseiller. ",
  ],
  change: "Modifier ma simulation",
  notYet:
    "Estimez vos mensualités avant de faire votre demande : le montant et la durée choisis l'accompagneront. ",
  simulate: "Simuler mon prêt",
  apply: "Faire ma demande en ligne",
  resume: "Reprendre ma demande",
};

/**
 * What a simulator's amount field says when it cannot use the amount as typed. The bounds and the
 * example arrive written in the page's language.
 */
export const amountFieldText = {
  empty: "Saisissez un montant.",
  notAmount: (example: string) => `Saisissez un montant en chiffres, par exemple ${example}.`,
  belowMin: (bound: string) => `Le minimum est de ${bound} : la simulation retient ${bound}.`,
  aboveMax: (bound: string) => `Le maximum est de ${bound} : la simulation retient ${bound}.`,
  range: (bounds: { min: string; max: string }) => `De ${bounds.min} à ${bounds.max}.`,
};

/** The simulators' button, shown only without scripts: with them, every change recalculates. */
export const simulationFormText = {
  calculate: "Calculer",
};
