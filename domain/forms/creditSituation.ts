import { runAlways, z } from "./z";
import { employmentStatuses, housingKinds, type HousingKind } from "./creditSituationOptions";
import { rule, type RuleMessage } from "../i18n/message";

/**
 * Above any net monthly amount a household declares: a typo guard (an annual figure, a digit too
 * many), not a judgement; larger situations are studied with an adviser.
 */
export const MAX_MONTHLY_AMOUNT = 100_000;
export const MAX_DEPENDANTS = 10;

export const creditSituationMessages = {
  employmentStatus: rule("employmentStatusRequired"),
  employedSinceRequired: rule("employedSinceRequired"),
  employedSinceInvalid: rule("employedSinceInvalid"),
  employedSinceFuture: rule("employedSinceFuture"),
  netMonthlyIncomeRequired: rule("netMonthlyIncomeRequired"),
  netMonthlyIncomePositive: rule("netMonthlyIncomePositive"),
  coBorrowerPositive: rule("coBorrowerIncomePositive"),
  otherCreditPaymentsRequired: rule("otherCreditPaymentsRequired"),
  housing: rule("housingRequired"),
  housingCostRequired: rule("housingCostRequired"),
  rentRequired: rule("rentRequired"),
  mortgageRequired: rule("mortgageRequired"),
  dependantsRequired: rule("dependantsRequired"),
  dependantsInvalid: rule("dependantsInvalid", { max: MAX_DEPENDANTS }),
  amountInvalid: rule("monthlyAmountInvalid"),
  negative: rule("monthlyAmountNegative"),
  tooLarge: rule("monthlyAmountTooLarge", { max: { wholeEuros: MAX_MONTHLY_AMOUNT } }),
  cents: rule("monthlyAmountCents"),
} as const;

const m = creditSituationMessages;

const codesOf = <T extends string>(options: readonly { value: T }[]) =>
  options.map((option) => option.value) as [T, ...T[]];

/** One of a select's codes; until it is checked the form holds any string, the empty choice too. */
const choice = <T extends string>(codes: readonly [T, ...T[]], message: RuleMessage) =>
  z.string({ error: message }).pipe(z.enum(codes, { error: message }));

const toCents = (value: number) => value * 100;
const hasCents = (value: number) => Math.abs(toCents(value) - Math.round(toCents(value))) < 1e-6;

/**
 * Euros per month. The schema takes numbers: the form reads each field as the simulator's amount
 * input does (`app/features/simulator/amountInput.ts`: spaces and `€` dropped, a decimal comma or
 * point, so `1 850,50` is 1850.5) and hands it `undefined` for an empty field and `NaN` for text
 * that is no amount, which get the "required" and "in figures" messages below.
 */
const euros = (required: RuleMessage) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : m.amountInvalid) })
    .min(0, m.negative)
    .max(MAX_MONTHLY_AMOUNT, m.tooLarge)
    .refine(hasCents, m.cents);

/** `YYYY-MM`, a real month. */
function parseMonth(value: string): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return year >= 1900 && month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** A real month from 1900 on, not after the current one (the customer's own calendar). */
export function isPastOrCurrentMonth(value: string, today = new Date()): boolean {
  const date = parseMonth(value);
  if (!date) return false;
  return date.year * 12 + date.month <= today.getFullYear() * 12 + today.getMonth() + 1;
}

// Cross-field rules run even when another field is wrong, so every error shows at once.

/** A rent or a mortgage instalment cannot be 0; a wrong or missing cost has its own message. */
const paysForHousing =
  (kind: HousingKind) =>
  (data: { housing?: unknown; housingCost?: unknown } | undefined): boolean =>
    data?.housing !== kind || typeof data.housingCost !== "number" || data.housingCost > 0;

/**
 * The customer's situation, validated field by field in the browser and again on the server. The
 * housing cost must be above 0 for a tenant (the rent) and an owner repaying a mortgage (its
 * instalment); an owner without a mortgage or someone hosted may pay nothing.
 */
export const creditSituationSchema = z
  .object({
    employmentStatus: choice(codesOf(employmentStatuses), m.employmentStatus),
    employedSince: z
      .string({ error: m.employedSinceRequired })
      .trim()
      .min(1, m.employedSinceRequired)
      .refine((value) => parseMonth(value) !== undefined, m.employedSinceInvalid)
      .refine((value) => parseMonth(value) === undefined || isPastOrCurrentMonth(value), {
        message: m.employedSinceFuture,
      }),
    netMonthlyIncome: euros(m.netMonthlyIncomeRequired).refine(
      (value) => value > 0,
      m.netMonthlyIncomePositive,
    ),
    coBorrowerNetMonthlyIncome: euros(m.coBorrowerPositive)
      .refine((value) => value > 0, m.coBorrowerPositive)
      .optional(),
    otherCreditPayments: euros(m.otherCreditPaymentsRequired),
    housing: choice(codesOf(housingKinds), m.housing),
    housingCost: euros(m.housingCostRequired),
    dependants: z
      .number({
        error: (issue) => (issue.input === undefined ? m.dependantsRequired : m.dependantsInvalid),
      })
      .int(m.dependantsInvalid)
      .min(0, m.dependantsInvalid)
      .max(MAX_DEPENDANTS, m.dependantsInvalid),
  })
  .refine(paysForHousing("locataire"), {
    path: ["housingCost"],
    message: m.rentRequired,
    ...runAlways,
  })
  .refine(paysForHousing("proprietaire_credit"), {
    path: ["housingCost"],
    message: m.mortgageRequired,
    ...runAlways,
  });

export type CreditSituationInput = z.input<typeof creditSituationSchema>;
export type CreditSituation = z.output<typeof creditSituationSchema>;
