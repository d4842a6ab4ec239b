import type * as french from "./epargne";
import { numberFormats } from "@domain/format";
import { formatLongDate } from "@domain/dates";
import { regulatedRates } from "./regulatedSavings";
import { findPlacement, savingsPlacements } from "./savings";

const { rate: formatRate, wholeEuros: formatWholeEuros } = numberFormats("en");

export const epargneHero: typeof french.epargneHero = {
  eyebrow: "Personal",
  title: "Savings",
  lead: "Instant-access savings accounts, home savings or life insurance: build up your savings at your own pace and follow them in real time in your app.",
  cta: { label: "Start saving", to: "/signup" },
  highlights: ["Open online", "Pay in whenever you like", "Fee-free savings accounts"],
};

/** The tabs in their order: the ids are the page's anchors, the same in every language. */
export const epargneTabs: typeof french.epargneTabs = [
  { id: "produits", label: "Our products" },
  { id: "simulation", label: "Simulator" },
  { id: "conseils", label: "Tips" },
];

export const epargneDefaultTab: typeof french.epargneDefaultTab = "produits";

export const placementNames: typeof french.placementNames = {
  livretA: "Livret A",
  ldds: "LDDS",
  assuranceVie: "Life insurance (euro fund)",
  pea: "PEA",
};

/** How the table and the simulator name a placement's rate: its date, or that it is an assumption. */
export const rateNatures: typeof french.rateNatures = {
  livretA: `Regulated rate in force since ${formatLongDate(regulatedRates.livretA.since, "en")}, net of tax`,
  ldds: `Regulated rate in force since ${formatLongDate(regulatedRates.ldds.since, "en")}, net of tax`,
  assuranceVie:
    "Rate used as an assumed return after management fees, not guaranteed: the insurer sets the rate each year",
  pea: "Rate used as an illustrative assumption, not guaranteed: a PEA (French equity savings plan) invested in shares can fall in value",
};

export const capitalLossWarning: typeof french.capitalLossWarning =
  "The capital invested is not guaranteed: you may lose some or all of the money you invest. Past performance is not a reliable indicator of future performance.";

export const savingsSimulationNotice: typeof french.savingsSimulationNotice =
  "This simulation is for illustration only and is not contractually binding. It assumes the rates shown stay the same for the whole period. On the Livret A and the LDDS, interest is calculated by fortnight: money paid in starts earning interest from the 1st or the 16th of the month following the date it is paid in, money withdrawn stops earning interest at the end of the previous fortnight, and the year's interest is added to your balance on 31 December. The simulation assumes that each deposit is made before the 1st of the month, so that it earns interest for two fortnights a month. The same rules are applied to the other products, whose gains are shown before tax and social charges.";

export const savingsRatesTable: typeof french.savingsRatesTable = {
  caption: "Rates and deposit limits of our savings products",
  columns: savingsPlacements.map((item) => placementNames[item.id]),
  rows: [
    { label: "Annual rate", values: savingsPlacements.map((item) => formatRate(item.annualRate)) },
    { label: "Type of rate", values: savingsPlacements.map((item) => rateNatures[item.id]) },
    {
      label: "Deposit limit",
      values: savingsPlacements.map((item) =>
        item.ceiling ? formatWholeEuros(item.ceiling) : "None",
      ),
    },
    {
      label: "Capital",
      values: savingsPlacements.map((item) =>
        item.capitalAtRisk ? "Risk of capital loss" : "Guaranteed",
      ),
    },
  ],
};

const livretA = findPlacement("livretA");
const ldds = findPlacement("ldds");
const fondsEuros = findPlacement("assuranceVie");

export const savingsProducts: typeof french.savingsProducts = [
  {
    id: "livretA",
    nom: "Livret A",
    accroche: `A net rate of ${formatRate(livretA.annualRate)} since ${formatLongDate(regulatedRates.livretA.since, "en")}`,
    description: "France's benchmark savings account, for putting money aside in complete safety.",
    caracteristiques: [
      "Minimum opening deposit: €10",
      `Deposit limit: ${formatWholeEuros(livretA.ceiling ?? 0)}`,
      "Interest exempt from income tax and social charges",
      "Access your money at any time",
    ],
  },
  {
    id: "ldds",
    nom: "LDDS",
    accroche: `A net rate of ${formatRate(ldds.annualRate)} since ${formatLongDate(regulatedRates.ldds.since, "en")}`,
    description:
      "The sustainable development savings account (Livret de développement durable et solidaire), which helps fund the energy transition.",
    caracteristiques: [
      `Deposit limit: ${formatWholeEuros(ldds.ceiling ?? 0)}`,
      "Interest exempt from income tax and social charges",
      "Access your money at any time",
    ],
  },
  {
    id: "pel",
    nom: "Home savings plan (PEL)",
    accroche: "Rate fixed when you open the plan",
    description:
      "Save regularly towards buying or renovating your main home, with the rate set on the day you open the plan.",
    caracteristiques: [
      "Minimum deposits of €540 a year",
      "Savings locked in for at least 4 years",
      "Maximum term of 10 years",
    ],
  },
  {
    id: "assuranceVie",
    nom: "Life insurance",
    accroche: `Euro fund: assumed return of ${formatRate(fondsEuros.annualRate)} a year, not guaranteed`,
    description:
      "A flexible way to save for a project, top up your retirement income or pass on capital to your loved ones.",
    caracteristiques: [
      "Euro fund with guaranteed capital",
      "Unit-linked funds carrying a risk of capital loss",
      "Favourable tax treatment after 8 years",
      "Capital passed on more easily to your beneficiaries",
    ],
  },
];

