import type { LinkCard } from "~/components/ui/LinkCardGrid";
import type { Translate } from "~/i18n/catalogs";
import { bank, figuresIn } from "@domain/bank";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import type { Card, Cta, Hero, Stat } from "./types";

export interface StoreBadge {
  platform: "ios" | "android";
  label: string;
  to: string;
}

export const foundedYear = 2018;

/**
 * The home page in one language: its links, the store badges' platforms, the bank's name,
 * founding year and key figures (domain/bank.ts), and its words from the `home` catalogs
 * (app/content/catalogs/home/<language>.po).
 */
export function homeContentIn(t: Translate, locale: Locale) {
  const homeHero: Hero = {
    eyebrow: t("homeHero.eyebrow"),
    title: t("homeHero.title"),
    lead: t("homeHero.lead"),
    cta: {
      label: t("homeHero.cta.label"),
      to: "/signup",
    },
    highlights: [
      t("homeHero.highlights.0"),
      t("homeHero.highlights.1"),
      t("homeHero.highlights.2"),
    ],
  };

  const mobileApp = {
    title: t("mobileApp.title"),
    intro: t("mobileApp.intro", { bankName: bank.name }),
    features: [
      t("mobileApp.features.0"),
      t("mobileApp.features.1"),
      t("mobileApp.features.2"),
      t("mobileApp.features.3"),
    ],
    note: t("mobileApp.note"),
  };

  const storeBadges: StoreBadge[] = [
    {
      platform: "ios",
      label: t("storeBadges.0.label"),
      to: "/signup",
    },
    {
      platform: "android",
      label: t("storeBadges.1.label"),
      to: "/signup",
    },
  ];

  const virtualCard = {
    title: t("virtualCard.title"),
    intro: t("virtualCard.intro"),
    features: [
      t("virtualCard.features.0"),
      t("virtualCard.features.1"),
      t("virtualCard.features.2"),
      t("virtualCard.features.3"),
    ],
  };

  const bankingServices: LinkCard[] = [
    {
      badge: t("bankingServices.0.badge"),
      title: t("bankingServices.0.title"),
      text: t("bankingServices.0.text"),
      link: {
        label: t("bankingServices.0.link.label"),
        to: "/comptesEntreprise",
      },
    },
    {
      badge: t("bankingServices.1.badge"),
      title: t("bankingServices.1.title"),
      text: t("bankingServices.1.text"),
      link: {
        label: t("bankingServices.1.link.label"),
        to: "/banquePrive",
      },
    },
  ];

  const loans: LinkCard[] = [
    {
      title: t("loans.0.title"),
      text: t("loans.0.text"),
      link: {
        label: t("loans.0.link.label"),
        to: "/pretPersonnel",
      },
    },
    {
      title: t("loans.1.title"),
      text: t("loans.1.text"),
      link: {
        label: t("loans.1.link.label"),
        to: "/pretVoyage",
      },
    },
    {
      title: t("loans.2.title"),
      text: t("loans.2.text"),
      link: {
        label: t("loans.2.link.label"),
        to: "/pretAuto",
      },
    },
    {
      title: t("loans.3.title"),
      text: t("loans.3.text"),
      link: {
        label: t("loans.3.link.label"),
        to: "/pretTravaux",
      },
    },
  ];

  const creditRequest: Cta = {
    label: t("creditRequest.label"),
    to: "/pretPersonnel#demande",
  };

  const creditClaims: Card[] = [
    {
      title: t("creditClaims.0.title", { fee: numberFormats(locale).wholeEuros(0) }),
      text: t("creditClaims.0.text"),
    },
    {
      title: t("creditClaims.1.title"),
      text: t("creditClaims.1.text"),
    },
    {
      title: t("creditClaims.2.title"),
      text: t("creditClaims.2.text"),
    },
    {
      title: t("creditClaims.3.title"),
      text: t("creditClaims.3.text"),
    },
  ];

  const figures = figuresIn(locale);
  const aboutStats: Stat[] = [
    {
      value: t("aboutStats.0.value", figures),
      label: t("aboutStats.0.label"),
    },
    {
      value: t("aboutStats.1.value", figures),
      label: t("aboutStats.1.label"),
    },
    {
      value: t("aboutStats.2.value", figures),
      label: t("aboutStats.2.label"),
    },
    {
      value: t("aboutStats.3.value", figures),
      label: t("aboutStats.3.label"),
    },
  ];
  /** The home page's own headings and links, around the blocks above. */
  const homeSections = {
    services: t("homeSections.services"),
    loans: {
      title: t("homeSections.loans.title"),
      intro: t("homeSections.loans.intro"),
    },
    creditClaims: t("homeSections.creditClaims"),
    figures: {
      title: t("homeSections.figures.title", { bankName: bank.name }),
      intro: (year: number) => t("homeSections.figures.intro", { year }),
      story: t("homeSections.figures.story"),
    },
    cardLabel: t("homeSections.cardLabel"),
  };
  return {
    homeHero,
    mobileApp,
    storeBadges,
    virtualCard,
    bankingServices,
    loans,
    creditRequest,
    creditClaims,
    foundedYear,
    aboutStats,
    homeSections,
  };
}

export type HomeContent = ReturnType<typeof homeContentIn>;
