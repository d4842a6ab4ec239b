import { investmentRiskNotice } from "./legal";
import type { Card, Hero, ProcessStep, LeadFormCopy } from "./types";

export const investissementHero: Hero = {
  eyebrow: "Entreprise",
  title: "Investissements",
  lead: "Faites fructifier la trésorerie de votre entreprise avec des stratégies d'investissement claires, construites avec un conseiller dédié et suivies dans la durée.",
  cta: { label: "Démarrer un investissement", to: "/signup" },
  highlights: ["Conseiller dédié", "Reporting mensuel", "Frais transparents"],
};

export interface Sector {
  secteur: string;
  tendance: string;
  opportunites: string[];
}

export const sectors: Sector[] = [
  {
    secteur: "Technologie et innovation",
    tendance: "Tendance : forte croissance",
    opportunites: [
      "Intelligence artificielle appliquée aux métiers",
      "Cybersécurité des entreprises",
      "Logiciels en ligne pour les professionnels",
      "Infrastructures de données et cloud européen",
    ],
  },
  {
    secteur: "Énergies durables",
    tendance: "Tendance : croissance soutenue",
    opportunites: [
      "Production d'électricité solaire et éolienne",
      "Stockage de l'énergie et batteries",
      "Rénovation énergétique des bâtiments",
      "Mobilité électrique et bornes de recharge",
    ],
  },
  {
    secteur: "Santé et biotechnologies",
    tendance: "Tendance : croissance régulière",
    opportunites: [
      "Recherche sur les thérapies innovantes",
      "Dispositifs médicaux connectés",
      "Services aux personnes âgées",
      "Télémédecine et santé numérique",
    ],
  },
];

export const investmentVehicles: Card[] = [
  {
    title: "Marchés financiers",
    text: "Actions, obligations et fonds diversifiés, sélectionnés selon votre horizon de placement et votre tolérance au risque.",
    bullets: [
      "Fonds actions européens et internationaux",
      "Obligations d'entreprises de qualité",
      "Fonds monétaires pour la trésorerie courte",
    ],
  },
  {
    title: "Immobilier d'entreprise",
    text: "Des placements dans des bureaux, des commerces et des entrepôts, en direct ou au travers de sociétés civiles de placement immobilier.",
    bullets: [
      "Parts de SCPI de rendement",
      "Locaux professionnels en direct",
      "Revenus potentiels réguliers",
    ],
  },
];

export interface Strategy {
  id: "prudentielle" | "equilibree" | "dynamique";
  nom: string;
  description: string;
  objectif: string;
  avantages: string[];
  public: string;
}

export const strategies: Strategy[] = [
  {
    id: "prudentielle",
    nom: "Prudentielle",
    description:
      "Une allocation centrée sur les obligations et les placements monétaires, pour préserver le capital avant tout.",
    objectif: "Objectif : préserver votre capital avec une progression régulière.",
    avantages: [
      "Volatilité limitée",
      "Disponibilité rapide des fonds",
      "Revenus réguliers",
      "Adaptée à la trésorerie de précaution",
    ],
    public: "Entreprises qui placent une trésorerie dont elles auront besoin à court terme.",
  },
  {
    id: "equilibree",
    nom: "Équilibrée",
    description:
      "Un partage entre actions et obligations qui recherche la croissance tout en amortissant les baisses de marché.",
    objectif: "Objectif : valoriser votre capital à moyen terme, sur 3 à 5 ans.",
    avantages: [
      "Diversification large",
      "Rééquilibrage automatique",
      "Bon compromis entre rendement et risque",
      "Suivi trimestriel avec votre conseiller",
    ],
    public: "Entreprises qui disposent d'excédents de trésorerie stables.",
  },
  {
    id: "dynamique",
    nom: "Dynamique",
    description:
      "Une allocation majoritairement investie en actions, pour rechercher la performance sur un horizon long.",
    objectif: "Objectif : rechercher une performance élevée sur 5 ans et plus.",
    avantages: [
      "Potentiel de performance élevé",
      "Accès aux secteurs d'avenir",
      "Gestion active des positions",
      "Analyses de marché exclusives",
    ],
    public:
      "Entreprises qui acceptent des variations importantes en contrepartie d'un rendement potentiel plus élevé.",
  },
];

export const investmentProcess: ProcessStep[] = [
  {
    etape: 1,
    titre: "Analyse",
    description:
      "Nous étudions votre situation financière, vos besoins de trésorerie et votre horizon de placement.",
  },
  {
    etape: 2,
    titre: "Recommandation",
    description:
      "Votre conseiller vous propose une stratégie écrite, avec les risques et les frais détaillés.",
  },
  {
    etape: 3,
    titre: "Mise en œuvre",
    description:
      "Nous investissons selon la stratégie validée, en une fois ou de manière progressive.",
  },
  {
    etape: 4,
    titre: "Suivi",
    description:
      "Vous recevez un reporting mensuel et faites le point avec votre conseiller chaque trimestre.",
  },
];

export const supportServices: Card[] = [
  {
    title: "Conseil stratégique",
    text: "Un conseiller en investissement dédié vous aide à définir une allocation cohérente avec les projets de votre entreprise.",
  },
  {
    title: "Gestion de portefeuille",
    text: "Confiez la gestion au quotidien à nos équipes, qui ajustent les positions selon l'évolution des marchés.",
  },
  {
    title: "Gestion des risques",
    text: "Nous mesurons en continu l'exposition de votre portefeuille et vous alertons en cas d'écart avec votre profil.",
  },
  {
    title: "Reporting personnalisé",
    text: "Chaque mois, un rapport clair présente la performance, les frais prélevés et les mouvements réalisés.",
  },
];

export const expertForm: LeadFormCopy = {
  kind: "expert",
  title: "Parler à un Expert",
  intro:
    "Un conseiller en investissement vous rappelle sous 48 h ouvrées pour étudier votre projet.",
  submitLabel: "Être contacté par un expert",
};

/** The page's headings and labels around its content. */
export const investissementText = {
  tabsLabel: "Rubriques des investissements",
  tabs: {
    opportunites: "Opportunités",
    strategies: "Stratégies",
    accompagnement: "Accompagnement",
  },
  sectorsTitle: "Secteurs porteurs",
  sectorsIntro: "Trois secteurs que nos analystes suivent de près pour vos placements.",
  followedOpportunities: "Opportunités suivies :",
  vehiclesTitle: "Nos supports d'investissement",
  strategiesTitle: "Trois stratégies selon votre profil",
  strategiesIntro: "Chaque stratégie est adaptée à un horizon et à un niveau de risque différents.",
  forWhom: "Pour qui :",
  processTitle: "Notre démarche en quatre étapes",
  supportTitle: "Un accompagnement sur mesure",
  riskNotice: investmentRiskNotice,
};
