import type { Translate } from "~/i18n/catalogs";
import type { Card, Hero, LeadFormCopy, PageTab, ProcessStep } from "./types";

/**
 * The corporate banking page: its structure, tabs and links; its words from the `banqueAffaire`
 * catalogs (app/content/catalogs/banqueAffaire/<language>.po).
 */

export type BanqueAffaireTabId = "expertise" | "secteurs" | "accompagnement";

export interface BanqueAffaireContent {
  banqueAffaireHero: Hero;
  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  banqueAffaireTabs: readonly PageTab<BanqueAffaireTabId>[];
  banqueAffaireDefaultTab: BanqueAffaireTabId;
  /** The page's headings around its content. */
  banqueAffaireText: {
    tabsLabel: string;
    expertiseTitle: string;
    expertiseIntro: string;
    sectorsTitle: string;
    sectorsIntro: string;
    approachTitle: string;
  };
  expertiseAreas: Card[];
  sectorsServed: Card[];
  supportApproach: ProcessStep[];
  consultationForm: LeadFormCopy;
}

export const banqueAffaireContentIn = (t: Translate): BanqueAffaireContent => ({
  banqueAffaireDefaultTab: "expertise",
  banqueAffaireHero: {
    eyebrow: t("banqueAffaireHero.eyebrow"),
    title: t("banqueAffaireHero.title"),
    lead: t("banqueAffaireHero.lead"),
    cta: {
      label: t("banqueAffaireHero.cta.label"),
      to: "/signup",
    },
    highlights: [
      t("banqueAffaireHero.highlights.0"),
      t("banqueAffaireHero.highlights.1"),
      t("banqueAffaireHero.highlights.2"),
    ],
  },
  banqueAffaireTabs: [
    {
      id: "expertise",
      label: t("banqueAffaireTabs.0.label"),
    },
    {
      id: "secteurs",
      label: t("banqueAffaireTabs.1.label"),
    },
    {
      id: "accompagnement",
      label: t("banqueAffaireTabs.2.label"),
    },
  ],
  banqueAffaireText: {
    tabsLabel: t("banqueAffaireText.tabsLabel"),
    expertiseTitle: t("banqueAffaireText.expertiseTitle"),
    expertiseIntro: t("banqueAffaireText.expertiseIntro"),
    sectorsTitle: t("banqueAffaireText.sectorsTitle"),
    sectorsIntro: t("banqueAffaireText.sectorsIntro"),
    approachTitle: t("banqueAffaireText.approachTitle"),
  },
  consultationForm: {
    kind: "consultation",
    title: t("consultationForm.title"),
    intro: t("consultationForm.intro"),
    submitLabel: t("consultationForm.submitLabel"),
  },
  expertiseAreas: [
    {
      title: t("expertiseAreas.0.title"),
      text: t("expertiseAreas.0.text"),
      bullets: [
        t("expertiseAreas.0.bullets.0"),
        t("expertiseAreas.0.bullets.1"),
        t("expertiseAreas.0.bullets.2"),
      ],
    },
    {
      title: t("expertiseAreas.1.title"),
      text: t("expertiseAreas.1.text"),
      bullets: [
        t("expertiseAreas.1.bullets.0"),
        t("expertiseAreas.1.bullets.1"),
        t("expertiseAreas.1.bullets.2"),
      ],
    },
    {
      title: t("expertiseAreas.2.title"),
      text: t("expertiseAreas.2.text"),
      bullets: [
        t("expertiseAreas.2.bullets.0"),
        t("expertiseAreas.2.bullets.1"),
        t("expertiseAreas.2.bullets.2"),
      ],
    },
    {
      title: t("expertiseAreas.3.title"),
      text: t("expertiseAreas.3.text"),
      bullets: [
        t("expertiseAreas.3.bullets.0"),
        t("expertiseAreas.3.bullets.1"),
        t("expertiseAreas.3.bullets.2"),
      ],
    },
  ],
  sectorsServed: [
    {
      title: t("sectorsServed.0.title"),
      text: t("sectorsServed.0.text"),
    },
    {
      title: t("sectorsServed.1.title"),
      text: t("sectorsServed.1.text"),
    },
    {
      title: t("sectorsServed.2.title"),
      text: t("sectorsServed.2.text"),
    },
    {
      title: t("sectorsServed.3.title"),
      text: t("sectorsServed.3.text"),
    },
    {
      title: t("sectorsServed.4.title"),
      text: t("sectorsServed.4.text"),
    },
    {
      title: t("sectorsServed.5.title"),
      text: t("sectorsServed.5.text"),
    },
  ],
  supportApproach: [
    {
      etape: 1,
      titre: t("supportApproach.0.titre"),
      description: t("supportApproach.0.description"),
    },
    {
      etape: 2,
      titre: t("supportApproach.1.titre"),
      description: t("supportApproach.1.description"),
    },
    {
      etape: 3,
      titre: t("supportApproach.2.titre"),
      description: t("supportApproach.2.description"),
    },
    {
      etape: 4,
      titre: t("supportApproach.3.titre"),
      description: t("supportApproach.3.description"),
    },
  ],
});
