import type { LinkCard } from "~/components/ui/LinkCardGrid";
import type { StoreBadge } from "./home";
import type { Card, Cta, Hero, Stat } from "./types";

export type { StoreBadge } from "./home";

export const homeHero: Hero = {
  eyebrow: "Online banking",
  title: "The modern bank, simple and secure",
  lead: "Current account, card, savings and loans: manage all your money from your phone, with advisers based in France on hand whenever you need them.",
  cta: { label: "Open an account", to: "/signup" },
  highlights: [
    "Open your account online in minutes",
    "Secure payments",
    "Advisers you can reach by phone",
  ],
};

export const mobileApp = {
  title: "Your bank in your pocket",
  intro:
    "The Aurore Banque app puts you in control of your accounts, at any time and wherever you are.",
  features: [
    "Check your balances and transactions in real time",
    "Freeze and unfreeze your card in a single tap",
    "Send money to friends and family in seconds",
    "Approve online payments with your fingerprint or face",
  ],
  note: "Start by opening your account online: we will then email you the link to download the app.",
};

export const storeBadges: StoreBadge[] = [
  { platform: "ios", label: "Download from the iOS store", to: "/signup" },
  { platform: "android", label: "Download from the Android store", to: "/signup" },
];

export const virtualCard = {
  title: "A virtual card, ready from day one",
  intro:
    "As soon as your account is open, a virtual card is available in your app, so you don't have to wait for your physical card.",
  features: [
    "Works with the two main mobile payment services, on iOS and Android",
    "Pay contactless in shops with your phone",
    "A separate card number for your online purchases",
    "Limits you can adjust at any time in the app",
  ],
};

export const bankingServices: LinkCard[] = [
  {
    badge: "Business",
    title: "Business banking",
    text: "Accounts for the self-employed, micro-businesses, SMEs and not-for-profit associations, with team cards, spending limits and accounting exports.",
    link: { label: "Explore our business accounts", to: "/comptesEntreprise" },
  },
  {
    badge: "Wealth",
    title: "Private banking",
    text: "A dedicated private banker to help you organise, grow and pass on your wealth, with a comprehensive, tailored approach.",
    link: { label: "Explore private banking", to: "/banquePrive" },
  },
];

export const loans: LinkCard[] = [
  {
    title: "Personal loan",
    text: "Fund your everyday plans without having to show how you use the money.",
    link: { label: "Find out about our personal loan", to: "/pretPersonnel" },
  },
  {
    title: "Travel loan",
    text: "Pay for your holidays or your honeymoon and repay in fixed monthly instalments.",
    link: { label: "Find out about our travel loan", to: "/pretVoyage" },
  },
  {
    title: "Car loan",
    text: "Buy a new, used or electric car, or finance a motorbike or scooter.",
    link: { label: "Find out about our car loan", to: "/pretAuto" },
  },
  {
    title: "Home improvement loan",
    text: "Renovate or extend your home, or make it more energy efficient.",
    link: { label: "Find out about our home improvement loan", to: "/pretTravaux" },
  },
];

export const creditRequest: Cta = {
  label: "Apply for a loan",
  to: "/pretPersonnel#demande",
};

export const creditClaims: Card[] = [
  {
    title: "€0 arrangement fee",
    text: "There is no charge for submitting your loan application or having it assessed.",
  },
  {
    title: "Instant indicative answer",
    text: "Your online application gives you an indicative answer as soon as you have described your situation; the credit offer follows once your file has been reviewed.",
  },
  {
    title: "Fixed rate",
    text: "Your rate is set when you sign and does not change, so you know the total cost of your loan from the outset.",
  },
  {
    title: "Optional insurance",
    text: "Borrower insurance is not compulsory: you are free to take it out, with us or with another provider.",
  },
];

export const foundedYear = 2018;

export const aboutStats: Stat[] = [
  { value: "50,000+", label: "customers who trust us" },
  { value: "€500m", label: "lent to our customers" },
  { value: "95%", label: "of customers satisfied" },
  { value: "48 hours", label: "average response time" },
];

/** The home page's own headings and links, around the blocks above. */
export const homeSections = {
  services: "Banking for your business and your wealth",
  loans: {
    title: "A loan for every plan",
    intro:
      "Four fixed-rate loans to fund your personal plans, with an online application and an adviser to guide you.",
  },
  creditClaims: "Our lending commitments",
  figures: {
    title: "Aurore Banque in figures",
    intro: (year: number) =>
      `Since we were founded in Paris in ${year}, we have served individuals, professionals and businesses with the same commitment to clarity.`,
    story: "Read about our story and values",
  },
  /** Printed on the virtual card's picture. */
  cardLabel: "VIRTUAL CARD",
};
