import type * as french from "./pretAuto";
import { numberFormats } from "@domain/format";
import {
  durationRange,
  loanOffers,
  lowestRate,
  productStartingRate,
  startingTaeg,
} from "@domain/credit/offers";
import { loanAmounts } from "@domain/credit/products";
import type { Card } from "./types";

const { rate: formatRate, wholeEuros } = numberFormats("en");

export const pretAutoHero: typeof french.pretAutoHero = {
  eyebrow: "Loans",
  title: "Car loan",
  lead: "Finance your new, used or electric car with a fixed-rate loan: you know your monthly repayments from the outset, and you get an indicative answer as soon as you apply online.",
  cta: { label: "Apply for a car loan", to: "#demande" },
  highlights: ["Instant indicative answer", "€0 arrangement fee", "Fixed rate"],
};

export type { PretAutoTabId } from "./pretAuto";

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretAutoTabs: typeof french.pretAutoTabs = [
  { id: "presentation", label: "Overview" },
  { id: "vehicules", label: "Vehicle types" },
  { id: "simulation", label: "Calculator" },
  { id: "demande", label: "Apply" },
];

export const pretAutoDefaultTab: typeof french.pretAutoDefaultTab = "presentation";

/**
 * Starting borrowing rate of the classic loan. A lease (LOA, LLD) has rents, not a rate: art. L312-6
 * forbids a TAEG or a borrowing rate in its advertising.
 */
export const classicLoanRate: typeof french.classicLoanRate = productStartingRate("pretAuto");

/** Borrowing rates of the classic loan by vehicle and duration: the domain's offer. */
const autoOffer = loanOffers.pretAuto;
const autoDurations = durationRange("pretAuto");

export const autoHighlights: typeof french.autoHighlights = [
  {
    title: "Flexible amount",
    text: `Borrow from ${wholeEuros(loanAmounts.pretAuto.min)} to ${wholeEuros(loanAmounts.pretAuto.max)}, depending on the price of your vehicle and your budget.`,
  },
  {
    title: "A term to suit you",
    text: `Repay over ${autoDurations.shortest} to ${autoDurations.longest} months, with the same monthly repayment from the start of your loan to the end.`,
  },
  {
    title: "Apply online",
    text: "Apply online and send us your supporting documents from your online banking.",
  },
];

/** A "from" rate in English, with the "from" APR that goes with it. */
function startingRate(annualRate: number): NonNullable<Card["startingRate"]> {
  return {
    taeg: `Fixed APR from ${formatRate(startingTaeg(annualRate))}`,
    borrowingRate: `Fixed borrowing rate from ${formatRate(annualRate)}, excluding optional insurance`,
  };
}

function rateCard(title: string, text: string, annualRate: number, bullets?: string[]): Card {
  return { title, text, startingRate: startingRate(annualRate), bullets };
}

export const financingSolutions: typeof french.financingSolutions = [
  rateCard(
    "Classic car loan",
    "The vehicle is yours from the day you buy it, and you pay it off in fixed monthly repayments.",
    classicLoanRate,
    ["New or used vehicle", "Early repayment possible"],
  ),
  {
    title: "Lease with option to buy (LOA)",
    badge: "Fixed monthly rental",
    text: "You pay a monthly rental and, at the end of the agreement, choose whether to buy the vehicle, hand it back or swap it for another.",
    bullets: [
      "What it costs: the total of the rentals, including any larger first rental, plus the option price if you decide to buy",
      "The rentals, term, purchase option price and total amount payable are all set out in the lease offer you receive before you commit to anything",
      "Larger first rental optional",
    ],
  },
  {
    title: "Long-term lease (LLD)",
    badge: "Fixed monthly rental",
    text: "You rent a new vehicle for an agreed period and mileage, then hand it back at the end of the agreement.",
    bullets: [
      "Servicing and breakdown assistance available as options",
      "No need to sell the car on",
    ],
  },
];

export const autoReasons: typeof french.autoReasons = [
  "A fixed rate: your monthly repayment stays the same for the whole term of the loan",
  "Optional borrower insurance, which you are free to choose",
  "Buy from a dealer or from a private seller",
  "A credit adviser you can reach by phone at every stage",
];

export const autoCommitments: typeof french.autoCommitments = [
  { value: "Online", label: "an instant indicative answer" },
  { value: "€0", label: "arrangement fee" },
  { value: "100%", label: "of the vehicle's price can be financed" },
  { value: "Fixed", label: "your rate, from the first monthly repayment to the last" },
];

