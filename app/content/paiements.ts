import type { Translate } from "~/i18n/catalogs";
import type { Card, Hero, LeadFormCopy, PageTab, Stat } from "./types";

/**
 * The business payments page: its structure, tabs and links; its words from the `paiements`
 * catalogs (app/content/catalogs/paiements/<language>.po).
 */

export type PaiementsTabId = "gestion" | "solutions" | "international";

export interface PaiementsContent {
  paiementsHero: Hero;
  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  paiementsTabs: readonly PageTab<PaiementsTabId>[];
  paiementsDefaultTab: PaiementsTabId;
  /** The page's headings around its content. */
  paiementsText: {
    tabsLabel: string;
    managementTitle: string;
    managementIntro: string;
    solutionsTitle: string;
    solutionsIntro: string;
    internationalTitle: string;
    internationalIntro: string;
    statsTitle: string;
  };
  paymentManagement: Card[];
  paymentSolutions: Card[];
  internationalServices: Card[];
  internationalForm: LeadFormCopy;
  paymentStats: Stat[];
}

export const paiementsContentIn = (t: Translate): PaiementsContent => ({
  internationalForm: {
    kind: "international",
    title: t("internationalForm.title"),
    intro: t("internationalForm.intro"),
    submitLabel: t("internationalForm.submitLabel"),
  },
  internationalServices: [
    {
      title: t("internationalServices.0.title"),
      text: t("internationalServices.0.text"),
    },
    {
      title: t("internationalServices.1.title"),
      text: t("internationalServices.1.text"),
    },
    {
      title: t("internationalServices.2.title"),
      text: t("internationalServices.2.text"),
    },
  ],
  paiementsDefaultTab: "gestion",
  paiementsHero: {
    eyebrow: t("paiementsHero.eyebrow"),
    title: t("paiementsHero.title"),
    lead: t("paiementsHero.lead"),
    cta: {
      label: t("paiementsHero.cta.label"),
      to: "/signup",
    },
    highlights: [
      t("paiementsHero.highlights.0"),
      t("paiementsHero.highlights.1"),
      t("paiementsHero.highlights.2"),
    ],
  },
  paiementsTabs: [
    {
      id: "gestion",
      label: t("paiementsTabs.0.label"),
    },
    {
      id: "solutions",
      label: t("paiementsTabs.1.label"),
    },
    {
      id: "international",
      label: t("paiementsTabs.2.label"),
    },
  ],
  paiementsText: {
    tabsLabel: t("paiementsText.tabsLabel"),
    managementTitle: t("paiementsText.managementTitle"),
    managementIntro: t("paiementsText.managementIntro"),
    solutionsTitle: t("paiementsText.solutionsTitle"),
    solutionsIntro: t("paiementsText.solutionsIntro"),
    internationalTitle: t("paiementsText.internationalTitle"),
    internationalIntro: t("paiementsText.internationalIntro"),
    statsTitle: t("paiementsText.statsTitle"),
  },
  paymentManagement: [
    {
      title: t("paymentManagement.0.title"),
      text: t("paymentManagement.0.text"),
    },
    {
      title: t("paymentManagement.1.title"),
      text: t("paymentManagement.1.text"),
    },
    {
      title: t("paymentManagement.2.title"),
      text: t("paymentManagement.2.text"),
    },
    {
      title: t("paymentManagement.3.title"),
      text: t("paymentManagement.3.text"),
    },
  ],
  paymentSolutions: [
    {
      title: t("paymentSolutions.0.title"),
      text: t("paymentSolutions.0.text"),
      bullets: [
        t("paymentSolutions.0.bullets.0"),
        t("paymentSolutions.0.bullets.1"),
        t("paymentSolutions.0.bullets.2"),
      ],
    },
    {
      title: t("paymentSolutions.1.title"),
      text: t("paymentSolutions.1.text"),
      bullets: [
        t("paymentSolutions.1.bullets.0"),
        t("paymentSolutions.1.bullets.1"),
        t("paymentSolutions.1.bullets.2"),
      ],
    },
    {
      title: t("paymentSolutions.2.title"),
      text: t("paymentSolutions.2.text"),
      bullets: [
        t("paymentSolutions.2.bullets.0"),
        t("paymentSolutions.2.bullets.1"),
        t("paymentSolutions.2.bullets.2"),
      ],
    },
  ],
  paymentStats: [
    {
      value: t("paymentStats.0.value"),
      label: t("paymentStats.0.label"),
    },
    {
      value: "150+",
      label: t("paymentStats.1.label"),
    },
    {
      value: t("paymentStats.2.value"),
      label: t("paymentStats.2.label"),
    },
    {
      value: t("paymentStats.3.value"),
      label: t("paymentStats.3.label"),
    },
  ],
});
