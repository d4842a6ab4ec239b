import { formatWholeEuros } from "@domain/format";
import { bank } from "@domain/bank";
import type { Card, ComparisonTable, Cta, Hero, Offer, Testimonial, PageTab } from "./types";

export const compteCourantHero: Hero = {
  eyebrow: "Particuliers",
  title: "Compte courant",
  lead: "Gérez votre argent au quotidien depuis votre mobile : carte de débit, virements instantanés et alertes en temps réel, à partir de 2 € par mois et sans engagement.",
  cta: { label: "Ouvrir mon compte", to: "/signup" },
  highlights: [
    "Ouverture 100 % en ligne",
    "Sans engagement",
    "Conseillers joignables par téléphone",
  ],
};

export type CompteCourantTabId = "offres" | "services" | "avantages";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const compteCourantTabs: readonly PageTab<CompteCourantTabId>[] = [
  { id: "offres", label: "Nos offres" },
  { id: "services", label: "Services" },
  { id: "avantages", label: "Avantages" },
];

export const compteCourantDefaultTab: CompteCourantTabId = "offres";

export interface AccountOffer extends Offer {
  monthlyPrice: number;
  /** Authorised overdraft in euros, 0 when the offer has none. */
  overdraftLimit: number;
}

function accountOffer(offer: Omit<AccountOffer, "prix">): AccountOffer {
  return { ...offer, prix: `${formatWholeEuros(offer.monthlyPrice)} par mois` };
}

const overdraftText = (limit: number) => `Découvert autorisé jusqu'à ${formatWholeEuros(limit)}`;

const plusOverdraft = 500;
const premiumOverdraft = 3_000;

export const accountOffers: AccountOffer[] = [
  accountOffer({
    id: "essentiel",
    nom: "Essentiel",
    public: "Pour gérer son budget au quotidien",
    description:
      "L'essentiel pour payer, recevoir et épargner, avec un solde vérifié à chaque paiement.",
    monthlyPrice: 2,
    overdraftLimit: 0,
    avantages: [
      "Carte de débit à autorisation systématique",
      "Virements instantanés inclus",
      "Paiements sans frais en zone euro",
      "3 retraits gratuits par mois en zone euro",
    ],
  }),
  accountOffer({
    id: "plus",
    nom: "Plus",
    public: "Pour une gestion plus souple",
    description:
      "Une carte à débit immédiat ou différé, un découvert autorisé et des retraits illimités en zone euro.",
    monthlyPrice: 7,
    overdraftLimit: plusOverdraft,
    featured: true,
    avantages: [
      "Carte de débit, à débit immédiat ou différé",
      overdraftText(plusOverdraft),
      "Retraits gratuits et illimités en zone euro",
      "Assurance perte et vol des moyens de paiement",
    ],
  }),
  accountOffer({
    id: "premium",
    nom: "Premium",
    public: "Pour voyager et dépenser librement",
    description:
      "Une carte premium aux plafonds élevés, des paiements sans frais dans le monde et des assurances voyage.",
    monthlyPrice: 15,
    overdraftLimit: premiumOverdraft,
    avantages: [
      "Carte premium aux plafonds élevés",
      overdraftText(premiumOverdraft),
      "Paiements et retraits sans frais dans le monde",
      "Assistance et assurance voyage",
    ],
  }),
];

export const offerCta: Cta = { label: "Choisir cette offre", to: "/signup" };
export const featuredOfferLabel: string = "La plus choisie";

export const accountComparison: ComparisonTable = {
  caption: "Comparatif des offres de compte courant",
  columns: accountOffers.map((offer) => offer.nom),
  rows: [
    {
      label: "Carte",
      values: ["Carte de débit à autorisation systématique", "Carte de débit", "Carte premium"],
    },
    {
      label: "Découvert autorisé",
      values: accountOffers.map((offer) =>
        offer.overdraftLimit ? `Jusqu'à ${formatWholeEuros(offer.overdraftLimit)}` : "Non",
      ),
    },
    {
      label: "Paiements à l'étranger",
      values: [
        "Sans frais en zone euro, 2 % ailleurs",
        "Sans frais en zone euro, 1 % ailleurs",
        "Sans frais dans le monde",
      ],
    },
    {
      label: "Retraits",
      values: [
        "3 gratuits par mois en zone euro, puis 1 €",
        "Illimités en zone euro",
        "Illimités dans le monde",
      ],
    },
    {
      label: "Assurances",
      values: [
        "Aucune",
        "Perte et vol des moyens de paiement",
        "Perte et vol, assistance et assurance voyage",
      ],
    },
    { label: "Prix", values: accountOffers.map((offer) => offer.prix) },
  ],
};

export const overdraftNotice: string =
  "Le découvert autorisé est soumis à l'acceptation de votre dossier par Aurore Banque. Il a un coût : son taux débiteur et son TAEG figurent dans votre convention de compte.";

export const accountServices: Card[] = [
  {
    title: "Virements instantanés",
    text: "Envoyez de l'argent en quelques secondes, 24 h/24 et 7 j/7, vers tout compte en euros de la zone SEPA.",
  },
  {
    title: "RIB en un instant",
    text: "Téléchargez ou partagez votre RIB depuis l'application pour recevoir votre salaire ou mettre en place vos prélèvements.",
  },
  {
    title: "Paiement mobile",
    text: "Payez avec votre téléphone ou votre montre grâce aux principaux portefeuilles de paiement mobile.",
  },
  {
    title: "Notifications en temps réel",
    text: "Une alerte à chaque opération, et un message dès que votre solde passe sous le seuil de votre choix.",
  },
  {
    title: "Épargne automatique",
    text: "Arrondissez vos paiements à l'euro supérieur ou programmez un virement mensuel vers votre livret.",
  },
];

export const accountBenefits: Card[] = [
  {
    title: "Des tarifs clairs",
    text: "Un prix mensuel fixe, affiché avant l'ouverture, et aucun frais de tenue de compte supplémentaire.",
  },
  {
    title: "Une carte pilotée depuis l'application",
    text: "Bloquez votre carte, ajustez vos plafonds ou activez les paiements à l'étranger en quelques secondes.",
  },
  {
    title: "Des conseillers à votre écoute",
    text: `Une vraie personne vous répond par téléphone ${bank.phoneHours}.`,
  },
];

export const accountTestimonials: Testimonial[] = [
  {
    quote:
      "J'ai ouvert mon compte en un quart d'heure depuis mon canapé. Les alertes en temps réel m'aident vraiment à tenir mon budget.",
    author: "Camille R.",
    context: "Lyon, offre Essentiel",
  },
  {
    quote:
      "Avec les virements instantanés, je rembourse mes amis en quelques secondes, même le dimanche.",
    author: "Thomas L.",
    context: "Nantes, offre Plus",
  },
  {
    quote:
      "Je voyage souvent pour mon travail : plus aucun frais sur mes paiements à l'étranger, et l'assistance m'a déjà servi.",
    author: "Nadia B.",
    context: "Bordeaux, offre Premium",
  },
];

/** The page's headings around its content. */
export const compteCourantText = {
  tabsLabel: "Rubriques du compte courant",
  offersTitle: "Trois offres, un seul compte",
  offersIntro: "Sans engagement : vous changez d'offre à tout moment depuis votre application.",
  compareTitle: "Comparez nos offres",
  servicesTitle: "Tous les services d'un compte moderne",
  servicesIntro: "Inclus dans chacune de nos offres, sans supplément.",
  benefitsTitle: "Pourquoi choisir Aurore Banque",
  testimonialsTitle: "Ils ont ouvert leur compte",
};
