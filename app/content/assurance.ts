import type { PhoneContact } from "~/components/ui/PhoneLine";
import { bank } from "@domain/bank";
import type { Card, Hero, ProcessStep, Stat, PageTab } from "./types";

export const assuranceHero: Hero = {
  eyebrow: "Particuliers",
  title: "Assurances",
  lead: "Protégez votre logement, votre véhicule, votre santé et vos proches avec des contrats lisibles, que vous souscrivez et gérez en ligne.",
  highlights: ["Devis en ligne", "Assistance 6 jours sur 7", "Remboursements santé sous 48 h"],
};

export type AssuranceTabId = "produits" | "conseils" | "sinistre";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const assuranceTabs: readonly PageTab<AssuranceTabId>[] = [
  { id: "produits", label: "Nos assurances" },
  { id: "conseils", label: "Conseils" },
  { id: "sinistre", label: "Déclarer un sinistre" },
];

export const assuranceDefaultTab: AssuranceTabId = "produits";

/** The insurer carrying the contracts; Aurore Banque only distributes them. */
export const insurer = "Aurore Assurances";

export interface InsuranceProduct {
  id: "habitation" | "auto" | "sante" | "prevoyance" | "emprunteur";
  nom: string;
  description: string;
  garanties: string[];
}

export const insuranceProducts: InsuranceProduct[] = [
  {
    id: "habitation",
    nom: "Assurance habitation",
    description:
      "Locataire ou propriétaire, votre logement et vos biens sont protégés au quotidien.",
    garanties: [
      "Incendie, dégâts des eaux et catastrophes naturelles",
      "Vol et vandalisme",
      "Responsabilité civile de toute la famille",
      "Relogement si votre logement devient inhabitable",
    ],
  },
  {
    id: "auto",
    nom: "Assurance auto",
    description:
      "Du tiers au tous risques, choisissez la protection adaptée à votre véhicule et à son usage.",
    garanties: [
      "Responsabilité civile obligatoire",
      "Bris de glace, vol et incendie",
      "Dommages tous accidents en formule tous risques",
      "Assistance dès 0 km et véhicule de remplacement",
    ],
  },
  {
    id: "sante",
    nom: "Complémentaire santé",
    description:
      "Vos dépenses de santé sont complétées après le remboursement de l'Assurance maladie.",
    garanties: [
      "Hospitalisation et chambre particulière",
      "Optique, dentaire et aides auditives",
      "Médecines douces selon la formule choisie",
      "Tiers payant et remboursement sous 48 h",
    ],
  },
  {
    id: "prevoyance",
    nom: "Prévoyance",
    description: "Un capital ou une rente protège vos proches si un accident de la vie survient.",
    garanties: [
      "Capital versé en cas de décès",
      "Rente éducation pour vos enfants",
      "Indemnités en cas d'arrêt de travail",
      "Rente en cas d'invalidité",
    ],
  },
  {
    id: "emprunteur",
    nom: "Assurance emprunteur",
    description:
      "Vos échéances de prêt sont prises en charge si vous ne pouvez plus les rembourser.",
    garanties: [
      "Décès et perte totale et irréversible d'autonomie",
      "Invalidité permanente",
      "Incapacité temporaire de travail",
      "Changement de contrat possible à tout moment",
    ],
  },
];

export const insuranceAdvice: Card[] = [
  {
    title: "Évaluez vos besoins",
    text: "Estimez la valeur de vos biens et la situation de vos proches pour choisir un niveau de garanties ni trop faible, ni superflu.",
  },
  {
    title: "Regardez les franchises et les plafonds",
    text: "À prix égal, deux contrats peuvent indemniser très différemment : comparez ce qui reste à votre charge en cas de sinistre.",
  },
  {
    title: "Mettez votre contrat à jour",
    text: "Déménagement, naissance, nouveau véhicule : prévenez-nous pour que vos garanties suivent l'évolution de votre vie.",
  },
  {
    title: "Conservez vos justificatifs",
    text: "Factures, photos et certificats de garantie accélèrent votre indemnisation : gardez-en une copie dans votre espace client.",
  },
  {
    title: "Vous restez libre de changer",
    text: "Après un an, vous pouvez résilier votre assurance auto ou habitation à tout moment, et changer d'assurance emprunteur quand vous le souhaitez.",
  },
];

export const claimsFigures: Stat[] = [
  { value: "5 jours", label: "Délai pour déclarer un sinistre, en jours ouvrés" },
  { value: "30 jours", label: "Délai moyen d'indemnisation" },
  { value: "48 h", label: "Remboursement de vos frais de santé" },
  { value: "6 j/7", label: "Assistance du lundi au samedi" },
];

export const claimSteps: ProcessStep[] = [
  {
    etape: 1,
    titre: "Déclarez le sinistre",
    description:
      "Depuis votre espace client ou par téléphone, dans les 5 jours ouvrés (2 jours ouvrés en cas de vol).",
  },
  {
    etape: 2,
    titre: "Envoyez vos justificatifs",
    description: "Joignez les pièces qui permettent d'évaluer les dommages.",
    details: [
      "Constat amiable ou photos",
      "Factures des biens endommagés",
      "Dépôt de plainte en cas de vol",
    ],
  },
  {
    etape: 3,
    titre: "Étude de votre dossier",
    description: "Un gestionnaire analyse votre demande et missionne un expert si nécessaire.",
  },
  {
    etape: 4,
    titre: "Indemnisation",
    description:
      "Vous êtes indemnisé en 30 jours environ après réception du dossier complet ; vos frais de santé sont remboursés sous 48 h.",
  },
];

export const claimsLine: PhoneContact = {
  service: "Service sinistres :",
  phone: bank.phones.insuranceClaims,
  hours: "du lundi au samedi, de 8 h à 20 h",
};

export const intermediaryNotice = `${bank.legalName} agit en qualité d'intermédiaire en assurance, immatriculée au registre des intermédiaires sous le numéro ${bank.orias}. Les contrats présentés sont assurés par ${insurer}, entreprise régie par le Code des assurances. Les garanties s'appliquent dans les limites et conditions prévues au contrat.`;

/** The page's headings around its content. */
export const assuranceText = {
  tabsLabel: "Rubriques des assurances",
  productsTitle: "Des garanties pour chaque moment de votre vie",
  productsIntro: "Chaque contrat se souscrit en ligne et s'adapte à votre situation.",
  adviceTitle: "Bien choisir et bien utiliser votre assurance",
  claimsTitle: "Nos engagements en cas de sinistre",
  stepsTitle: "Votre déclaration en quatre étapes",
  helpTitle: "Besoin d'aide pour déclarer ?",
  helpIntro: "Nos conseillers vous guident pas à pas et vous indiquent les pièces à fournir.",
};
