import { loanOffers, type LoanOption } from "@domain/credit/offers";
import type { Advice, LoanSimulatorParams } from "./loans";
import type { Card, Hero, ProcessStep, LeadFormCopy, PageTab } from "./types";

export const pretTravauxHero: Hero = {
  eyebrow: "Crédit",
  title: "Prêt travaux",
  lead: "Rénovez, agrandissez ou isolez votre logement avec un prêt à taux fixe, qui complète les aides publiques auxquelles vous avez droit.",
  cta: { label: "Faire ma demande de prêt travaux", to: "#demande" },
  highlights: ["De 5 000 € à 100 000 €", "0 € de frais de dossier", "Taux fixe"],
};

export type PretTravauxTabId = "presentation" | "aides" | "simulation" | "demande";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretTravauxTabs: readonly PageTab<PretTravauxTabId>[] = [
  { id: "presentation", label: "Présentation" },
  { id: "aides", label: "Aides & Subventions" },
  { id: "simulation", label: "Simulation" },
  { id: "demande", label: "Demande" },
];

export const pretTravauxDefaultTab: PretTravauxTabId = "presentation";

export const worksTypes: (Card & { id: LoanOption<"pretTravaux"> })[] = [
  {
    id: "interiorRenovation",
    title: "Rénovation intérieure",
    text: "Cuisine, salle de bains, sols ou électricité : modernisez votre intérieur pièce par pièce.",
  },
  {
    id: "extension",
    title: "Extension et agrandissement",
    text: "Véranda, surélévation ou aménagement des combles : gagnez des mètres carrés sans déménager.",
  },
  {
    id: "energyRenovation",
    title: "Rénovation énergétique",
    text: "Isolation, fenêtres ou pompe à chaleur : réduisez vos factures et profitez des aides publiques.",
  },
  {
    id: "exteriorWorks",
    title: "Travaux extérieurs",
    text: "Toiture, façade, clôture ou terrasse : protégez et valorisez votre bien.",
  },
];

/**
 * 100 000 € is the ceiling of consumer credit since ordonnance n° 2025-880 (20 November 2026) and
 * the limit used everywhere: slider, text, request form and server. The aids obtained are deducted
 * from the budget of the works.
 */
export const worksSimulator: LoanSimulatorParams<"pretTravaux"> = {
  product: "pretTravaux",
  intro:
    "Indiquez le budget de vos travaux et les aides que vous avez obtenues : le prêt finance le reste.",
  amountLabel: "Budget des travaux",
  amount: { ...loanOffers.pretTravaux.amount, step: 1_000, defaultValue: 35_000 },
  deduction: { label: "Aides obtenues", param: "aides", defaultValue: 0 },
  durations: loanOffers.pretTravaux.durations,
  defaultDuration: 72,
  rateChoice: {
    label: "Nature des travaux",
    options: worksTypes.map((works) => ({ value: works.id, label: works.title })),
    defaultValue: "interiorRenovation",
  },
};

export const worksLoanFeatures: Card[] = [
  {
    title: "De 5 000 € à 100 000 €",
    text: "Financez un chantier complet ou une seule pièce, avec ou sans aides publiques.",
  },
  {
    title: "De 24 à 120 mois",
    text: "Remboursez jusqu'à 10 ans : une durée plus longue réduit la mensualité mais augmente le coût total du crédit.",
  },
  {
    title: "Déblocage sur factures",
    text: "Les fonds sont versés en une fois ou au fil des factures de vos artisans.",
  },
];

export const worksAdvice: Advice = {
  title: "Nos conseils avant de lancer vos travaux",
  text: "Demandez au moins 3 devis détaillés et prévoyez une marge de 10 à 15 % du budget pour les imprévus.",
  bullets: [
    "Choisissez des artisans certifiés pour rester éligible aux aides",
    "Déposez vos demandes d'aides avant de commencer les travaux",
    "Conservez toutes vos factures : elles servent au versement des aides",
  ],
};

export interface NationalAid extends Card {
  /** The amount or rate of the aid, as it reads on its badge. */
  badge: string;
  bullets: string[];
}

export const nationalAids: NationalAid[] = [
  {
    title: "Aide nationale à la rénovation",
    badge: "Jusqu'à 20 000 €",
    text: "Une prime de l'État pour les travaux qui améliorent la performance énergétique de votre résidence principale.",
    bullets: [
      "Logement construit depuis plus de 15 ans",
      "Montant selon vos revenus et le gain énergétique",
      "Travaux réalisés par un artisan certifié",
    ],
  },
  {
    title: "Éco-prêt à taux zéro",
    badge: "Jusqu'à 30 000 €",
    text: "Un prêt sans intérêts pour financer un ensemble de travaux de rénovation énergétique.",
    bullets: [
      "Logement achevé depuis plus de 2 ans",
      "Résidence principale, sans condition de revenus",
      "Travaux réalisés par un artisan certifié",
    ],
  },
  {
    title: "TVA à taux réduit",
    badge: "TVA à 5,5 %",
    text: "Un taux de TVA réduit sur la fourniture et la pose des équipements d'économie d'énergie.",
    bullets: [
      "Logement achevé depuis plus de 2 ans",
      "Travaux facturés par une entreprise",
      "Attestation remise à l'artisan avant les travaux",
    ],
  },
];

export interface AidStep extends ProcessStep {
  delay: string;
}

export const aidSteps: AidStep[] = [
  {
    etape: 1,
    titre: "Vérifier vos droits",
    description: "Simulez en ligne les aides auxquelles votre projet et vos revenus donnent droit.",
    delay: "immédiat",
  },
  {
    etape: 2,
    titre: "Obtenir les devis",
    description: "Faites établir des devis détaillés par des artisans certifiés.",
    delay: "1 à 2 semaines",
  },
  {
    etape: 3,
    titre: "Déposer le dossier",
    description:
      "Constituez votre demande en ligne avec les devis, avant de commencer les travaux.",
    delay: "1 semaine",
  },
  {
    etape: 4,
    titre: "Recevoir l'accord",
    description: "L'organisme instruit votre dossier et vous notifie le montant accordé.",
    delay: "2 à 3 mois",
  },
  {
    etape: 5,
    titre: "Percevoir l'aide",
    description: "Une fois les travaux terminés, envoyez les factures pour recevoir le versement.",
    delay: "1 à 2 mois",
  },
];

export const aidSupport: string[] = [
  "Un conseiller vous aide à identifier les aides auxquelles vous avez droit",
  "Le prêt travaux finance la part du chantier que les aides ne couvrent pas",
  "Il peut aussi avancer le montant des aides en attendant leur versement",
  "Une relecture de vos devis et de votre plan de financement avant signature",
];

export const worksRequestForm: LeadFormCopy = {
  kind: "pretTravaux",
  title: "Vous préférez être rappelé ?",
  intro:
    "Présentez-nous votre chantier, à financer de 5 000 € à 100 000 € : un conseiller vous recontacte sous 48 h pour construire votre plan de financement.",
  submitLabel: "Être rappelé",
};

/** The page's headings around its content. */
export const pretTravauxText = {
  tabsLabel: "Rubriques du prêt travaux",
  worksTitle: "Les travaux que nous finançons",
  inBriefTitle: "Votre prêt en bref",
  aidsTitle: "Les aides nationales",
  aidsIntro:
    "Montants maximaux : le montant accordé dépend de votre logement, de vos revenus et des travaux.",
  stepsTitle: "Obtenir vos aides en cinq étapes",
  delay: (delay: string) => `Délai : ${delay}`,
  supportTitle: "Notre accompagnement",
};
