import { bank } from "@domain/bank";
import { documentLabels } from "@domain/credit/documents";
import {
  durationRange,
  loanOffers,
  lowestRate,
  productStartingRate,
  startingTaeg,
  type LoanOption,
} from "@domain/credit/offers";
import { loanAmounts } from "@domain/credit/products";
import { formatRate, formatWholeEuros } from "@domain/format";
import type { TrackerStep, TrackerWords } from "~/components/ui/StepTracker";
import type { Advice, LoanSimulatorParams } from "./loans";
import type { Card, Hero, Stat, LeadFormCopy, PageTab, StartingRate } from "./types";

export const pretAutoHero: Hero = {
  eyebrow: "Crédit",
  title: "Prêt auto",
  lead: "Financez votre voiture neuve, d'occasion ou électrique avec un prêt à taux fixe : des mensualités connues dès le départ et une réponse de principe dès votre demande en ligne.",
  cta: { label: "Faire ma demande de prêt auto", to: "#demande" },
  highlights: ["Réponse de principe immédiate", "0 € de frais de dossier", "Taux fixe"],
};

export type PretAutoTabId = "presentation" | "vehicules" | "simulation" | "demande";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretAutoTabs: readonly PageTab<PretAutoTabId>[] = [
  { id: "presentation", label: "Présentation" },
  { id: "vehicules", label: "Types de véhicules" },
  { id: "simulation", label: "Simulation" },
  { id: "demande", label: "Demande" },
];

export const pretAutoDefaultTab: PretAutoTabId = "presentation";

/**
 * Starting borrowing rate of the classic loan: the lowest of its grid, whatever the vehicle. A lease
 * (LOA, LLD) has rents, not a rate: art. L312-6 forbids a TAEG or a borrowing rate in its advertising.
 */
export const classicLoanRate = productStartingRate("pretAuto");

/** Borrowing rates of the classic loan by vehicle and duration: the domain's offer. */
const autoOffer = loanOffers.pretAuto;
const autoDurations = durationRange("pretAuto");
const autoAmounts = loanAmounts.pretAuto;

export const autoHighlights: Card[] = [
  {
    title: "Montant flexible",
    text: `Empruntez de ${formatWholeEuros(autoAmounts.min)} à ${formatWholeEuros(autoAmounts.max)} selon le prix de votre véhicule et votre budget.`,
  },
  {
    title: "Durée adaptable",
    text: `Remboursez sur ${autoDurations.shortest} à ${autoDurations.longest} mois, avec une mensualité fixe du début à la fin de votre prêt.`,
  },
  {
    title: "Démarche en ligne",
    text: "Faites votre demande en ligne et envoyez vos justificatifs depuis votre espace client.",
  },
];

/** A "from" rate, its TAEG first as the Consumer Code wants it. */
const startingRate = (annualRate: number): StartingRate => ({
  taeg: `TAEG fixe à partir de ${formatRate(startingTaeg(annualRate))}`,
  borrowingRate: `Taux débiteur fixe à partir de ${formatRate(annualRate)}, hors assurance facultative`,
});

function rateCard(title: string, text: string, annualRate: number, bullets?: string[]): Card {
  return { title, text, startingRate: startingRate(annualRate), bullets };
}

export const financingSolutions: Card[] = [
  rateCard(
    "Crédit auto classique",
    "Vous êtes propriétaire du véhicule dès l'achat et le remboursez par mensualités fixes.",
    classicLoanRate,
    ["Véhicule neuf ou d'occasion", "Remboursement anticipé possible"],
  ),
  {
    title: "Location avec option d'achat (LOA)",
    badge: "Loyer mensuel fixe",
    text: "Vous payez un loyer mensuel et choisissez en fin de contrat d'acheter le véhicule, de le rendre ou d'en changer.",
    bullets: [
      "Ce qu'elle coûte : la somme des loyers, premier loyer majoré compris, et le prix de l'option d'achat si vous la levez",
      "Loyers, durée, prix de l'option d'achat et montant total dû figurent dans l'offre de location remise avant tout engagement",
      "Premier loyer majoré facultatif",
    ],
  },
  {
    title: "Location longue durée (LLD)",
    badge: "Loyer mensuel fixe",
    text: "Vous louez un véhicule neuf pour une durée et un kilométrage définis, puis vous le rendez en fin de contrat.",
    bullets: ["Entretien et assistance inclus sur option", "Aucune revente à organiser"],
  },
];

export const autoReasons: string[] = [
  "Un taux fixe : votre mensualité ne change pas pendant toute la durée du prêt",
  "Une assurance emprunteur facultative, que vous choisissez librement",
  "Un achat auprès d'un professionnel comme d'un particulier",
  "Un conseiller crédit joignable par téléphone à chaque étape",
];

