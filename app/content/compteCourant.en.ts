import { numberFormats } from "@domain/format";
import type * as french from "./compteCourant";
import type { AccountOffer } from "./compteCourant";

export type { AccountOffer, CompteCourantTabId } from "./compteCourant";

const { wholeEuros } = numberFormats("en");

export const compteCourantHero: typeof french.compteCourantHero = {
  eyebrow: "Personal",
  title: "Current account",
  lead: `Manage your everyday money from your phone, with a debit card, instant transfers and real-time alerts, from ${wholeEuros(2)} a month and with no minimum term.`,
  cta: { label: "Open my account", to: "/signup" },
  highlights: [
    "Open your account 100% online",
    "No minimum term",
    "Advisers you can reach by phone",
  ],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const compteCourantTabs: typeof french.compteCourantTabs = [
  { id: "offres", label: "Our plans" },
  { id: "services", label: "Services" },
  { id: "avantages", label: "Benefits" },
];

export const compteCourantDefaultTab: typeof french.compteCourantDefaultTab = "offres";

function accountOffer(offer: Omit<AccountOffer, "prix">): AccountOffer {
  return { ...offer, prix: `${wholeEuros(offer.monthlyPrice)} a month` };
}

const overdraftText = (limit: number) => `Arranged overdraft of up to ${wholeEuros(limit)}`;

const plusOverdraft = 500;
const premiumOverdraft = 3_000;

export const accountOffers: typeof french.accountOffers = [
  accountOffer({
    id: "essentiel",
    nom: "Essentiel",
    public: "For keeping on top of your day-to-day budget",
    description:
      "Everything you need to pay, get paid and save, with your balance checked every time you pay.",
    monthlyPrice: 2,
    overdraftLimit: 0,
    avantages: [
      "Debit card with a balance check on every payment",
      "Instant transfers included",
      "No fees on card payments in the euro area",
      "3 free cash withdrawals a month in the euro area",
    ],
  }),
  accountOffer({
    id: "plus",
    nom: "Plus",
    public: "For more flexibility with your money",
    description:
      "A debit card with immediate or deferred debit, an arranged overdraft and unlimited cash withdrawals in the euro area.",
    monthlyPrice: 7,
    overdraftLimit: plusOverdraft,
    featured: true,
    avantages: [
      "Debit card with immediate or deferred debit",
      overdraftText(plusOverdraft),
      "Free, unlimited cash withdrawals in the euro area",
      "Cover if your cards or other means of payment are lost or stolen",
    ],
  }),
  accountOffer({
    id: "premium",
    nom: "Premium",
    public: "For travelling and spending freely",
    description:
      "A premium card with high limits, fee-free payments worldwide and travel insurance.",
    monthlyPrice: 15,
    overdraftLimit: premiumOverdraft,
    avantages: [
      "Premium card with high limits",
      overdraftText(premiumOverdraft),
      "Fee-free payments and cash withdrawals worldwide",
      "Travel assistance and travel insurance",
    ],
  }),
];

export const offerCta: typeof french.offerCta = { label: "Choose this plan", to: "/signup" };
export const featuredOfferLabel: typeof french.featuredOfferLabel = "Most popular";

export const accountComparison: typeof french.accountComparison = {
  caption: "Our current account plans compared",
  columns: accountOffers.map((offer) => offer.nom),
  rows: [
    {
      label: "Card",
      values: ["Debit card with a balance check on every payment", "Debit card", "Premium card"],
    },
    {
      label: "Arranged overdraft",
      values: accountOffers.map((offer) =>
        offer.overdraftLimit ? `Up to ${wholeEuros(offer.overdraftLimit)}` : "None",
      ),
    },
    {
      label: "Payments abroad",
      values: [
        "Free in the euro area, 2% elsewhere",
        "Free in the euro area, 1% elsewhere",
        "Free worldwide",
      ],
    },
    {
      label: "Cash withdrawals",
      values: [
        `3 free a month in the euro area, then ${wholeEuros(1)} each`,
        "Unlimited in the euro area",
        "Unlimited worldwide",
      ],
    },
    {
      label: "Insurance",
      values: [
        "None",
        "Loss and theft of your means of payment",
        "Loss and theft, travel assistance and travel insurance",
      ],
    },
    { label: "Price", values: accountOffers.map((offer) => offer.prix) },
  ],
};

export const overdraftNotice: typeof french.overdraftNotice =
  "An arranged overdraft is subject to approval of your application by Aurore Banque. It comes at a cost: its debit interest rate and APR (TAEG) are set out in your account agreement.";

export const accountServices: typeof french.accountServices = [
  {
    title: "Instant transfers",
    text: "Send money in seconds, 24/7, to any euro account in the SEPA area.",
  },
  {
    title: "Your bank details (RIB) in an instant",
    text: "Download or share your bank details with your IBAN from the app to get your salary paid in or set up your direct debits.",
  },
  {
    title: "Mobile payments",
    text: "Pay with your phone or smartwatch using the leading mobile wallets.",
  },
  {
    title: "Real-time notifications",
    text: "An alert for every transaction, and a message as soon as your balance drops below a threshold you choose.",
  },
  {
    title: "Automatic saving",
    text: "Round up your payments to the nearest euro or set up a monthly transfer to your savings account.",
  },
];

export const accountBenefits: typeof french.accountBenefits = [
  {
    title: "Clear pricing",
    text: "A fixed monthly price, shown before you open your account, and no additional account maintenance fees.",
  },
  {
    title: "A card you control from the app",
    text: "Freeze your card, adjust your limits or switch on payments abroad in a matter of seconds.",
  },
  {
    title: "Advisers who take the time to listen",
    text: "A real person answers the phone, Monday to Friday, 9 am to 6 pm (Paris time).",
  },
];

export const accountTestimonials: typeof french.accountTestimonials = [
  {
    quote:
      "I opened my account in a quarter of an hour without leaving the sofa. The real-time alerts really help me stick to my budget.",
    author: "Camille R.",
    context: "Lyon, Essentiel plan",
  },
  {
    quote: "With instant transfers, I can pay my friends back in seconds, even on a Sunday.",
    author: "Thomas L.",
    context: "Nantes, Plus plan",
  },
  {
    quote:
      "I travel a lot for work: I no longer pay any fees on my payments abroad, and the travel assistance has already come in handy.",
    author: "Nadia B.",
    context: "Bordeaux, Premium plan",
  },
];

/** The page's headings around its content. */
export const compteCourantText: typeof french.compteCourantText = {
  tabsLabel: "Current account sections",
  offersTitle: "Three plans, one account",
  offersIntro: "No minimum term: you can switch plans at any time from your app.",
  compareTitle: "Compare our plans",
  servicesTitle: "All the services of a modern account",
  servicesIntro: "Included in every plan at no extra cost.",
  benefitsTitle: "Why choose Aurore Banque",
  testimonialsTitle: "They opened their account with us",
};
