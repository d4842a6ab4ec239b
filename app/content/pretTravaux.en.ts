import type * as french from "./pretTravaux";
import { loanOffers } from "@domain/credit/offers";

export const pretTravauxHero: typeof french.pretTravauxHero = {
  eyebrow: "Loans",
  title: "Home improvement loan",
  lead: "Renovate, extend or insulate your home with a fixed-rate loan that tops up the public grants you are entitled to.",
  cta: { label: "Apply for a home improvement loan", to: "#demande" },
  highlights: ["€5,000 to €100,000", "€0 arrangement fee", "Fixed rate"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretTravauxTabs: typeof french.pretTravauxTabs = [
  { id: "presentation", label: "Overview" },
  { id: "aides", label: "Grants & subsidies" },
  { id: "simulation", label: "Calculator" },
  { id: "demande", label: "Apply" },
];

export const pretTravauxDefaultTab: typeof french.pretTravauxDefaultTab = "presentation";

export const worksTypes: typeof french.worksTypes = [
  {
    id: "interiorRenovation",
    title: "Interior renovation",
    text: "Kitchen, bathroom, flooring or wiring: bring your home up to date, one room at a time.",
  },
  {
    id: "extension",
    title: "Extensions and conversions",
    text: "A conservatory, an extra storey or a loft conversion: gain space without moving house.",
  },
  {
    id: "energyRenovation",
    title: "Energy efficiency improvements",
    text: "Insulation, windows or a heat pump: cut your energy bills and take advantage of public grants.",
  },
  {
    id: "exteriorWorks",
    title: "Exterior works",
    text: "Roof, front of the house, fencing or patio: protect your property and add to its value.",
  },
];

/**
 * €100,000 is the ceiling of consumer credit since ordonnance n° 2025-880 (20 November 2026) and
 * the limit used everywhere: slider, text, request form and server. The aids obtained are deducted
 * from the budget of the works.
 */
export const worksSimulator: typeof french.worksSimulator = {
  product: "pretTravaux",
  intro:
    "Enter the budget for your work and the grants you have been awarded: the loan covers the rest.",
  amountLabel: "Budget for the work",
  amount: { ...loanOffers.pretTravaux.amount, step: 1_000, defaultValue: 35_000 },
  deduction: { label: "Grants awarded", param: "aides", defaultValue: 0 },
  durations: loanOffers.pretTravaux.durations,
  defaultDuration: 72,
  rateChoice: {
    label: "Type of work",
    options: worksTypes.map((works) => ({ value: works.id, label: works.title })),
    defaultValue: "interiorRenovation",
  },
};

export const worksLoanFeatures: typeof french.worksLoanFeatures = [
  {
    title: "€5,000 to €100,000",
    text: "Pay for a whole-house project or a single room, with or without public grants.",
  },
  {
    title: "24 to 120 months",
    text: "Repay over up to 10 years: a longer term lowers your monthly repayment but increases the total cost of credit.",
  },
  {
    title: "Released against invoices",
    text: "The money is paid out in one go, or as your tradespeople's invoices come in.",
  },
];

export const worksAdvice: typeof french.worksAdvice = {
  title: "Our tips before you start work",
  text: "Get at least 3 detailed quotes and allow an extra 10 to 15% of your budget for the unexpected.",
  bullets: [
    "Choose certified tradespeople so that you remain eligible for grants",
    "Apply for grants before any work starts",
    "Keep all your invoices: you will need them to receive your grants",
  ],
};

export const nationalAids: typeof french.nationalAids = [
  {
    title: "National renovation grant",
    badge: "Up to €20,000",
    text: "A government grant for work that improves the energy performance of your main home.",
    bullets: [
      "Home built more than 15 years ago",
      "Amount based on your income and the energy savings achieved",
      "Work carried out by a certified tradesperson",
    ],
  },
  {
    title: "Éco-PTZ (zero-interest eco-loan)",
    badge: "Up to €30,000",
    text: "An interest-free loan to finance a package of energy efficiency improvements.",
    bullets: [
      "Home completed more than 2 years ago",
      "Main home, whatever your income",
      "Work carried out by a certified tradesperson",
    ],
  },
  {
    title: "Reduced rate of VAT",
    badge: "5.5% VAT",
    text: "A lower VAT rate on the supply and installation of energy-saving equipment.",
    bullets: [
      "Home completed more than 2 years ago",
      "Work invoiced by a business",
      "Signed declaration given to the tradesperson before work starts",
    ],
  },
];

export const aidSteps: typeof french.aidSteps = [
  {
    etape: 1,
    titre: "Check what you are entitled to",
    description: "Use an online simulator to see which grants your project and income qualify for.",
    delay: "immediate",
  },
  {
    etape: 2,
    titre: "Get your quotes",
    description: "Ask certified tradespeople for detailed quotes.",
    delay: "1 to 2 weeks",
  },
  {
    etape: 3,
    titre: "Submit your application",
    description: "Put your application together online, with your quotes, before any work starts.",
    delay: "1 week",
  },
  {
    etape: 4,
    titre: "Receive the decision",
    description:
      "The awarding body reviews your application and tells you how much you have been granted.",
    delay: "2 to 3 months",
  },
  {
    etape: 5,
    titre: "Receive your grant",
    description:
      "Once the work is finished, send in your invoices and the grant will be paid to you.",
    delay: "1 to 2 months",
  },
];

export const aidSupport: typeof french.aidSupport = [
  "An adviser helps you identify the grants you are entitled to",
  "The home improvement loan pays for the part of the work that grants do not cover",
  "It can also advance the amount of your grants until they are paid",
  "We review your quotes and your financing plan before you sign",
];

export const worksRequestForm: typeof french.worksRequestForm = {
  kind: "pretTravaux",
  title: "Would you rather we called you?",
  intro:
    "Tell us about your project, to be financed from €5,000 to €100,000: an adviser will get back to you within 48 hours to put together your financing plan.",
  submitLabel: "Call me back",
};

/** The page's headings around its content. */
export const pretTravauxText: typeof french.pretTravauxText = {
  tabsLabel: "Home improvement loan sections",
  worksTitle: "The work we finance",
  inBriefTitle: "Your loan at a glance",
  aidsTitle: "National grants",
  aidsIntro:
    "Maximum amounts: how much you receive depends on your home, your income and the work carried out.",
  stepsTitle: "Get your grants in five steps",
  delay: (delay: string) => `Typical timescale: ${delay}`,
  supportTitle: "How we help",
};