export const autoAdvice: typeof french.autoAdvice = {
  title: "Our advice",
  text: "Aim to put down a deposit of 10 to 20% of the vehicle's price: you borrow less and bring down the total cost of your credit.",
  bullets: [
    "Compare the total cost of credit, not just the monthly repayment",
    "Keep some savings aside for emergencies once you have paid your deposit",
    "Include insurance and servicing for the vehicle in your monthly budget",
  ],
};

export const vehicleCategories: typeof french.vehicleCategories = [
  {
    id: "neuf",
    ...rateCard(
      "New vehicle",
      "A new car bought from a dealership, with the manufacturer's warranty.",
      lowestRate(autoOffer.rates.neuf),
    ),
  },
  {
    id: "occasion",
    ...rateCard(
      "Used vehicle",
      "A used car bought from a dealer or from a private seller.",
      lowestRate(autoOffer.rates.occasion),
    ),
  },
  {
    id: "ecologique",
    ...rateCard(
      "Low-emission or electric vehicle",
      "An electric or plug-in hybrid car: we support cleaner, low-emission motoring.",
      lowestRate(autoOffer.rates.ecologique),
    ),
  },
];

/**
 * The simulation tab simulates the classic loan (a lease has a rent, not a schedule). The amount
 * is the price of the vehicle; by default a used car, the most bought, with the seed's €5,000
 * contribution on a €25,000 price: the €20,000 over 60 months of the representative example.
 */
export const autoSimulator: typeof french.autoSimulator = {
  product: "pretAuto",
  intro:
    "Enter the price of the vehicle and your deposit: the calculation is for a classic car loan. For an LOA or LLD lease, an adviser will put together a monthly rental tailored to you.",
  amountLabel: "Vehicle price",
  amount: { ...autoOffer.amount, step: 1_000, defaultValue: 25_000 },
  deduction: { label: "Deposit", param: "apport", defaultValue: 5_000 },
  durations: autoOffer.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Vehicle category",
    options: vehicleCategories.map((category) => ({ value: category.id, label: category.title })),
    defaultValue: "occasion",
  },
};

export const vehicleSupport: typeof french.vehicleSupport = [
  "Help choosing between a classic loan, an LOA and an LLD, depending on how you use your vehicle",
  "Finance for commercial vehicles, motorbikes and scooters",
  "Funds paid directly to the seller if you wish",
  "Track your application online, right up to signature",
];

export const autoApplicationSteps: typeof french.autoApplicationSteps = [
  { label: "Simulation", status: "done" },
  { label: "Your details", status: "current" },
  { label: "Documents", status: "upcoming" },
  { label: "Signature", status: "upcoming" },
];

export const autoRequestForm: typeof french.autoRequestForm = {
  kind: "pretAuto",
  title: "Would you rather we called you?",
  intro:
    "Leave your contact details and tell us about your plans: an adviser will call you back to go through it with you.",
  submitLabel: "Call me back",
};

export const autoDocuments: typeof french.autoDocuments = [
  "Valid proof of identity",
  "Proof of address less than 3 months old",
  "Your last 3 payslips",
  "Invoice or quote for the vehicle",
  "Your latest tax assessment notice (avis d'imposition)",
];

/** The page's headings around its content. */
export const pretAutoText: typeof french.pretAutoText = {
  tabsLabel: "Car loan sections",
  inBriefTitle: "Your car loan at a glance",
  solutionsTitle: "Our financing options",
  solutionsIntro: "Own your vehicle or lease it: choose the option that suits you best.",
  reasonsTitle: "Why choose Aurore Banque?",
  commitmentsTitle: "Our commitments",
  vehiclesTitle: "A rate to match your vehicle",
  vehiclesIntro: "The newer or cleaner your vehicle, the lower your rate can be.",
  supportTitle: "How we help",
  trackingTitle: "Tracking your application",
  trackingIntro:
    "Your application goes through four stages, from simulation to electronic signature.",
  trackerLabel: "Stages of your car loan application",
  trackerWords: {
    step: (number) => `Step ${number}: `,
    status: { done: "Completed", current: "In progress", upcoming: "Still to come" },
  },
  documentsTitle: "Documents to have ready",
  helpTitle: "Need help?",
  helpIntro:
    "Our credit advisers are available Monday to Friday, 9 am to 6 pm (Paris time), at the cost of a call to France.",
  callAdviser: (phone: string) => `Call an adviser on ${phone}`,
};
