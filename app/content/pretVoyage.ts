import { documentLabels } from "@domain/credit/documents";
import { loanOffers, type LoanOption } from "@domain/credit/offers";
import type { TimedTasks } from "~/components/ui/TimelineChecklist";
import { formatWholeEuros } from "@domain/format";
import type { LoanSimulatorParams } from "./loans";
import { bank } from "@domain/bank";
import type { Card, Hero, Testimonial, LeadFormCopy, PageTab } from "./types";
import { formatPhone } from "@domain/phone";

export const pretVoyageHero: Hero = {
  eyebrow: "Crédit",
  title: "Prêt voyage",
  lead: "Financez vos billets, vos hébergements et vos activités avec un prêt à taux fixe, remboursé par mensualités connues dès le départ.",
  cta: { label: "Préparer mon voyage", to: "#preparatifs" },
  highlights: ["De 1 000 € à 30 000 €", "0 € de frais de dossier", "Taux fixe"],
};

export type PretVoyageTabId = "destinations" | "simulation" | "preparatifs" | "demande";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretVoyageTabs: readonly PageTab<PretVoyageTabId>[] = [
  { id: "destinations", label: "Destinations" },
  { id: "simulation", label: "Simulation" },
  { id: "preparatifs", label: "Préparatifs" },
  { id: "demande", label: "Demande" },
];

export const pretVoyageDefaultTab: PretVoyageTabId = "destinations";

export type TripDurationId = "oneWeek" | "twoWeeks" | "oneMonth" | "threeMonths" | "sixMonthsPlus";

/** Length of the trip (not of the loan), from one week to six months and more. */
export const tripDurations: Record<TripDurationId, string> = {
  oneWeek: "1 semaine",
  twoWeeks: "2 semaines",
  oneMonth: "1 mois",
  threeMonths: "3 mois",
  sixMonthsPlus: "6 mois et plus",
};

export interface TravelPackage {
  id: string;
  destination: string;
  description: string;
  /** Indicative budget for two people, flights included, in euros. */
  budget: number;
  duration: TripDurationId;
}

export const travelPackages: TravelPackage[] = [
  {
    id: "europe",
    destination: "Escapade européenne",
    description:
      "Rome, Lisbonne ou Prague : des capitales à quelques heures d'avion pour un premier grand voyage.",
    budget: 1_800,
    duration: "oneWeek",
  },
  {
    id: "oceanIndien",
    destination: "Îles de l'océan Indien",
    description: "Plages, lagons et randonnées à Maurice, à La Réunion ou aux Seychelles.",
    budget: 5_500,
    duration: "twoWeeks",
  },
  {
    id: "asie",
    destination: "Grand circuit en Asie",
    description:
      "Du Japon au Vietnam, un itinéraire entre villes animées, temples et paysages de rizières.",
    budget: 8_500,
    duration: "oneMonth",
  },
  {
    id: "tourDuMonde",
    destination: "Tour du monde",
    description:
      "Plusieurs continents, un billet multi-escales et le temps de vivre chaque étape pleinement.",
    budget: 25_000,
    duration: "sixMonthsPlus",
  },
];

export const destinationCards: Card[] = travelPackages.map((trip) => ({
  title: trip.destination,
  badge: `Budget indicatif : ${formatWholeEuros(trip.budget)}`,
  text: trip.description,
  bullets: [`Durée du séjour : ${tripDurations[trip.duration]}`],
}));

export const travelTypes: (Card & { id: LoanOption<"pretVoyage"> })[] = [
  {
    id: "famille",
    title: "En famille",
    text: "Des vacances qui rassemblent petits et grands, avec un budget maîtrisé du départ au retour.",
  },
  {
    id: "noces",
    title: "Voyage de noces",
    text: "Le voyage d'une vie, avec un plan de remboursement établi avant le départ.",
  },
  {
    id: "aventure",
    title: "Aventure et nature",
    text: "Trek, safari ou croisière : l'équipement et les activités sont compris dans votre budget.",
  },
  {
    id: "culture",
    title: "Culture et découverte",
    text: "Musées, sites historiques et gastronomie : prenez le temps de découvrir une autre culture.",
  },
];

