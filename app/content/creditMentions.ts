import type { CreditProduct } from "@domain/credit/products";
import type { ProminentMention } from "~/components/ui/CreditFigures";
import {
  borrowerInsuranceOffer,
  creditWarning,
  representativeExamples,
  simulationNotice,
  withdrawalNotice,
} from "./credit";

/** A sentence of mentions: plain text, and the figures the law wants larger (art. L312-8). */
export type MentionSegment =
  string | { mention: Exclude<ProminentMention, "warning">; text: string };

/** The representative example's figures, already written in the page's language. */
export interface ExampleFigures {
  product: CreditProduct;
  amount: string;
  months: number;
  rate: string;
  taeg: string;
  monthly: string;
  last: string;
  totalDue: string;
  totalCost: string;
}

export interface InsuranceFigures {
  rate: string;
  premium: string;
  withInsurance: string;
  months: number;
  totalCost: string;
  taea: string;
}

/**
 * The credit mentions in French, the reference: the Consumer Code's wording (art. L312-5 to
 * L312-8). Other languages translate them and keep the French warning beside their own.
 */
export const creditMentions = {
  warning: creditWarning,
  /** Under a translated warning: the French one the law requires, and which version prevails. */
  frenchPrevails: undefined as string | undefined,
  exampleHeading: "Exemple représentatif",
  example: (figures: ExampleFigures): MentionSegment[] => [
    `Exemple pour ${representativeExamples[figures.product].purpose} de ${figures.amount} sur ${figures.months} mois au taux débiteur fixe de ${figures.rate} : `,
    { mention: "taeg", text: `TAEG fixe de ${figures.taeg}` },
    ", ",
    {
      mention: "instalment",
      text: `${figures.months - 1} mensualités de ${figures.monthly} et une dernière de ${figures.last}`,
    },
    " hors assurance facultative. ",
    { mention: "total-due", text: `Montant total dû : ${figures.totalDue}` },
    `. Coût total du crédit : ${figures.totalCost}. Aucun frais de dossier.`,
  ],
  insurance: (figures: InsuranceFigures) =>
    `Assurance emprunteur facultative (${borrowerInsuranceOffer.cover}), au taux de ${figures.rate} par an du montant emprunté : ${figures.premium} par mois, soit une mensualité de ${figures.withInsurance} avec l'assurance. Coût total de l'assurance sur ${figures.months} mois : ${figures.totalCost}. Taux annuel effectif de l'assurance (TAEA) : ${figures.taea}. Cette assurance n'est pas obligatoire pour obtenir le prêt et n'est pas comprise dans le TAEG.`,
  withdrawal: withdrawalNotice,
  simulation: simulationNotice,
  eligibilityTitle: "Qui peut emprunter ?",
  eligibilityIntro: "Pour déposer une demande de crédit auprès d'Aurore Banque, vous devez :",
  eligibility: [
    "Être majeur, c'est-à-dire avoir au moins 18 ans",
    "Résider en France",
    "Disposer de la capacité juridique de contracter un crédit",
  ],
};
