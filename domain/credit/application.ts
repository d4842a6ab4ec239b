import { z } from "../forms/z";
import { creditProducts } from "./products";
import { outcomes } from "./solvencyAssessment";

/**
 * A loan application as the API answers it: the simulated loan with the figures the server priced
 * when it was created (frozen from then on), the customer's situation and the indicative answer.
 */

/**
 * Where an application stands: `informations` until the situation is given, then `documents`
 * whatever the indicative answer (it is no decision). The later steps come with their endpoints.
 */
export const applicationStates = ["informations", "documents"] as const;

export type ApplicationState = (typeof applicationStates)[number];

/** Events of an application's history, as stored. */
export const applicationEvents = ["created", "situation_saved", "fipen_downloaded"] as const;

export type ApplicationEvent = (typeof applicationEvents)[number];

const outcomeCodes = outcomes.map((outcome) => outcome.value) as [
  (typeof outcomes)[number]["value"],
  ...(typeof outcomes)[number]["value"][],
];

/** The situation as stored: the Informations step's schema validated it before. */
export const storedSituationSchema = z.object({
  employmentStatus: z.string(),
  employedSince: z.string(),
  netMonthlyIncome: z.number(),
  coBorrowerNetMonthlyIncome: z.number().optional(),
  otherCreditPayments: z.number(),
  housing: z.string(),
  housingCost: z.number(),
  dependants: z.number(),
});

export const answerSchema = z.object({
  outcome: z.enum(outcomeCodes),
  summary: z.string(),
  reasons: z.array(
    z.object({ criterion: z.string(), verdict: z.enum(outcomeCodes), text: z.string() }),
  ),
  figures: z.object({
    newInstalment: z.number(),
    creditPayments: z.number(),
    householdIncome: z.number(),
    debtRatio: z.number(),
    remainingIncome: z.number(),
    minimumRemainingIncome: z.number(),
    householdSize: z.number(),
    age: z.number(),
    lastInstalment: z.string(),
    ageAtLastInstalment: z.number(),
  }),
  suggestions: z.array(
    z.object({
      kind: z.enum(["smallerAmount", "longerDuration"]),
      amount: z.number(),
      months: z.number(),
      annualRate: z.number(),
      newInstalment: z.number(),
      outcome: z.enum(["favorable", "a_etudier"]),
      text: z.string(),
    }),
  ),
  notice: z.string(),
  thresholdsSince: z.string(),
  answeredAt: z.string(),
});

export const applicationSchema = z.object({
  id: z.string(),
  product: z.enum(creditProducts),
  amount: z.number(),
  months: z.number(),
  option: z.string(),
  insurance: z.boolean(),
  /** Borrowing rate, TAEG and TAEA as fractions; euros rounded to the cent. */
  annualRate: z.number(),
  monthlyPayment: z.number(),
  taeg: z.number(),
  totalDue: z.number(),
  insuranceMonthly: z.number(),
  insuranceTotal: z.number(),
  taea: z.number(),
  /** What the borrower pays each month: the instalment, with the premium when insured. */
  monthlyCommitment: z.number(),
  state: z.enum(applicationStates),
  situation: storedSituationSchema.nullable(),
  answer: answerSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Application = z.output<typeof applicationSchema>;
export type ApplicationAnswer = z.output<typeof answerSchema>;
