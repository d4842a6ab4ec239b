import { documentLabels } from "@domain/credit/documents";
import { loanOffers, type LoanOption } from "@domain/credit/offers";
import type { LoanSimulatorParams } from "./loans";
import type { Card, Hero, Stat, LeadFormCopy, PageTab } from "./types";

export const pretPersonnelHero: Hero = {
  eyebrow: "Crédit",
  title: "Prêt personnel",
  lead: "Donnez vie à vos projets avec un prêt personnel à taux fixe, sans justificatif d'utilisation des fonds et sans frais de dossier.",
  cta: { label: "Faire ma demande de prêt personnel", to: "#demande" },
  highlights: ["Traitement en 48 h en moyenne", "0 € de frais de dossier", "Taux fixe"],
};

export type PretPersonnelTabId = "presentation" | "simulation" | "demande";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretPersonnelTabs: readonly PageTab<PretPersonnelTabId>[] = [
  { id: "presentation", label: "Présentation" },
  { id: "simulation", label: "Simulation" },
  { id: "demande", label: "Demande" },
];

export const pretPersonnelDefaultTab: PretPersonnelTabId = "presentation";

export const projectTypes: (Card & { id: LoanOption<"pretPersonnel"> })[] = [
  {
    id: "equipement",
    title: "Équipement de la maison",
    text: "Mobilier, électroménager ou multimédia : équipez votre logement.",
  },
  {
    id: "evenement",
    title: "Événements familiaux",
    text: "Mariage, naissance ou anniversaire : financez les dépenses des grands moments de la vie.",
  },
  {
    id: "etudes",
    title: "Études et formation",
    text: "Frais de scolarité, formation professionnelle ou permis de conduire.",
  },
  {
    id: "loisirs",
    title: "Loisirs et passions",
    text: "Matériel de sport, instrument de musique ou équipement de loisirs.",
  },
  {
    id: "demenagement",
    title: "Déménagement",
    text: "Dépôt de garantie, transport et installation dans votre nouveau logement.",
  },
  {
    id: "sante",
    title: "Santé et bien-être",
    text: "Soins dentaires, optique ou appareillage auditif : financez les dépenses peu remboursées.",
  },
];

export const personalSimulator: LoanSimulatorParams<"pretPersonnel"> = {
  product: "pretPersonnel",
  intro: "Choisissez le montant et la durée de votre prêt : votre mensualité s'affiche aussitôt.",
  amountLabel: "Montant souhaité",
  amount: { ...loanOffers.pretPersonnel.amount, step: 1_000, defaultValue: 15_000 },
  durations: loanOffers.pretPersonnel.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Type de projet",
    options: projectTypes.map((project) => ({ value: project.id, label: project.title })),
    defaultValue: "equipement",
  },
};

export const personalLoanFeatures: Card[] = [
  {
    title: "De 1 000 € à 75 000 €",
    text: "Empruntez le montant juste, sans avoir à présenter de devis ni de facture.",
  },
  {
    title: "De 12 à 84 mois",
    text: "Une durée plus longue réduit la mensualité mais augmente le coût total du crédit.",
  },
  {
    title: "Taux fixe",
    text: "Votre mensualité reste identique de la première à la dernière échéance.",
  },
];

export const personalCommitments: Stat[] = [
  { value: "48 h", label: "de traitement en moyenne" },
  { value: "0 €", label: "de frais de dossier" },
  { value: "100 %", label: "en ligne, de la demande à la signature" },
];

export const personalRequestForm: LeadFormCopy = {
  kind: "pretPersonnel",
  title: "Vous préférez être rappelé ?",
  intro:
    "Décrivez votre situation et votre projet : un conseiller étudie votre demande et vous rappelle sous 48 h en moyenne.",
  submitLabel: "Être rappelé",
};

export const personalDocuments: string[] = documentLabels("pretPersonnel");

/** The page's headings around its content. */
export const pretPersonnelText = {
  tabsLabel: "Rubriques du prêt personnel",
  projectsTitle: "Quels projets financer ?",
  projectsIntro:
    "Le prêt personnel n'est pas affecté : vous l'utilisez librement pour le projet de votre choix.",
  inBriefTitle: "Votre prêt en bref",
  commitmentsTitle: "Nos engagements",
  documentsTitle: "Les pièces à préparer",
  documentsIntro:
    "Gardez-les à portée de main : nous vous les demanderons après la réponse de principe.",
};
