import type { Translate } from "~/i18n/catalogs";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import type { Card, Cta, Hero, Offer, ProcessStep, LeadFormCopy, PageTab } from "./types";

export type ComptesEntrepriseTabId = "offres" | "gestion" | "ouverture";

export const comptesEntrepriseDefaultTab: ComptesEntrepriseTabId = "offres";

/**
 * The business accounts page in one language: its tabs, offers' codes and links, and its words
 * from the `comptesEntreprise` catalogs (app/content/catalogs/comptesEntreprise/<language>.po).
 */
export function comptesEntrepriseContentIn(t: Translate, locale: Locale) {
  /** An offer's monthly price before tax, in euros, as the page's language writes amounts. */
  const monthlyPrice = (euros: number) =>
    t("businessOffers.monthlyPrice", { price: numberFormats(locale).wholeEuros(euros) });

  const comptesEntrepriseHero: Hero = {
    eyebrow: t("comptesEntrepriseHero.eyebrow"),
    title: t("comptesEntrepriseHero.title"),
    lead: t("comptesEntrepriseHero.lead"),
    cta: {
      label: t("comptesEntrepriseHero.cta.label"),
      to: "/signup",
    },
    highlights: [
      t("comptesEntrepriseHero.highlights.0"),
      t("comptesEntrepriseHero.highlights.1"),
      t("comptesEntrepriseHero.highlights.2"),
    ],
  };
  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  const comptesEntrepriseTabs: readonly PageTab<ComptesEntrepriseTabId>[] = [
    {
      id: "offres",
      label: t("comptesEntrepriseTabs.0.label"),
    },
    {
      id: "gestion",
      label: t("comptesEntrepriseTabs.1.label"),
    },
    {
      id: "ouverture",
      label: t("comptesEntrepriseTabs.2.label"),
    },
  ];
  /** The page's headings around its content. */
  const comptesEntrepriseText = {
    tabsLabel: t("comptesEntrepriseText.tabsLabel"),
    offersTitle: t("comptesEntrepriseText.offersTitle"),
    offersIntro: t("comptesEntrepriseText.offersIntro"),
    featuredOffer: t("comptesEntrepriseText.featuredOffer"),
    managementTitle: t("comptesEntrepriseText.managementTitle"),
    managementIntro: t("comptesEntrepriseText.managementIntro"),
    openingTitle: t("comptesEntrepriseText.openingTitle"),
    documentsTitle: t("comptesEntrepriseText.documentsTitle"),
  };

  const businessOffers: Offer[] = [
    {
      id: "business-essential",
      nom: t("businessOffers.0.nom"),
      description: t("businessOffers.0.description"),
      prix: monthlyPrice(9),
      avantages: [
        t("businessOffers.0.avantages.0"),
        t("businessOffers.0.avantages.1"),
        t("businessOffers.0.avantages.2"),
        t("businessOffers.0.avantages.3"),
      ],
      public: t("businessOffers.0.public"),
    },
    {
      id: "business-pro",
      nom: t("businessOffers.1.nom"),
      description: t("businessOffers.1.description"),
      prix: monthlyPrice(29),
      avantages: [
        t("businessOffers.1.avantages.0"),
        t("businessOffers.1.avantages.1"),
        t("businessOffers.1.avantages.2"),
        t("businessOffers.1.avantages.3"),
      ],
      public: t("businessOffers.1.public"),
      featured: true,
    },
    {
      id: "business-enterprise",
      nom: t("businessOffers.2.nom"),
      description: t("businessOffers.2.description"),
      prix: monthlyPrice(79),
      avantages: [
        t("businessOffers.2.avantages.0"),
        t("businessOffers.2.avantages.1"),
        t("businessOffers.2.avantages.2"),
        t("businessOffers.2.avantages.3"),
      ],
      public: t("businessOffers.2.public"),
    },
  ];

  const offerCta: Cta = {
    label: t("offerCta.label"),
    to: "/signup",
  };

  const managementFeatures: Card[] = [
    {
      title: t("managementFeatures.0.title"),
      text: t("managementFeatures.0.text"),
    },
    {
      title: t("managementFeatures.1.title"),
      text: t("managementFeatures.1.text"),
    },
    {
      title: t("managementFeatures.2.title"),
      text: t("managementFeatures.2.text"),
    },
    {
      title: t("managementFeatures.3.title"),
      text: t("managementFeatures.3.text"),
    },
    {
      title: t("managementFeatures.4.title"),
      text: t("managementFeatures.4.text"),
    },
    {
      title: t("managementFeatures.5.title"),
      text: t("managementFeatures.5.text"),
    },
  ];

  const openingSteps: ProcessStep[] = [
    {
      etape: 1,
      titre: t("openingSteps.0.titre"),
      description: t("openingSteps.0.description"),
    },
    {
      etape: 2,
      titre: t("openingSteps.1.titre"),
      description: t("openingSteps.1.description"),
    },
    {
      etape: 3,
      titre: t("openingSteps.2.titre"),
      description: t("openingSteps.2.description"),
    },
    {
      etape: 4,
      titre: t("openingSteps.3.titre"),
      description: t("openingSteps.3.description"),
    },
  ];

  const openingDocuments: string[] = [
    t("openingDocuments.0"),
    t("openingDocuments.1"),
    t("openingDocuments.2"),
    t("openingDocuments.3"),
  ];

  const businessContactForm: LeadFormCopy = {
    kind: "entreprise",
    title: t("businessContactForm.title"),
    intro: t("businessContactForm.intro"),
    submitLabel: t("businessContactForm.submitLabel"),
  };
  return {
    comptesEntrepriseHero,
    comptesEntrepriseTabs,
    comptesEntrepriseDefaultTab,
    comptesEntrepriseText,
    businessOffers,
    offerCta,
    managementFeatures,
    openingSteps,
    openingDocuments,
    businessContactForm,
  };
}

export type ComptesEntrepriseContent = ReturnType<typeof comptesEntrepriseContentIn>;
