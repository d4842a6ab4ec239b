import { rule, type RuleMessage } from "../i18n/message";
import { taeg } from "./finance";
import { loanAmounts, type AmountBounds, type CreditProduct } from "./products";

/** A borrowing rate (taux débiteur fixe, as a fraction) for the loans up to `maxMonths` long. */
export interface RateBand {
  maxMonths: number;
  rate: number;
}

/** One rate whatever the duration. */
export const flatRate = (rate: number): readonly RateBand[] => [
  { maxMonths: Number.POSITIVE_INFINITY, rate },
];

export function rateFor(bands: readonly RateBand[], months: number): number {
  const band = bands.find((item) => months <= item.maxMonths) ?? bands.at(-1);
  if (!band) throw new Error("A rate grid needs at least one band");
  return band.rate;
}

/** The lowest rate of a grid line: what a card announces as "à partir de". */
export const lowestRate = (bands: readonly RateBand[]) =>
  Math.min(...bands.map((band) => band.rate));

/** The shortest and longest durations a product lends for, in months. */
export function durationRange(product: CreditProduct): { shortest: number; longest: number } {
  const { durations } = loanOffers[product];
  return { shortest: durations[0] ?? 0, longest: durations.at(-1) ?? 0 };
}

/**
 * The lowest borrowing rate of a product, whatever its option: what a card about the product as a
 * whole may announce as "à partir de" (a car loan starts at the ecological vehicle's rate).
 */
export const productStartingRate = (product: CreditProduct): number =>
  Math.min(...Object.values(loanOffers[product].rates).map(lowestRate));

/**
 * The TAEG of a "from" borrowing rate. With no fees and no mandatory insurance it depends on the
 * borrowing rate only (the amount and duration below do not change it at two decimals), so a
 * "from" rate has a "from" TAEG.
 */
export const startingTaeg = (annualRate: number): number =>
  taeg({ amount: 10_000, months: 60, annualRate });

/**
 * What a loan lends: the amounts, the durations and, by option (the vehicle, project, travel or
 * works type the borrower picks), the borrowing rates by duration. The simulators offer nothing
 * else, and the server prices an application with the same data.
 */
export interface LoanOffer<Option extends string = string> {
  amount: AmountBounds;
  /** Durations offered, in months, increasing. */
  durations: readonly number[];
  /** Bands in increasing `maxMonths`, the last one covering the longest duration offered. */
  rates: Readonly<Record<Option, readonly RateBand[]>>;
}

/**
 * The starting rates of the seed (new 2,9 %, used 3,9 %, ecological 1,9 %), each longer band
 * 0,3 point more, so that a used car financed over 60 months is at the 4,20 % of the
 * representative example (DECISIONS.md).
 */
const autoRates = {
  neuf: [
    { maxMonths: 36, rate: 0.029 },
    { maxMonths: 60, rate: 0.032 },
    { maxMonths: 84, rate: 0.035 },
  ],
  occasion: [
    { maxMonths: 36, rate: 0.039 },
    { maxMonths: 60, rate: 0.042 },
    { maxMonths: 84, rate: 0.045 },
  ],
  ecologique: [
    { maxMonths: 36, rate: 0.019 },
    { maxMonths: 60, rate: 0.022 },
    { maxMonths: 84, rate: 0.025 },
  ],
} satisfies Record<string, readonly RateBand[]>;

/** One fixed borrowing rate whatever the project, amount and duration. */
const personalRate = flatRate(0.039);
const travelRate = flatRate(0.042);
const worksRate = flatRate(0.032);

export const loanOffers = {
  pretAuto: {
    amount: loanAmounts.pretAuto,
    durations: [24, 36, 48, 60, 72, 84],
    rates: autoRates,
  },
  pretPersonnel: {
    amount: loanAmounts.pretPersonnel,
    durations: [12, 24, 36, 48, 60, 72, 84],
    rates: {
      equipement: personalRate,
      evenement: personalRate,
      etudes: personalRate,
      loisirs: personalRate,
      demenagement: personalRate,
      sante: personalRate,
    },
  },
  /**
   * The seed gives no loan durations for travel: 12 to 60 months keeps the repayment shorter than
   * for larger projects and includes the 60 months of the example.
   */
  pretVoyage: {
    amount: loanAmounts.pretVoyage,
    durations: [12, 24, 36, 48, 60],
    rates: {
      famille: travelRate,
      noces: travelRate,
      aventure: travelRate,
      culture: travelRate,
    },
  },
  /** 72 months is added to the seed's durations: it is the duration of the representative example. */
  pretTravaux: {
    amount: loanAmounts.pretTravaux,
    durations: [24, 36, 48, 60, 72, 84, 120],
    rates: {
      interiorRenovation: worksRate,
      extension: worksRate,
      energyRenovation: worksRate,
      exteriorWorks: worksRate,
    },
  },
} as const satisfies Record<CreditProduct, LoanOffer>;

/** The option codes of a product: `LoanOption<"pretAuto">` is `"neuf" | "occasion" | "ecologique"`. */
export type LoanOption<Product extends CreditProduct = CreditProduct> =
  Product extends CreditProduct ? keyof (typeof loanOffers)[Product]["rates"] & string : never;

export const loanOffer = (product: CreditProduct): LoanOffer => loanOffers[product];

/** The fields of a loan request, as the server receives it and the simulator describes it. */
export interface LoanRequest {
  product: CreditProduct;
  /** The amount borrowed, in whole euros. */
  amount: number;
  months: number;
  /** One of the product's option codes. */
  option: string;
  /** The borrower takes the optional borrower insurance. */
  insurance: boolean;
}

export type LoanRequestField = "product" | "amount" | "months" | "option" | "insurance";

export interface LoanRequestIssue {
  field: LoanRequestField;
  message: RuleMessage;
}

export const loanRequestMessages = {
  product: rule("loanProduct"),
  wholeEuros: rule("loanWholeEuros"),
  amount: ({ min, max }: AmountBounds) =>
    rule("loanAmount", { min: { wholeEuros: min }, max: { wholeEuros: max } }),
  duration: rule("loanDuration"),
  months: (durations: readonly number[]) => rule("loanMonths", { durations: { anyOf: durations } }),
  option: rule("loanOption"),
  insurance: rule("loanInsurance"),
} as const;

/** What a product does not offer in a request, field by field, or nothing when it offers it all. */
export function loanRequestIssues(request: Omit<LoanRequest, "insurance">): LoanRequestIssue[] {
  const offer = loanOffer(request.product);
  const issues: LoanRequestIssue[] = [];
  const { min, max } = offer.amount;
  if (!Number.isInteger(request.amount)) {
    issues.push({ field: "amount", message: loanRequestMessages.wholeEuros });
  } else if (request.amount < min || request.amount > max) {
    issues.push({ field: "amount", message: loanRequestMessages.amount(offer.amount) });
  }
  if (!offer.durations.includes(request.months)) {
    issues.push({ field: "months", message: loanRequestMessages.months(offer.durations) });
  }
  if (!Object.hasOwn(offer.rates, request.option)) {
    issues.push({ field: "option", message: loanRequestMessages.option });
  }
  return issues;
}
