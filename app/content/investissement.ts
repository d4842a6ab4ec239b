import { replyWorkingHours } from "@domain/service";
import type { Translate } from "~/i18n/catalogs";
import type { Card, Hero, ProcessStep, LeadFormCopy } from "./types";
export interface Sector {
  secteur: string;
  tendance: string;
  opportunites: string[];
}
export interface Strategy {
  id: "prudentielle" | "equilibree" | "dynamique";
  nom: string;
  description: string;
  objectif: string;
  avantages: string[];
  public: string;
}

/**
 * The investments page in one language: its strategies' codes and links, and its words, the risk
 * notice among them, from the `investissement` catalogs (app/content/catalogs/investissement/<language>.po).
 */
export function investissementContentIn(t: Translate) {
  const investissementHero: Hero = {
    eyebrow: t("investissementHero.eyebrow"),
    title: t("investissementHero.title"),
    lead: t("investissementHero.lead"),
    cta: {
      label: t("investissementHero.cta.label"),
      to: "/signup",
    },
    highlights: [
      t("investissementHero.highlights.0"),
      t("investissementHero.highlights.1"),
      t("investissementHero.highlights.2"),
    ],
  };

  const sectors: Sector[] = [
    {
      secteur: t("sectors.0.secteur"),
      tendance: t("sectors.0.tendance"),
      opportunites: [
        t("sectors.0.opportunites.0"),
        t("sectors.0.opportunites.1"),
        t("sectors.0.opportunites.2"),
        t("sectors.0.opportunites.3"),
      ],
    },
    {
      secteur: t("sectors.1.secteur"),
      tendance: t("sectors.1.tendance"),
      opportunites: [
        t("sectors.1.opportunites.0"),
        t("sectors.1.opportunites.1"),
        t("sectors.1.opportunites.2"),
        t("sectors.1.opportunites.3"),
      ],
    },
    {
      secteur: t("sectors.2.secteur"),
      tendance: t("sectors.2.tendance"),
      opportunites: [
        t("sectors.2.opportunites.0"),
        t("sectors.2.opportunites.1"),
        t("sectors.2.opportunites.2"),
        t("sectors.2.opportunites.3"),
      ],
    },
  ];

  const investmentVehicles: Card[] = [
    {
      title: t("investmentVehicles.0.title"),
      text: t("investmentVehicles.0.text"),
      bullets: [
        t("investmentVehicles.0.bullets.0"),
        t("investmentVehicles.0.bullets.1"),
        t("investmentVehicles.0.bullets.2"),
      ],
    },
    {
      title: t("investmentVehicles.1.title"),
      text: t("investmentVehicles.1.text"),
      bullets: [
        t("investmentVehicles.1.bullets.0"),
        t("investmentVehicles.1.bullets.1"),
        t("investmentVehicles.1.bullets.2"),
      ],
    },
  ];

  const strategies: Strategy[] = [
    {
      id: "prudentielle",
      nom: t("strategies.0.nom"),
      description: t("strategies.0.description"),
      objectif: t("strategies.0.objectif"),
      avantages: [
        t("strategies.0.avantages.0"),
        t("strategies.0.avantages.1"),
        t("strategies.0.avantages.2"),
        t("strategies.0.avantages.3"),
      ],
      public: t("strategies.0.public"),
    },
    {
      id: "equilibree",
      nom: t("strategies.1.nom"),
      description: t("strategies.1.description"),
      objectif: t("strategies.1.objectif"),
      avantages: [
        t("strategies.1.avantages.0"),
        t("strategies.1.avantages.1"),
        t("strategies.1.avantages.2"),
        t("strategies.1.avantages.3"),
      ],
      public: t("strategies.1.public"),
    },
    {
      id: "dynamique",
      nom: t("strategies.2.nom"),
      description: t("strategies.2.description"),
      objectif: t("strategies.2.objectif"),
      avantages: [
        t("strategies.2.avantages.0"),
        t("strategies.2.avantages.1"),
        t("strategies.2.avantages.2"),
        t("strategies.2.avantages.3"),
      ],
      public: t("strategies.2.public"),
    },
  ];

  const investmentProcess: ProcessStep[] = [
    {
      etape: 1,
      titre: t("investmentProcess.0.titre"),
      description: t("investmentProcess.0.description"),
    },
    {
      etape: 2,
      titre: t("investmentProcess.1.titre"),
      description: t("investmentProcess.1.description"),
    },
    {
      etape: 3,
      titre: t("investmentProcess.2.titre"),
      description: t("investmentProcess.2.description"),
    },
    {
      etape: 4,
      titre: t("investmentProcess.3.titre"),
      description: t("investmentProcess.3.description"),
    },
  ];

  const supportServices: Card[] = [
    {
      title: t("supportServices.0.title"),
      text: t("supportServices.0.text"),
    },
    {
      title: t("supportServices.1.title"),
      text: t("supportServices.1.text"),
    },
    {
      title: t("supportServices.2.title"),
      text: t("supportServices.2.text"),
    },
    {
      title: t("supportServices.3.title"),
      text: t("supportServices.3.text"),
    },
  ];

  const expertForm: LeadFormCopy = {
    kind: "expert",
    title: t("expertForm.title"),
    intro: t("expertForm.intro", { hours: replyWorkingHours }),
    submitLabel: t("expertForm.submitLabel"),
  };
  /** The page's headings and labels around its content. */
  const investissementText = {
    tabsLabel: t("investissementText.tabsLabel"),
    tabs: {
      opportunites: t("investissementText.tabs.opportunites"),
      strategies: t("investissementText.tabs.strategies"),
      accompagnement: t("investissementText.tabs.accompagnement"),
    },
    sectorsTitle: t("investissementText.sectorsTitle"),
    sectorsIntro: t("investissementText.sectorsIntro"),
    followedOpportunities: t("investissementText.followedOpportunities"),
    vehiclesTitle: t("investissementText.vehiclesTitle"),
    strategiesTitle: t("investissementText.strategiesTitle"),
    strategiesIntro: t("investissementText.strategiesIntro"),
    forWhom: t("investissementText.forWhom"),
    processTitle: t("investissementText.processTitle"),
    supportTitle: t("investissementText.supportTitle"),
    riskNotice: t("investissementText.riskNotice"),
  };
  return {
    investissementHero,
    sectors,
    investmentVehicles,
    strategies,
    investmentProcess,
    supportServices,
    expertForm,
    investissementText,
  };
}

export type InvestissementContent = ReturnType<typeof investissementContentIn>;
