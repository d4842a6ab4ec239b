import type { PhoneContact } from "~/components/ui/PhoneLine";
import type { Translate } from "~/i18n/catalogs";
import { bank } from "@domain/bank";
import type { Card, Hero, LeadFormCopy, PageTab, Stat } from "./types";

/**
 * The private banking page: its structure, tabs, services' codes and the bank's line; its words
 * from the `banquePrive` catalogs (app/content/catalogs/banquePrive/<language>.po).
 */

export type BanquePriveTabId = "services" | "expertise" | "contact";

export interface PrivateBankingService {
  id: string;
  nom: string;
  description: string;
  prestations: string[];
}

export interface BanquePriveContent {
  banquePriveHero: Hero;
  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  banquePriveTabs: readonly PageTab<BanquePriveTabId>[];
  banquePriveDefaultTab: BanquePriveTabId;
  privateBankingServices: PrivateBankingService[];
  privateBankingStats: Stat[];
  expertiseStrengths: Card[];
  privateBankingLine: PhoneContact;
  appointmentForm: LeadFormCopy;
  wealthRiskNotice: string;
  /** The page's headings around its content. */
  banquePriveText: {
    tabsLabel: string;
    servicesTitle: string;
    servicesIntro: string;
    figuresTitle: string;
    differenceTitle: string;
    contactTitle: string;
    contactIntro: string;
  };
}

export const banquePriveContentIn = (t: Translate): BanquePriveContent => ({
  appointmentForm: {
    kind: "rendezvous",
    title: t("appointmentForm.title"),
    intro: t("appointmentForm.intro"),
    submitLabel: t("appointmentForm.submitLabel"),
  },
  banquePriveDefaultTab: "services",
  banquePriveHero: {
    eyebrow: t("banquePriveHero.eyebrow"),
    title: t("banquePriveHero.title"),
    lead: t("banquePriveHero.lead"),
    highlights: [
      t("banquePriveHero.highlights.0"),
      t("banquePriveHero.highlights.1"),
      t("banquePriveHero.highlights.2"),
    ],
  },
  banquePriveTabs: [
    {
      id: "services",
      label: t("banquePriveTabs.0.label"),
    },
    {
      id: "expertise",
      label: t("banquePriveTabs.1.label"),
    },
    {
      id: "contact",
      label: t("banquePriveTabs.2.label"),
    },
  ],
  banquePriveText: {
    tabsLabel: t("banquePriveText.tabsLabel"),
    servicesTitle: t("banquePriveText.servicesTitle"),
    servicesIntro: t("banquePriveText.servicesIntro"),
    figuresTitle: t("banquePriveText.figuresTitle"),
    differenceTitle: t("banquePriveText.differenceTitle"),
    contactTitle: t("banquePriveText.contactTitle"),
    contactIntro: t("banquePriveText.contactIntro"),
  },
  expertiseStrengths: [
    {
      title: t("expertiseStrengths.0.title"),
      text: t("expertiseStrengths.0.text"),
    },
    {
      title: t("expertiseStrengths.1.title"),
      text: t("expertiseStrengths.1.text"),
    },
    {
      title: t("expertiseStrengths.2.title"),
      text: t("expertiseStrengths.2.text"),
    },
  ],
  privateBankingLine: {
    service: t("privateBankingLine.service"),
    phone: bank.phones.privateBanking,
    hours: t("privateBankingLine.hours"),
  },
  privateBankingServices: [
    {
      id: "gestionFortune",
      nom: t("privateBankingServices.0.nom"),
      description: t("privateBankingServices.0.description"),
      prestations: [
        t("privateBankingServices.0.prestations.0"),
        t("privateBankingServices.0.prestations.1"),
        t("privateBankingServices.0.prestations.2"),
      ],
    },
    {
      id: "conseilInvestissement",
      nom: t("privateBankingServices.1.nom"),
      description: t("privateBankingServices.1.description"),
      prestations: [
        t("privateBankingServices.1.prestations.0"),
        t("privateBankingServices.1.prestations.1"),
        t("privateBankingServices.1.prestations.2"),
      ],
    },
    {
      id: "ingenieriePatrimoniale",
      nom: t("privateBankingServices.2.nom"),
      description: t("privateBankingServices.2.description"),
      prestations: [
        t("privateBankingServices.2.prestations.0"),
        t("privateBankingServices.2.prestations.1"),
        t("privateBankingServices.2.prestations.2"),
      ],
    },
    {
      id: "transmission",
      nom: t("privateBankingServices.3.nom"),
      description: t("privateBankingServices.3.description"),
      prestations: [
        t("privateBankingServices.3.prestations.0"),
        t("privateBankingServices.3.prestations.1"),
        t("privateBankingServices.3.prestations.2"),
      ],
    },
    {
      id: "strategieImmobiliere",
      nom: t("privateBankingServices.4.nom"),
      description: t("privateBankingServices.4.description"),
      prestations: [
        t("privateBankingServices.4.prestations.0"),
        t("privateBankingServices.4.prestations.1"),
        t("privateBankingServices.4.prestations.2"),
      ],
    },
    {
      id: "creditPatrimonial",
      nom: t("privateBankingServices.5.nom"),
      description: t("privateBankingServices.5.description"),
      prestations: [
        t("privateBankingServices.5.prestations.0"),
        t("privateBankingServices.5.prestations.1"),
        t("privateBankingServices.5.prestations.2"),
      ],
    },
  ],
  privateBankingStats: [
    {
      value: t("privateBankingStats.0.value"),
      label: t("privateBankingStats.0.label"),
    },
    {
      value: t("privateBankingStats.1.value"),
      label: t("privateBankingStats.1.label"),
    },
    {
      value: t("privateBankingStats.2.value"),
      label: t("privateBankingStats.2.label"),
    },
    {
      value: "1",
      label: t("privateBankingStats.3.label"),
    },
  ],
  wealthRiskNotice: t("wealthRiskNotice"),
});
