import type * as french from "./pretVoyage";
import { loanOffers } from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import { bank } from "@domain/bank";
import { formatPhone } from "@domain/phone";

const { wholeEuros: formatWholeEuros } = numberFormats("en");

export const pretVoyageHero: typeof french.pretVoyageHero = {
  eyebrow: "Loans",
  title: "Travel loan",
  lead: "Pay for your flights, accommodation and activities with a fixed-rate loan, and know your monthly repayments from the outset.",
  cta: { label: "Plan my trip", to: "#preparatifs" },
  highlights: ["€1,000 to €30,000", "€0 arrangement fee", "Fixed rate"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const pretVoyageTabs: typeof french.pretVoyageTabs = [
  { id: "destinations", label: "Destinations" },
  { id: "simulation", label: "Calculator" },
  { id: "preparatifs", label: "Getting ready" },
  { id: "demande", label: "Apply" },
];

export const pretVoyageDefaultTab: typeof french.pretVoyageDefaultTab = "destinations";

/** Length of the trip (not of the loan), from one week to six months and more. */
export const tripDurations: typeof french.tripDurations = {
  oneWeek: "1 week",
  twoWeeks: "2 weeks",
  oneMonth: "1 month",
  threeMonths: "3 months",
  sixMonthsPlus: "6 months or more",
};

export const travelPackages: typeof french.travelPackages = [
  {
    id: "europe",
    destination: "European city break",
    description:
      "Rome, Lisbon or Prague: capital cities just a few hours' flight away, perfect for your first big trip.",
    budget: 1_800,
    duration: "oneWeek",
  },
  {
    id: "oceanIndien",
    destination: "Indian Ocean islands",
    description: "Beaches, lagoons and hiking in Mauritius, Réunion or the Seychelles.",
    budget: 5_500,
    duration: "twoWeeks",
  },
  {
    id: "asie",
    destination: "Grand tour of Asia",
    description:
      "From Japan to Vietnam, an itinerary that takes in bustling cities, temples and rice terraces.",
    budget: 8_500,
    duration: "oneMonth",
  },
  {
    id: "tourDuMonde",
    destination: "Round-the-world trip",
    description:
      "Several continents, a multi-stop ticket and the time to make the most of every leg of your journey.",
    budget: 25_000,
    duration: "sixMonthsPlus",
  },
];

export const destinationCards: typeof french.destinationCards = travelPackages.map((trip) => ({
  title: trip.destination,
  badge: `Typical budget: ${formatWholeEuros(trip.budget)}`,
  text: trip.description,
  bullets: [`Length of stay: ${tripDurations[trip.duration]}`],
}));

export const travelTypes: typeof french.travelTypes = [
  {
    id: "famille",
    title: "Family holidays",
    text: "A holiday for young and old alike, with a budget that stays under control from the day you leave to the day you get back.",
  },
  {
    id: "noces",
    title: "Honeymoon",
    text: "The trip of a lifetime, with a repayment plan agreed before you set off.",
  },
  {
    id: "aventure",
    title: "Adventure and nature",
    text: "Trekking, a safari or a cruise: your equipment and activities are included in your budget.",
  },
  {
    id: "culture",
    title: "Culture and discovery",
    text: "Museums, historic sites and local food: take the time to discover another culture.",
  },
];

/** Picking a destination idea sets the budget to its indicative budget. */
export const travelSimulator: typeof french.travelSimulator = {
  product: "pretVoyage",
  intro:
    "Start from one of our destination ideas or enter your own budget: your monthly repayment appears straight away.",
  amountLabel: "Budget for your trip",
  amount: { ...loanOffers.pretVoyage.amount, step: 500, defaultValue: 8_500 },
  durations: loanOffers.pretVoyage.durations,
  defaultDuration: 60,
  rateChoice: {
    label: "Type of trip",
    options: travelTypes.map((type) => ({ value: type.id, label: type.title })),
    defaultValue: "famille",
  },
  presets: {
    label: "Destination idea",
    options: travelPackages.map((trip) => ({ label: trip.destination, amount: trip.budget })),
  },
};

export const travelTestimonials: typeof french.travelTestimonials = [
  {
    quote:
      "Our adviser went through the total cost of the loan with us before we signed, and we chose a term that suited our budget as newlyweds.",
    author: "Camille and Julien",
    context: "Honeymoon in Mauritius",
  },
  {
    quote:
      "I chose a monthly repayment that fitted my budget before heading off to Asia for a month. My adviser answered all my questions.",
    author: "Sophie",
    context: "Touring Japan and Vietnam",
  },
];

export const preTripChecklist: typeof french.preTripChecklist = [
  {
    timing: "3 months before you leave",
    tasks: [
      "Check that your passport is still valid and which visas you need",
      "Book your flights and your first nights' accommodation",
      "Apply for your travel loan",
    ],
  },
  {
    timing: "2 months before you leave",
    tasks: [
      "See your doctor about recommended vaccinations",
      "Take out cancellation and repatriation insurance",
      "Check your card's payment limits abroad",
    ],
  },
  {
    timing: "1 month before you leave",
    tasks: [
      "Order foreign currency if you need it",
      "Save digital copies of your documents",
      "Pack a first aid kit",
    ],
  },
];

export const travelDocuments: typeof french.travelDocuments = [
  "Valid proof of identity",
  "Proof of address less than 3 months old",
  "Your last 3 payslips",
  "Your latest tax assessment notice (avis d'imposition)",
];

export const travelAssistance: typeof french.travelAssistance = [
  "Block your card 24/7 from the app",
  "Track your payments and cash withdrawals abroad in real time",
  `An adviser you can reach from abroad on ${formatPhone(bank.phones.customerService, "international")}, Monday to Friday, 9 am to 6 pm (Paris time)`,
  "Optional travel insurance: cancellation, baggage and repatriation",
];

/**
 * The seed's travel page had no request form; as on the other credit pages, a customer who would
 * rather talk to an adviser than apply online is called back.
 */
export const travelRequestForm: typeof french.travelRequestForm = {
  kind: "pretVoyage",
  title: "Would you rather we called you?",
  intro:
    "Leave your contact details and tell us a little about your trip: an adviser will call you back, within 48 hours on average.",
  submitLabel: "Call me back",
};

/** The page's headings around its content. */
export const pretVoyageText: typeof french.pretVoyageText = {
  tabsLabel: "Travel loan sections",
  ideasTitle: "Ideas for your next trip",
  ideasIntro:
    "Typical budgets for two people, flights included, depending on the season and the level of comfort you choose.",
  typesTitle: "Every trip is different",
  testimonialsTitle: "They travelled with Aurore Banque",
  countdownTitle: "Your countdown to departure",
  documentsTitle: "Documents needed for your loan",
  duringTitle: "While you are away",
};