export const autoCommitments: Stat[] = [
  { value: "En ligne", label: "une réponse de principe immédiate" },
  { value: "0 €", label: "de frais de dossier" },
  { value: "100 %", label: "du prix du véhicule finançable" },
  { value: "Fixe", label: "votre taux, de la première à la dernière mensualité" },
];

export const autoAdvice: Advice = {
  title: "Notre conseil",
  text: "Prévoyez un apport personnel de 10 à 20 % du prix du véhicule : vous empruntez moins et réduisez le coût total de votre crédit.",
  bullets: [
    "Comparez le coût total du crédit, pas seulement la mensualité",
    "Gardez une épargne de précaution après votre apport",
    "Ajoutez l'assurance et l'entretien du véhicule à votre budget mensuel",
  ],
};

export const vehicleCategories: (Card & { id: LoanOption<"pretAuto"> })[] = [
  {
    id: "neuf",
    ...rateCard(
      "Véhicule neuf",
      "Une voiture neuve achetée en concession, avec la garantie du constructeur.",
      lowestRate(autoOffer.rates.neuf),
    ),
  },
  {
    id: "occasion",
    ...rateCard(
      "Véhicule d'occasion",
      "Une voiture d'occasion achetée chez un professionnel ou auprès d'un particulier.",
      lowestRate(autoOffer.rates.occasion),
    ),
  },
  {
    id: "ecologique",
    ...rateCard(
      "Véhicule écologique ou électrique",
      "Une voiture électrique ou hybride rechargeable : nous soutenons la mobilité à faibles émissions.",
      lowestRate(autoOffer.rates.ecologique),
    ),
  },
];

/**
 * The simulation tab simulates the classic loan (a lease has a rent, not a schedule). The amount
 * is the price of the vehicle; by default a used car, the most bought, with the seed's 5 000 €
 * contribution on a 25 000 € price: the 20 000 € over 60 months of the representative example.
 */
export const autoSimulator: LoanSimulatorParams<"pretAuto"> = {
  product: "pretAuto",
  intro:
    "Indiquez le prix du véhicule et votre apport : la simulation porte sur un crédit auto classique. Pour une LOA ou une LLD, un conseiller vous propose un loyer sur mesure.",
  amountLabel: "Prix du véhicule",
  amount: { ...autoOffer.amount, step: 1_000, defaultValue: 25_000 },
  deduction: { label: "Apport personnel", param: "apport", defaultValue: 5_000 },
  durations: autoOffer.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Catégorie de véhicule",
    options: vehicleCategories.map((category) => ({ value: category.id, label: category.title })),
    defaultValue: "occasion",
  },
};

export const vehicleSupport: string[] = [
  "Aide au choix entre crédit classique, LOA et LLD selon votre usage",
  "Financement des véhicules utilitaires, des motos et des scooters",
  "Versement des fonds directement au vendeur si vous le souhaitez",
  "Suivi de votre dossier en ligne jusqu'à la signature",
];

export const autoApplicationSteps: TrackerStep[] = [
  { label: "Simulation", status: "done" },
  { label: "Informations", status: "current" },
  { label: "Documents", status: "upcoming" },
  { label: "Signature", status: "upcoming" },
];

export const autoRequestForm: LeadFormCopy = {
  kind: "pretAuto",
  title: "Vous préférez être rappelé ?",
  intro:
    "Renseignez vos coordonnées et votre projet : un conseiller vous rappelle pour l'étudier avec vous.",
  submitLabel: "Être rappelé",
};

export const autoDocuments: string[] = documentLabels("pretAuto");

/** The page's headings around its content. */
export const pretAutoText = {
  tabsLabel: "Rubriques du prêt auto",
  inBriefTitle: "Votre prêt auto en bref",
  solutionsTitle: "Nos solutions de financement",
  solutionsIntro:
    "Devenez propriétaire de votre véhicule ou louez-le : choisissez la formule qui vous ressemble.",
  reasonsTitle: "Pourquoi choisir Aurore Banque ?",
  commitmentsTitle: "Nos engagements",
  vehiclesTitle: "Un taux adapté à votre véhicule",
  vehiclesIntro: "Plus votre véhicule est récent ou sobre, plus votre taux peut être bas.",
  supportTitle: "Notre accompagnement",
  trackingTitle: "Suivi de votre demande",
  trackingIntro:
    "Votre demande avance en quatre étapes, de la simulation à la signature électronique.",
  trackerLabel: "Étapes de votre demande de prêt auto",
  trackerWords: {
    step: (number: number) => `Étape ${number} : `,
    status: { done: "Terminé", current: "En cours", upcoming: "À venir" },
  } as TrackerWords,
  documentsTitle: "Les pièces à préparer",
  helpTitle: "Besoin d'aide ?",
  helpIntro: `Nos conseillers crédit vous répondent ${bank.phoneHours}, au prix d'un appel local.`,
  callAdviser: (phone: string) => `Appeler un conseiller au ${phone}`,
};
