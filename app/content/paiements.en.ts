import type * as french from "./paiements";

export const paiementsHero: typeof french.paiementsHero = {
  eyebrow: "Business",
  title: "Payments",
  lead: "Get paid by your customers, pay your suppliers and grow internationally with simple, fast and secure payment solutions.",
  cta: { label: "Open a business account", to: "/signup" },
  highlights: [
    "SEPA Instant Credit Transfers",
    "In-store and online payments",
    "Transfers to more than 150 countries",
  ],
};

export const paiementsTabs: typeof french.paiementsTabs = [
  { id: "gestion", label: "Management" },
  { id: "solutions", label: "Solutions" },
  { id: "international", label: "International" },
];

export const paiementsDefaultTab: typeof french.paiementsDefaultTab = "gestion";

/** The page's headings around its content. */
export const paiementsText: typeof french.paiementsText = {
  tabsLabel: "Payments sections",
  managementTitle: "All your payment flows in one place",
  managementIntro:
    "Track incoming and outgoing payments in real time, and delegate without losing control.",
  solutionsTitle: "Take payments wherever your customers are",
  solutionsIntro:
    "In store, on your website or remotely: choose the solutions that suit the way you sell.",
  internationalTitle: "Grow beyond your borders",
  internationalIntro:
    "Pay overseas suppliers and collect payments from customers in their own currency, without the hassle.",
  statsTitle: "Our payments in figures",
};

export const paymentManagement: typeof french.paymentManagement = [
  {
    title: "Business cards",
    text: "Physical and virtual cards for your employees, with limits and spending rules set card by card.",
  },
  {
    title: "Transfers",
    text: "Single, bulk or scheduled transfers, with multi-level approval depending on the amount.",
  },
  {
    title: "SEPA Direct Debits",
    text: "Collect subscriptions and instalments by direct debit, and track rejected payments in real time.",
  },
  {
    title: "SEPA Instant Credit Transfer",
    text: "Funds arrive within seconds, 24/7, including weekends and bank holidays.",
  },
];

export const paymentSolutions: typeof french.paymentSolutions = [
  {
    title: "Payment terminals",
    text: "Accept card and contactless payments in store, on a countertop or mobile terminal.",
    bullets: [
      "Mobile terminal with its own SIM card",
      "Accepts payments made with a mobile phone",
      "Takings tracked in your app",
    ],
  },
  {
    title: "Online payments",
    text: "A secure payment module for your online shop, compatible with the leading e-commerce platforms.",
    bullets: [
      "Strong customer authentication",
      "Recurring payments for your subscriptions",
      "One-click refunds",
    ],
  },
  {
    title: "Payment links",
    text: "Send a link by email or text message and get paid without needing a website or a terminal.",
    bullets: [
      "Created in a matter of seconds",
      "Automatic payment reminders",
      "Tracking of payments received",
    ],
  },
];

export const internationalServices: typeof french.internationalServices = [
  {
    title: "Multi-currency account",
    text: "Hold, receive and make payments in the major currencies without everything being converted into euros.",
  },
  {
    title: "International transfers",
    text: "Send money to more than 150 countries, with the exchange rate shown before you confirm.",
  },
  {
    title: "Currency hedging",
    text: "Lock in the exchange rate for your future transactions in advance to protect your margins.",
  },
];

export const internationalForm: typeof french.internationalForm = {
  kind: "international",
  title: "Take your business international",
  intro:
    "Tell us which markets you are targeting and an international payments specialist will call you back to discuss your needs.",
  submitLabel: "Request a call from a specialist",
};

export const paymentStats: typeof french.paymentStats = [
  { value: "30%", label: "productivity gain in payment management" },
  { value: "150+", label: "countries you can send transfers to" },
  { value: "99.9%", label: "availability of our payment services" },
  { value: "10s", label: "at most for a SEPA Instant Credit Transfer" },
];
