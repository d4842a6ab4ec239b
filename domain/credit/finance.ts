/**
 * Fixed-rate consumer credit arithmetic. Money is handled in integer cents so that a schedule
 * always repays the capital exactly; rates are fractions (0.042 for 4,20 %).
 */

export interface LoanInput {
  /** Amount lent, in euros. */
  amount: number;
  months: number;
  /** Nominal annual borrowing rate (taux débiteur fixe), as a fraction. */
  annualRate: number;
}

export interface TaegInput extends LoanInput {
  /** Fees paid at signature (frais de dossier), in euros. */
  fees?: number;
  /** Optional insurance added to each instalment, in euros per month. */
  monthlyInsurance?: number;
}

export interface ScheduleRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  remaining: number;
}

export interface LoanSummary {
  monthlyPayment: number;
  totalInterest: number;
  totalDue: number;
  taeg: number;
  schedule: ScheduleRow[];
}

const toCents = (euros: number) => Math.round(euros * 100);
const toEuros = (cents: number) => cents / 100;

function assertLoan({ amount, months, annualRate }: LoanInput): void {
  if (
    !(amount > 0) ||
    !Number.isInteger(months) ||
    months < 1 ||
    !(annualRate >= 0) ||
    annualRate >= 1
  ) {
    throw new RangeError(`Invalid loan: ${amount} € over ${months} months at ${annualRate}`);
  }
}

/** Standard annuity, rounded to the cent. */
export function monthlyPayment(loan: LoanInput): number {
  assertLoan(loan);
  const { amount, months, annualRate } = loan;
  const r = annualRate / 12;
  const exact = r === 0 ? amount / months : (amount * r) / (1 - (1 + r) ** -months);
  return toEuros(Math.round(exact * 100));
}

/** Each row's interest is rounded to the cent; the last instalment absorbs the rounding drift. */
export function amortisationSchedule(loan: LoanInput): ScheduleRow[] {
  const paymentCents = toCents(monthlyPayment(loan));
  const r = loan.annualRate / 12;
  let remaining = toCents(loan.amount);
  const rows: ScheduleRow[] = [];
  for (let month = 1; month <= loan.months; month += 1) {
    const interest = Math.round(remaining * r);
    const principal =
      month === loan.months ? remaining : Math.min(paymentCents - interest, remaining);
    remaining -= principal;
    rows.push({
      month,
      payment: toEuros(principal + interest),
      interest: toEuros(interest),
      principal: toEuros(principal),
      remaining: toEuros(remaining),
    });
  }
  return rows;
}

/**
 * The annual rate `a` for which the amount actually received equals the instalments discounted at
 * (1 + a)^(k/12) (actuarial method of the Consumer Code, art. R314-3), unrounded. Solved by bisection.
 */
function actuarialRate(input: TaegInput): number {
  const schedule = amortisationSchedule(input);
  const received = input.amount - (input.fees ?? 0);
  const insurance = input.monthlyInsurance ?? 0;
  const presentValue = (annual: number) =>
    schedule.reduce(
      (sum, row) => sum + (row.payment + insurance) / (1 + annual) ** (row.month / 12),
      0,
    );
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200 && high - low > 1e-12; i += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > received) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** A rate as the law prints it: to hundredths of a percent (4 decimals of the fraction). */
const toHundredthsOfPercent = (rate: number) => Math.round(rate * 10_000) / 10_000;

/** Taux annuel effectif global, rounded to hundredths of a percent. */
export function taeg(input: TaegInput): number {
  return toHundredthsOfPercent(actuarialRate(input));
}

export function summarizeLoan(input: TaegInput): LoanSummary {
  const schedule = amortisationSchedule(input);
  const totalDueCents = schedule.reduce((sum, row) => sum + toCents(row.payment), 0);
  return {
    monthlyPayment: monthlyPayment(input),
    totalInterest: toEuros(totalDueCents - toCents(input.amount)),
    totalDue: toEuros(totalDueCents),
    taeg: taeg(input),
    schedule,
  };
}

export interface RepaymentYear {
  year: number;
  /** Capital repaid during the year, in euros. */
  principal: number;
  /** Interest paid during the year, in euros. */
  interest: number;
}

/** The schedule summed by year of the loan (months 1 to 12, 13 to 24, …), the last year possibly short. */
export function repaymentsByYear(schedule: readonly ScheduleRow[]): RepaymentYear[] {
  const years: { year: number; principal: number; interest: number }[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12);
    const current = years[year - 1] ?? { year, principal: 0, interest: 0 };
    current.principal += toCents(row.principal);
    current.interest += toCents(row.interest);
    years[year - 1] = current;
  }
  return years.map(({ year, principal, interest }) => ({
    year,
    principal: toEuros(principal),
    interest: toEuros(interest),
  }));
}

export interface InsuranceSummary {
  /** Premium added to each instalment, in euros. */
  monthlyPremium: number;
  /** Premiums over the whole loan, in euros. */
  totalCost: number;
  /**
   * Taux annuel effectif de l'assurance (art. L312-7): the TAEG with the premiums minus the TAEG
   * without them, as a fraction rounded to hundredths of a percent.
   */
  taea: number;
  /** The first instalment with the premium, in euros. */
  monthlyPaymentWithInsurance: number;
}

/**
 * Cost of an optional borrower insurance whose premium is a constant share of the amount borrowed
 * each year (`annualRate` 0.003 for 0,30 %), paid monthly with each instalment.
 */
export function borrowerInsurance(loan: LoanInput, annualRate: number): InsuranceSummary {
  assertLoan(loan);
  if (!(annualRate >= 0) || annualRate >= 1) {
    throw new RangeError(`Invalid insurance rate: ${annualRate}`);
  }
  const premiumCents = Math.round((toCents(loan.amount) * annualRate) / 12);
  const monthlyPremium = toEuros(premiumCents);
  return {
    monthlyPremium,
    totalCost: toEuros(premiumCents * loan.months),
    taea: toHundredthsOfPercent(
      actuarialRate({ ...loan, monthlyInsurance: monthlyPremium }) - actuarialRate(loan),
    ),
    monthlyPaymentWithInsurance: toEuros(toCents(monthlyPayment(loan)) + premiumCents),
  };
}