export const ratesNotice: typeof french.ratesNotice = `The Livret A and LDDS rates are set by the French authorities and reviewed on 1 February and 1 August; the rates shown have applied since ${formatLongDate(regulatedRates.livretA.since, "en")}. The euro fund rate is set each year by the insurer: the rate shown is an assumption and is not guaranteed. The PEA rate is an illustrative assumption and is not guaranteed: the PEA and unit-linked funds carry a risk of capital loss. ${capitalLossWarning}`;

export const savingsAdvice: typeof french.savingsAdvice = [
  {
    title: "Build up a rainy-day fund",
    text: "Keep the equivalent of three to six months' spending in an instant-access savings account, so you can deal with the unexpected without touching the money set aside for your plans.",
  },
  {
    title: "Diversify your savings",
    text: "Spread your savings across savings accounts, life insurance and share-based investments to strike a balance between security and potential return.",
  },
  {
    title: "Think about your time horizon",
    text: "Money you will need within the next two years belongs in a savings account; beyond eight years, life insurance and a PEA really come into their own.",
  },
  {
    title: "Keep tax in mind",
    text: "Fill your tax-free savings accounts first, then open a life insurance policy early to start the eight-year clock ticking.",
  },
];

export const savingsFaq: typeof french.savingsFaq = [
  {
    question: "What are the deposit limits on the Livret A and the LDDS?",
    answer: `You can pay in up to ${formatWholeEuros(regulatedRates.livretA.ceiling)} into a Livret A and up to ${formatWholeEuros(regulatedRates.ldds.ceiling)} into an LDDS; interest added to the account may take the balance above these limits. Each person may hold only one Livret A and one LDDS, across all banks.`,
  },
  {
    question: "How are my savings taxed?",
    answer:
      "Interest on the Livret A and the LDDS is exempt from income tax and social charges. Interest on a PEL is subject to the 30% flat tax (prélèvement forfaitaire unique), and gains on life insurance are only taxed when you make a withdrawal.",
  },
  {
    question: "Can I withdraw my money at any time?",
    answer:
      "Yes, for the Livret A and the LDDS: simply transfer the money to your current account, free of charge. With life insurance, you can make a withdrawal at any time; with a PEL, any withdrawal means the plan is closed.",
  },
  {
    question: "How does the home savings plan (PEL) work?",
    answer:
      "You pay in at least €540 a year and your savings are locked in for at least 4 years, at the rate fixed when you opened the plan. The plan lasts for a maximum of 10 years.",
  },
  {
    question: "What difference does the 8-year mark make to life insurance?",
    answer:
      "After 8 years, the gains you withdraw qualify each year for a tax allowance of €4,600 for a single person, or €9,200 for a couple taxed jointly. Your money remains available before then.",
  },
  {
    question: "How do I open a savings product?",
    answer:
      "Open your Aurore Banque account online, then take out the savings account or policy of your choice from your online banking area. All you need is proof of identity and proof of address.",
  },
];

/** The page's headings around its content. */
export const epargneText: typeof french.epargneText = {
  tabsLabel: "Savings sections",
  productsTitle: "Four ways to make your savings grow",
  ratesTitle: "Current rates and deposit limits",
  ratesIntro: "Compare our savings products at a glance before you choose.",
  adviceTitle: "Our tips for saving well",
  faqTitle: "Frequently asked questions",
};

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`: English ordinals. */
const ordinal = (n: number) => {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffixes: readonly string[] = ["th", "st", "nd", "rd"];
  return `${n}${suffixes[n % 10] ?? "th"}`;
};

/** The simulation tab: its fields, its result and what a ceiling changed. */
export const savingsSimulatorText: typeof french.savingsSimulatorText = {
  title: "Estimate your savings",
  intro:
    "Enter your opening deposit, how much you put aside each month and the product you have chosen: your final balance appears straight away.",
  initialDeposit: "Initial deposit",
  monthlyDeposit: "Monthly deposit",
  durationLegend: "Savings period",
  years: (count) => (count === 1 ? "1 year" : `${count} years`),
  placement: "Savings product",
  capitalAfterYears: (count) => `Balance after ${count === 1 ? "1 year" : `${count} years`}`,
  totalDeposits: "Total paid in",
  interest: "Interest",
  regulatedRate: "Annual rate",
  assumedRate: "Assumed annual rate",
  depositsSeries: "Total paid in to date",
  interestSeries: "Total interest to date",
  axisLabel: "Year",
  caption: (figures) =>
    `Your savings year by year: after ${figures.years} years, you will have paid in ${figures.deposits} and earned ${figures.interest} in interest, giving a balance of ${figures.capital}.`,
  /** The initial deposit alone is over the placement's ceiling. */
  ceilingOnInitial: (placement) =>
    `The deposit limit for the ${placement.name} is ${placement.ceiling}: only ${placement.ceiling} of your initial deposit is paid into it, and no monthly deposits are possible. Interest continues to be added.`,
  /** The monthly deposits reach the ceiling in the given year of the simulation. */
  ceilingReached: (placement) =>
    `The ${placement.name} deposit limit of ${placement.ceiling} is reached in the ${ordinal(placement.year)} year of saving, at which point your deposits stop. Interest continues to be added.`,
};
