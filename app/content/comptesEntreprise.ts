import { bank } from "@domain/bank";
import type { Card, Cta, Hero, Offer, ProcessStep, LeadFormCopy, PageTab } from "./types";

export const comptesEntrepriseHero: Hero = {
  eyebrow: "Entreprise",
  title: "Comptes entreprise",
  lead: "Un compte professionnel pensé pour les indépendants, les TPE, les PME, les grandes entreprises et les associations : cartes pour vos équipes, plafonds sur mesure et comptabilité simplifiée.",
  cta: { label: "Ouvrir un compte professionnel", to: "/signup" },
  highlights: [
    "Ouverture 100 % en ligne",
    "Activation en 3 à 5 jours",
    "Conseillers dédiés aux entreprises",
  ],
};

export type ComptesEntrepriseTabId = "offres" | "gestion" | "ouverture";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const comptesEntrepriseTabs: readonly PageTab<ComptesEntrepriseTabId>[] = [
  { id: "offres", label: "Offres" },
  { id: "gestion", label: "Gestion" },
  { id: "ouverture", label: "Ouverture" },
];

export const comptesEntrepriseDefaultTab: ComptesEntrepriseTabId = "offres";

/** The page's headings around its content. */
export const comptesEntrepriseText = {
  tabsLabel: "Rubriques des comptes entreprise",
  offersTitle: "Trois offres selon la taille de votre structure",
  offersIntro:
    "Sans engagement de durée : vous changez d'offre à tout moment depuis votre espace client.",
  featuredOffer: "La plus choisie",
  managementTitle: "Pilotez vos finances au quotidien",
  managementIntro:
    "Des outils pour déléguer les dépenses sans perdre le contrôle et pour gagner du temps sur votre comptabilité.",
  openingTitle: "Ouvrez votre compte en quatre étapes",
  documentsTitle: "Les documents à fournir",
};

export const businessOffers: Offer[] = [
  {
    id: "business-essential",
    nom: "Business Essential",
    description:
      "L'essentiel pour démarrer votre activité et séparer vos finances professionnelles et personnelles.",
    prix: "9 € HT / mois",
    avantages: [
      "Compte avec IBAN français",
      "Une carte professionnelle avec plafonds réglables",
      "Virements et prélèvements SEPA illimités",
      "Export de vos opérations vers votre comptable",
    ],
    public: "Pour les indépendants, les micro-entrepreneurs et les très petites entreprises",
  },
  {
    id: "business-pro",
    nom: "Business Pro",
    description:
      "Pour les équipes qui grandissent : des cartes pour chaque collaborateur et des rôles adaptés à chacun.",
    prix: "29 € HT / mois",
    avantages: [
      "Jusqu'à 10 cartes avec plafonds de dépenses individuels",
      "Rôles d'équipe : administrateur, comptable, collaborateur",
      "Création et suivi de vos factures",
      "Conseiller entreprise joignable par téléphone",
    ],
    public: "Pour les PME et les associations employeuses",
    featured: true,
  },
  {
    id: "business-enterprise",
    nom: "Business Enterprise",
    description:
      "Une offre complète pour les structures multi-sites, avec des droits fins et un support permanent.",
    prix: "79 € HT / mois",
    avantages: [
      "Cartes illimitées et plafonds par équipe ou par projet",
      "Validation des paiements à plusieurs niveaux",
      "Plusieurs comptes et sous-comptes",
      "Support dédié 24h/24 et 7j/7",
    ],
    public: "Pour les entreprises de taille intermédiaire et les grandes entreprises",
  },
];

export const offerCta: Cta = { label: "Choisir cette offre", to: "/signup" };

export const managementFeatures: Card[] = [
  {
    title: "Cartes et plafonds de dépenses",
    text: "Attribuez une carte à chaque collaborateur et fixez ses plafonds de paiement et de retrait, modifiables à tout moment.",
  },
  {
    title: "Rôles d'équipe",
    text: "Donnez à chacun les bons droits : consulter les comptes, préparer des virements ou les valider.",
  },
  {
    title: "Export comptable",
    text: "Exportez vos opérations et justificatifs dans un format lisible par votre expert-comptable ou votre logiciel.",
  },
  {
    title: "Factures et justificatifs",
    text: "Créez vos factures, suivez leur paiement et photographiez vos reçus pour les rattacher aux dépenses.",
  },
  {
    title: "Virements groupés",
    text: "Payez vos fournisseurs et vos salaires en une seule opération, à partir d'un simple fichier.",
  },
  {
    title: "Tableau de bord de trésorerie",
    text: "Suivez vos entrées, vos sorties et votre solde prévisionnel sur tous vos comptes depuis un seul écran.",
  },
];

export const openingSteps: ProcessStep[] = [
  {
    etape: 1,
    titre: "Préparez vos documents",
    description:
      "Rassemblez les justificatifs de votre entreprise et la pièce d'identité de son représentant légal.",
  },
  {
    etape: 2,
    titre: "Faites votre demande en ligne",
    description:
      "Choisissez votre offre, remplissez le formulaire et déposez vos documents en quelques minutes.",
  },
  {
    etape: 3,
    titre: "Validation par nos équipes",
    description: "Un conseiller vérifie votre dossier et vous contacte si une pièce est manquante.",
  },
  {
    etape: 4,
    titre: "Activation du compte",
    description:
      "Votre compte est activé sous 3 à 5 jours ouvrés et vos cartes vous sont envoyées.",
  },
];

export const openingDocuments: string[] = [
  "Pièce d'identité en cours de validité du représentant légal",
  "Extrait Kbis de moins de 3 mois, ou avis de situation SIRENE pour les entrepreneurs individuels",
  "Statuts signés de la société, ou statuts et récépissé de déclaration pour une association",
  "Justificatif d'adresse du siège de moins de 3 mois",
];

export const businessContactForm: LeadFormCopy = {
  kind: "entreprise",
  title: "Être rappelé par un conseiller entreprise",
  intro: `Laissez-nous vos coordonnées : un conseiller vous rappelle ${bank.phoneHours} pour choisir l'offre adaptée à votre structure.`,
  submitLabel: "Demander à être rappelé",
};
