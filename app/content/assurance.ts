import type { PhoneContact } from "~/components/ui/PhoneLine";
import type { Translate } from "~/i18n/catalogs";
import { bank } from "@domain/bank";
import { insuranceCommitments } from "@domain/insurance";
import type { Card, Hero, PageTab, ProcessStep, Stat } from "./types";

/**
 * The insurance page: its structure, tabs, products' codes, the claims line, the bank's
 * registration and the contracts' commitments (domain/insurance.ts); its words from the `assurance`
 * catalogs (app/content/catalogs/assurance/<language>.po).
 */

export type AssuranceTabId = "produits" | "conseils" | "sinistre";

/** The insurer carrying the contracts; Aurore Banque only distributes them. */
export const insurer = "Aurore Assurances";

/** The health refund's delay, as the messages that promise it take it. */
const refund = { hours: insuranceCommitments.healthRefundHours };

export interface InsuranceProduct {
  id: "habitation" | "auto" | "sante" | "prevoyance" | "emprunteur";
  nom: string;
  description: string;
  garanties: string[];
}

export interface AssuranceContent {
  assuranceHero: Hero;
  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  assuranceTabs: readonly PageTab<AssuranceTabId>[];
  assuranceDefaultTab: AssuranceTabId;
  insuranceProducts: InsuranceProduct[];
  insuranceAdvice: Card[];
  claimsFigures: Stat[];
  claimSteps: ProcessStep[];
  claimsLine: PhoneContact;
  /** The bank's ORIAS registration and the insurer, written from the bank's data. */
  intermediaryNotice: string;
  /** The page's headings around its content. */
  assuranceText: {
    tabsLabel: string;
    productsTitle: string;
    productsIntro: string;
    adviceTitle: string;
    claimsTitle: string;
    stepsTitle: string;
    helpTitle: string;
    helpIntro: string;
  };
}

export const assuranceContentIn = (t: Translate): AssuranceContent => ({
  assuranceDefaultTab: "produits",
  assuranceHero: {
    eyebrow: t("assuranceHero.eyebrow"),
    title: t("assuranceHero.title"),
    lead: t("assuranceHero.lead"),
    highlights: [
      t("assuranceHero.highlights.0"),
      t("assuranceHero.highlights.1"),
      t("assuranceHero.highlights.2", refund),
    ],
  },
  assuranceTabs: [
    {
      id: "produits",
      label: t("assuranceTabs.0.label"),
    },
    {
      id: "conseils",
      label: t("assuranceTabs.1.label"),
    },
    {
      id: "sinistre",
      label: t("assuranceTabs.2.label"),
    },
  ],
  assuranceText: {
    tabsLabel: t("assuranceText.tabsLabel"),
    productsTitle: t("assuranceText.productsTitle"),
    productsIntro: t("assuranceText.productsIntro"),
    adviceTitle: t("assuranceText.adviceTitle"),
    claimsTitle: t("assuranceText.claimsTitle"),
    stepsTitle: t("assuranceText.stepsTitle"),
    helpTitle: t("assuranceText.helpTitle"),
    helpIntro: t("assuranceText.helpIntro"),
  },
  claimSteps: [
    {
      etape: 1,
      titre: t("claimSteps.0.titre"),
      description: t("claimSteps.0.description", {
        days: insuranceCommitments.claimDeclarationWorkingDays,
        theftDays: insuranceCommitments.theftDeclarationWorkingDays,
      }),
    },
    {
      etape: 2,
      titre: t("claimSteps.1.titre"),
      description: t("claimSteps.1.description"),
      details: [
        t("claimSteps.1.details.0"),
        t("claimSteps.1.details.1"),
        t("claimSteps.1.details.2"),
      ],
    },
    {
      etape: 3,
      titre: t("claimSteps.2.titre"),
      description: t("claimSteps.2.description"),
    },
    {
      etape: 4,
      titre: t("claimSteps.3.titre"),
      description: t("claimSteps.3.description", {
        ...refund,
        days: insuranceCommitments.claimSettlementDays,
      }),
    },
  ],
  claimsFigures: [
    {
      value: t("claimsFigures.0.value", {
        days: insuranceCommitments.claimDeclarationWorkingDays,
      }),
      label: t("claimsFigures.0.label"),
    },
    {
      value: t("claimsFigures.1.value", { days: insuranceCommitments.claimSettlementDays }),
      label: t("claimsFigures.1.label"),
    },
    {
      value: t("claimsFigures.2.value", refund),
      label: t("claimsFigures.2.label"),
    },
    {
      value: t("claimsFigures.3.value"),
      label: t("claimsFigures.3.label"),
    },
  ],
  claimsLine: {
    service: t("claimsLine.service"),
    phone: bank.phones.insuranceClaims,
    hours: t("claimsLine.hours"),
  },
  insuranceAdvice: [
    {
      title: t("insuranceAdvice.0.title"),
      text: t("insuranceAdvice.0.text"),
    },
    {
      title: t("insuranceAdvice.1.title"),
      text: t("insuranceAdvice.1.text"),
    },
    {
      title: t("insuranceAdvice.2.title"),
      text: t("insuranceAdvice.2.text"),
    },
    {
      title: t("insuranceAdvice.3.title"),
      text: t("insuranceAdvice.3.text"),
    },
    {
      title: t("insuranceAdvice.4.title"),
      text: t("insuranceAdvice.4.text"),
    },
  ],
  insuranceProducts: [
    {
      id: "habitation",
      nom: t("insuranceProducts.0.nom"),
      description: t("insuranceProducts.0.description"),
      garanties: [
        t("insuranceProducts.0.garanties.0"),
        t("insuranceProducts.0.garanties.1"),
        t("insuranceProducts.0.garanties.2"),
        t("insuranceProducts.0.garanties.3"),
      ],
    },
    {
      id: "auto",
      nom: t("insuranceProducts.1.nom"),
      description: t("insuranceProducts.1.description"),
      garanties: [
        t("insuranceProducts.1.garanties.0"),
        t("insuranceProducts.1.garanties.1"),
        t("insuranceProducts.1.garanties.2"),
        t("insuranceProducts.1.garanties.3"),
      ],
    },
    {
      id: "sante",
      nom: t("insuranceProducts.2.nom"),
      description: t("insuranceProducts.2.description"),
      garanties: [
        t("insuranceProducts.2.garanties.0"),
        t("insuranceProducts.2.garanties.1"),
        t("insuranceProducts.2.garanties.2"),
        t("insuranceProducts.2.garanties.3", refund),
      ],
    },
    {
      id: "prevoyance",
      nom: t("insuranceProducts.3.nom"),
      description: t("insuranceProducts.3.description"),
      garanties: [
        t("insuranceProducts.3.garanties.0"),
        t("insuranceProducts.3.garanties.1"),
        t("insuranceProducts.3.garanties.2"),
        t("insuranceProducts.3.garanties.3"),
      ],
    },
    {
      id: "emprunteur",
      nom: t("insuranceProducts.4.nom"),
      description: t("insuranceProducts.4.description"),
      garanties: [
        t("insuranceProducts.4.garanties.0"),
        t("insuranceProducts.4.garanties.1"),
        t("insuranceProducts.4.garanties.2"),
        t("insuranceProducts.4.garanties.3"),
      ],
    },
  ],
  intermediaryNotice: t("intermediaryNotice", {
    legalName: bank.legalName,
    orias: bank.orias,
    insurer,
  }),
});
