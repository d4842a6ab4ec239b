import type { PhoneContact } from "~/components/ui/PhoneLine";
import type { Card, Hero, Stat, LeadFormCopy, PageTab } from "./types";
import { bank } from "@domain/bank";

export const banquePriveHero: Hero = {
  eyebrow: "Gestion de patrimoine",
  title: "Banque privée",
  lead: "Un banquier privé dédié et une équipe d'experts pour préserver, faire fructifier et transmettre votre patrimoine, en toute confidentialité.",
  highlights: ["Banquier privé dédié", "Réponse sous 2 h ouvrées", "Approche patrimoniale globale"],
};

export type BanquePriveTabId = "services" | "expertise" | "contact";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const banquePriveTabs: readonly PageTab<BanquePriveTabId>[] = [
  { id: "services", label: "Nos services" },
  { id: "expertise", label: "Notre expertise" },
  { id: "contact", label: "Prendre rendez-vous" },
];

export const banquePriveDefaultTab: BanquePriveTabId = "services";

export interface PrivateBankingService {
  id: string;
  nom: string;
  description: string;
  prestations: string[];
}

export const privateBankingServices: PrivateBankingService[] = [
  {
    id: "gestionFortune",
    nom: "Gestion de fortune",
    description:
      "Confiez vos actifs financiers à nos gérants, selon un mandat adapté à votre profil de risque.",
    prestations: [
      "Gestion sous mandat personnalisée",
      "Gestion conseillée avec votre banquier",
      "Reporting détaillé chaque trimestre",
    ],
  },
  {
    id: "conseilInvestissement",
    nom: "Conseil en investissement",
    description:
      "Des recommandations argumentées sur les actions, les obligations, les fonds et les produits structurés.",
    prestations: [
      "Analyse de votre portefeuille existant",
      "Large sélection de fonds externes",
      "Investissement responsable selon vos préférences",
    ],
  },
  {
    id: "ingenieriePatrimoniale",
    nom: "Ingénierie patrimoniale",
    description:
      "Un bilan complet de votre situation civile, fiscale et financière pour bâtir une stratégie cohérente.",
    prestations: [
      "Bilan patrimonial et fiscal",
      "Optimisation de l'impôt sur le revenu et de l'IFI",
      "Structuration de vos actifs professionnels",
    ],
  },
  {
    id: "transmission",
    nom: "Optimisation de la transmission",
    description:
      "Préparez la transmission de votre patrimoine à vos proches dans les meilleures conditions.",
    prestations: [
      "Donations et démembrement de propriété",
      "Clauses bénéficiaires d'assurance vie",
      "Coordination avec votre notaire",
    ],
  },
  {
    id: "strategieImmobiliere",
    nom: "Stratégie immobilière",
    description:
      "Investissez dans la pierre, en direct ou par des supports collectifs, selon vos objectifs de revenus.",
    prestations: [
      "Immobilier locatif en direct",
      "Parts de SCPI et de sociétés civiles",
      "Montage juridique et fiscal de l'opération",
    ],
  },
  {
    id: "creditPatrimonial",
    nom: "Crédit patrimonial",
    description:
      "Des financements sur mesure, adossés à votre patrimoine, pour vos projets privés ou professionnels.",
    prestations: [
      "Crédit adossé à votre portefeuille",
      "Prêt in fine",
      "Financement d'acquisitions immobilières",
    ],
  },
];

export const privateBankingStats: Stat[] = [
  { value: "2,5", label: "Milliards d'euros sous gestion" },
  { value: "2 h", label: "Délai de réponse maximal, en heures ouvrées" },
  { value: "8 h – 20 h", label: "Banquiers joignables du lundi au vendredi" },
  { value: "1", label: "Banquier privé dédié à votre famille" },
];

export const expertiseStrengths: Card[] = [
  {
    title: "Une équipe pluridisciplinaire",
    text: "Banquiers privés, gérants, ingénieurs patrimoniaux, juristes et fiscalistes travaillent ensemble sur votre situation.",
  },
  {
    title: "Une architecture ouverte",
    text: "Nous sélectionnons les meilleurs fonds du marché, y compris ceux de sociétés de gestion extérieures au groupe.",
  },
  {
    title: "Des frais transparents",
    text: "Chaque recommandation précise les frais et les risques, récapitulés chaque année dans un relevé détaillé.",
  },
];

export const privateBankingLine: PhoneContact = {
  service: "Banque privée :",
  phone: bank.phones.privateBanking,
  hours: "du lundi au vendredi, de 8 h à 20 h",
};

export const appointmentForm: LeadFormCopy = {
  kind: "rendezvous",
  title: "Demander un rendez-vous",
  intro:
    "Un banquier privé vous rappelle sous 2 h ouvrées pour convenir d'un rendez-vous en agence ou en visioconférence.",
  submitLabel: "Envoyer ma demande",
};

export const wealthRiskNotice: string =
  "Tout investissement comporte un risque de perte en capital ; les performances passées ne préjugent pas des performances futures. Les crédits sont accordés sous réserve d'acceptation de votre dossier.";

/** The page's headings around its content. */
export const banquePriveText = {
  tabsLabel: "Rubriques de la banque privée",
  servicesTitle: "Une offre complète pour votre patrimoine",
  servicesIntro:
    "Votre banquier privé coordonne nos experts autour de vos objectifs personnels et professionnels.",
  figuresTitle: "Aurore Banque Privée en chiffres",
  differenceTitle: "Ce qui fait notre différence",
  contactTitle: "Parlons de vos projets",
  contactIntro:
    "Appelez-nous directement ou laissez vos coordonnées : un banquier privé vous recontacte.",
};