/** Picking a destination idea sets the budget to its indicative budget. */
export const travelSimulator: LoanSimulatorParams<"pretVoyage"> = {
  product: "pretVoyage",
  intro:
    "Partez d'une de nos idées de destination ou indiquez votre budget : votre mensualité s'affiche aussitôt.",
  amountLabel: "Budget du voyage",
  amount: { ...loanOffers.pretVoyage.amount, step: 500, defaultValue: 8_500 },
  durations: loanOffers.pretVoyage.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Type de voyage",
    options: travelTypes.map((type) => ({ value: type.id, label: type.title })),
    defaultValue: "famille",
  },
  presets: {
    label: "Idée de destination",
    options: travelPackages.map((trip) => ({ label: trip.destination, amount: trip.budget })),
  },
};

export const travelTestimonials: Testimonial[] = [
  {
    quote:
      "Notre conseillère nous a présenté le coût total du prêt avant la signature, et nous avons choisi une durée compatible avec notre budget de jeunes mariés.",
    author: "Camille et Julien",
    context: "Voyage de noces à l'île Maurice",
  },
  {
    quote:
      "J'ai choisi une mensualité adaptée à mon budget avant de partir un mois en Asie. Mon conseiller a répondu à toutes mes questions.",
    author: "Sophie",
    context: "Circuit au Japon et au Vietnam",
  },
];

export const preTripChecklist: TimedTasks[] = [
  {
    timing: "3 mois avant le départ",
    tasks: [
      "Vérifier la validité de votre passeport et les visas nécessaires",
      "Réserver vos vols et vos premiers hébergements",
      "Faire votre demande de prêt voyage",
    ],
  },
  {
    timing: "2 mois avant le départ",
    tasks: [
      "Consulter votre médecin pour les vaccins recommandés",
      "Souscrire une assurance annulation et rapatriement",
      "Vérifier les plafonds de paiement de votre carte à l'étranger",
    ],
  },
  {
    timing: "1 mois avant le départ",
    tasks: [
      "Commander des devises si nécessaire",
      "Enregistrer une copie numérique de vos documents",
      "Préparer une trousse de premiers soins",
    ],
  },
];

export const travelDocuments: string[] = documentLabels("pretVoyage");

export const travelAssistance: string[] = [
  "Opposition sur votre carte 24 h/24 et 7 j/7 depuis l'application",
  "Suivi en temps réel de vos paiements et retraits à l'étranger",
  `Un conseiller joignable depuis l'étranger au ${formatPhone(bank.phones.customerService, "international")}, ${bank.phoneHours}`,
  "Assurance voyage facultative : annulation, bagages et rapatriement",
];

/**
 * The seed's travel page had no request form; as on the other credit pages, a customer who would
 * rather talk to an advisor than apply online is called back.
 */
export const travelRequestForm: LeadFormCopy = {
  kind: "pretVoyage",
  title: "Vous préférez être rappelé ?",
  intro:
    "Laissez-nous vos coordonnées et quelques mots sur votre voyage : un conseiller vous rappelle sous 48 h en moyenne.",
  submitLabel: "Être rappelé",
};

/** The page's headings around its content. */
export const pretVoyageText = {
  tabsLabel: "Rubriques du prêt voyage",
  ideasTitle: "Nos idées de voyage",
  ideasIntro:
    "Budgets indicatifs pour deux personnes, vols compris, selon la saison et le confort choisis.",
  typesTitle: "Chaque voyage a son projet",
  testimonialsTitle: "Ils sont partis avec Aurore Banque",
  countdownTitle: "Votre compte à rebours avant le départ",
  documentsTitle: "Les pièces à fournir pour votre prêt",
  duringTitle: "Pendant votre voyage",
};
