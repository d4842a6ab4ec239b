import {
  accountOffers as offerTerms,
  accountStartingPrice,
  essentielWithdrawals,
  type AccountOfferTerms,
} from "@domain/accounts";
import { bank } from "@domain/bank";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import type { Translate } from "~/i18n/catalogs";
import { accountOpeningPage } from "~/lib/accountOpeningLinks";
import type { Card, ComparisonTable, Cta, Hero, Offer, Testimonial, PageTab } from "./types";

export type CompteCourantTabId = "offres" | "services" | "avantages";

export const compteCourantDefaultTab: CompteCourantTabId = "offres";

export interface AccountOffer extends Offer {
  monthlyPrice: number;
  /** Authorised overdraft in euros, 0 when the offer has none. */
  overdraftLimit: number;
}

/** An offer's price and overdraft, from the domain's terms, that every language writes. */
const figuresOf = ({ monthlyPrice, overdraftLimit }: AccountOfferTerms) => ({
  monthlyPrice,
  overdraftLimit,
});

/**
 * The current account page in one language: its tabs, offers' codes and figures, customers' names
 * and links, and its words from the `compteCourant` catalogs
 * (app/content/catalogs/compteCourant/<language>.po).
 */
export function compteCourantContentIn(t: Translate, locale: Locale) {
  const { percent, wholeEuros } = numberFormats(locale);
  const accountOffer = (offer: Omit<AccountOffer, "prix">): AccountOffer => ({
    ...offer,
    prix: t("accountOffers.price", { price: wholeEuros(offer.monthlyPrice) }),
  });
  const overdraftText = (limit: number) =>
    t("accountOffers.overdraft", { limit: wholeEuros(limit) });

  const compteCourantHero: Hero = {
    eyebrow: t("compteCourantHero.eyebrow"),
    title: t("compteCourantHero.title"),
    lead: t("compteCourantHero.lead", { price: wholeEuros(accountStartingPrice) }),
    cta: {
      label: t("compteCourantHero.cta.label"),
      to: "/signup",
    },
    highlights: [
      t("compteCourantHero.highlights.0"),
      t("compteCourantHero.highlights.1"),
      t("compteCourantHero.highlights.2"),
    ],
  };
  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  const compteCourantTabs: readonly PageTab<CompteCourantTabId>[] = [
    {
      id: "offres",
      label: t("compteCourantTabs.0.label"),
    },
    {
      id: "services",
      label: t("compteCourantTabs.1.label"),
    },
    {
      id: "avantages",
      label: t("compteCourantTabs.2.label"),
    },
  ];

  const accountOffers: AccountOffer[] = [
    accountOffer({
      id: "essentiel",
      nom: t("accountOffers.0.nom"),
      public: t("accountOffers.0.public"),
      description: t("accountOffers.0.description"),
      ...figuresOf(offerTerms.essentiel),
      avantages: [
        t("accountOffers.0.avantages.0"),
        t("accountOffers.0.avantages.1"),
        t("accountOffers.0.avantages.2"),
        t("accountOffers.0.avantages.3", { free: essentielWithdrawals.freePerMonth }),
      ],
    }),
    accountOffer({
      id: "plus",
      nom: t("accountOffers.1.nom"),
      public: t("accountOffers.1.public"),
      description: t("accountOffers.1.description"),
      ...figuresOf(offerTerms.plus),
      featured: true,
      avantages: [
        t("accountOffers.1.avantages.0"),
        overdraftText(offerTerms.plus.overdraftLimit),
        t("accountOffers.1.avantages.2"),
        t("accountOffers.1.avantages.3"),
      ],
    }),
    accountOffer({
      id: "premium",
      nom: t("accountOffers.2.nom"),
      public: t("accountOffers.2.public"),
      description: t("accountOffers.2.description"),
      ...figuresOf(offerTerms.premium),
      avantages: [
        t("accountOffers.2.avantages.0"),
        overdraftText(offerTerms.premium.overdraftLimit),
        t("accountOffers.2.avantages.2"),
        t("accountOffers.2.avantages.3"),
      ],
    }),
  ];

  /** Each offer's button opens the account, that offer chosen (the page adds it to the address). */
  const offerCta: Cta = {
    label: t("offerCta.label"),
    to: accountOpeningPage,
  };

  const featuredOfferLabel: string = t("featuredOfferLabel");

  const accountComparison: ComparisonTable = {
    caption: t("accountComparison.caption"),
    columns: accountOffers.map((offer) => offer.nom),
    rows: [
      {
        label: t("accountComparison.rows.0.label"),
        values: [
          t("accountComparison.rows.0.values.0"),
          t("accountComparison.rows.0.values.1"),
          t("accountComparison.rows.0.values.2"),
        ],
      },
      {
        label: t("accountComparison.rows.1.label"),
        values: accountOffers.map((offer) =>
          offer.overdraftLimit
            ? t("accountComparison.overdraftUpTo", { limit: wholeEuros(offer.overdraftLimit) })
            : t("accountComparison.noOverdraft"),
        ),
      },
      {
        label: t("accountComparison.rows.2.label"),
        values: [
          t("accountComparison.rows.2.values.0", {
            fee: percent(offerTerms.essentiel.foreignPaymentFee),
          }),
          t("accountComparison.rows.2.values.1", {
            fee: percent(offerTerms.plus.foreignPaymentFee),
          }),
          t("accountComparison.rows.2.values.2"),
        ],
      },
      {
        label: t("accountComparison.rows.3.label"),
        values: [
          t("accountComparison.rows.3.values.0", {
            free: essentielWithdrawals.freePerMonth,
            fee: wholeEuros(essentielWithdrawals.extraFee),
          }),
          t("accountComparison.rows.3.values.1"),
          t("accountComparison.rows.3.values.2"),
        ],
      },
      {
        label: t("accountComparison.rows.4.label"),
        values: [
          t("accountComparison.rows.4.values.0"),
          t("accountComparison.rows.4.values.1"),
          t("accountComparison.rows.4.values.2"),
        ],
      },
      {
        label: t("accountComparison.rows.5.label"),
        values: accountOffers.map((offer) => offer.prix),
      },
    ],
  };

  const overdraftNotice: string = t("overdraftNotice", { bankName: bank.name });

  const accountServices: Card[] = [
    {
      title: t("accountServices.0.title"),
      text: t("accountServices.0.text"),
    },
    {
      title: t("accountServices.1.title"),
      text: t("accountServices.1.text"),
    },
    {
      title: t("accountServices.2.title"),
      text: t("accountServices.2.text"),
    },
    {
      title: t("accountServices.3.title"),
      text: t("accountServices.3.text"),
    },
    {
      title: t("accountServices.4.title"),
      text: t("accountServices.4.text"),
    },
  ];

  const accountBenefits: Card[] = [
    {
      title: t("accountBenefits.0.title"),
      text: t("accountBenefits.0.text"),
    },
    {
      title: t("accountBenefits.1.title"),
      text: t("accountBenefits.1.text"),
    },
    {
      title: t("accountBenefits.2.title"),
      text: t("accountBenefits.2.text"),
    },
  ];

  const accountTestimonials: Testimonial[] = [
    {
      quote: t("accountTestimonials.0.quote"),
      author: "Camille R.",
      context: t("accountTestimonials.0.context"),
    },
    {
      quote: t("accountTestimonials.1.quote"),
      author: "Thomas L.",
      context: t("accountTestimonials.1.context"),
    },
    {
      quote: t("accountTestimonials.2.quote"),
      author: "Nadia B.",
      context: t("accountTestimonials.2.context"),
    },
  ];
  /** The page's headings around its content. */
  const compteCourantText = {
    tabsLabel: t("compteCourantText.tabsLabel"),
    offersTitle: t("compteCourantText.offersTitle"),
    offersIntro: t("compteCourantText.offersIntro"),
    compareTitle: t("compteCourantText.compareTitle"),
    servicesTitle: t("compteCourantText.servicesTitle"),
    servicesIntro: t("compteCourantText.servicesIntro"),
    benefitsTitle: t("compteCourantText.benefitsTitle", { bankName: bank.name }),
    testimonialsTitle: t("compteCourantText.testimonialsTitle"),
  };
  return {
    compteCourantHero,
    compteCourantTabs,
    compteCourantDefaultTab,
    accountOffers,
    offerCta,
    featuredOfferLabel,
    accountComparison,
    overdraftNotice,
    accountServices,
    accountBenefits,
    accountTestimonials,
    compteCourantText,
  };
}

export type CompteCourantContent = ReturnType<typeof compteCourantContentIn>;
