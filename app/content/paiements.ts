import type { Card, Hero, Stat, LeadFormCopy, PageTab } from "./types";

export const paiementsHero: Hero = {
  eyebrow: "Entreprise",
  title: "Paiements",
  lead: "Encaissez vos clients, payez vos fournisseurs et développez-vous à l'international avec des solutions de paiement simples, rapides et sécurisées.",
  cta: { label: "Ouvrir un compte professionnel", to: "/signup" },
  highlights: [
    "Virements instantanés SEPA",
    "Paiement en magasin et en ligne",
    "Virements vers plus de 150 pays",
  ],
};

export type PaiementsTabId = "gestion" | "solutions" | "international";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const paiementsTabs: readonly PageTab<PaiementsTabId>[] = [
  { id: "gestion", label: "Gestion" },
  { id: "solutions", label: "Solutions" },
  { id: "international", label: "International" },
];

export const paiementsDefaultTab: PaiementsTabId = "gestion";

/** The page's headings around its content. */
export const paiementsText = {
  tabsLabel: "Rubriques des paiements",
  managementTitle: "Tous vos flux au même endroit",
  managementIntro:
    "Suivez vos paiements entrants et sortants en temps réel et déléguez sans perdre le contrôle.",
  solutionsTitle: "Encaissez vos clients partout",
  solutionsIntro:
    "En boutique, sur votre site ou à distance : choisissez les solutions adaptées à votre façon de vendre.",
  internationalTitle: "Développez-vous au-delà des frontières",
  internationalIntro:
    "Payez vos fournisseurs étrangers et encaissez vos clients dans leur devise, sans complexité.",
  statsTitle: "Nos paiements en chiffres",
};

export const paymentManagement: Card[] = [
  {
    title: "Cartes professionnelles",
    text: "Des cartes physiques et virtuelles pour vos collaborateurs, avec des plafonds et des règles de dépense par carte.",
  },
  {
    title: "Virements",
    text: "Virements unitaires, groupés ou programmés, avec validation à plusieurs niveaux selon les montants.",
  },
  {
    title: "Prélèvements SEPA",
    text: "Encaissez vos abonnements et vos échéances par prélèvement, et suivez les rejets en temps réel.",
  },
  {
    title: "Virement instantané SEPA",
    text: "Les fonds arrivent en quelques secondes, 24h/24 et 7j/7, y compris les week-ends et les jours fériés.",
  },
];

export const paymentSolutions: Card[] = [
  {
    title: "Terminaux de paiement",
    text: "Acceptez les cartes bancaires et le paiement sans contact en boutique, sur un terminal fixe ou mobile.",
    bullets: [
      "Terminal mobile avec carte SIM",
      "Paiements par téléphone mobile acceptés",
      "Encaissements suivis dans votre application",
    ],
  },
  {
    title: "Paiement en ligne",
    text: "Un module de paiement sécurisé pour votre site marchand, compatible avec les principales solutions de commerce en ligne.",
    bullets: [
      "Authentification forte du payeur",
      "Paiements récurrents pour vos abonnements",
      "Remboursements en un clic",
    ],
  },
  {
    title: "Liens de paiement",
    text: "Envoyez un lien par email ou SMS et faites-vous payer sans site internet ni terminal.",
    bullets: [
      "Création en quelques secondes",
      "Relances automatiques",
      "Suivi des paiements reçus",
    ],
  },
];

export const internationalServices: Card[] = [
  {
    title: "Compte multidevise",
    text: "Détenez, recevez et payez dans les principales devises sans conversion systématique vers l'euro.",
  },
  {
    title: "Virements internationaux",
    text: "Envoyez des fonds vers plus de 150 pays avec un taux de change affiché avant validation.",
  },
  {
    title: "Couverture de change",
    text: "Fixez à l'avance le cours de vos futures opérations pour protéger vos marges.",
  },
];

export const internationalForm: LeadFormCopy = {
  kind: "international",
  title: "Développer votre activité à l'international",
  intro:
    "Indiquez-nous votre zone cible : un spécialiste des paiements internationaux vous rappelle pour étudier vos besoins.",
  submitLabel: "Être rappelé par un spécialiste",
};

export const paymentStats: Stat[] = [
  { value: "30 %", label: "de productivité gagnée sur la gestion des paiements" },
  { value: "150+", label: "pays accessibles pour vos virements" },
  { value: "99,9 %", label: "de disponibilité de nos services de paiement" },
  { value: "10 s", label: "au plus pour un virement instantané SEPA" },
];
