/**
 * Savings projection with the interest rule of French regulated savings accounts (livrets):
 * interest accrues month by month on the balance, without compounding inside the year, and is
 * credited (capitalised) once a year. Money is handled in integer cents.
 *
 * Timing: the initial deposit and every monthly deposit are made before the month they earn in
 * starts (livrets count interest by fortnights from the 1st or the 16th after a deposit, so a deposit
 * made by the end of a month earns from the 1st of the next one); the first monthly deposit goes in
 * with the initial one. Over `years`, that is 12 × years monthly deposits.
 *
 * Ceiling: a livret's ceiling caps the deposits, not the balance (capitalised interest may exceed
 * it), but no deposit may bring the balance above it; a PEA's ceiling counts the deposits only.
 * The initial deposit is cut to the ceiling and each monthly deposit to what is left below it;
 * once nothing is left, deposits stop.
 */

export interface SavingsInput {
  /** Euros. */
  initialDeposit: number;
  /** Euros per month. */
  monthlyDeposit: number;
  /** Annual rate as a fraction: 0.03 for 3 %. */
  annualRate: number;
  years: number;
  /** In euros; absent when the product has none. */
  ceiling?: number;
  /** What the ceiling is compared with: the balance (livrets, the default) or the deposits (PEA). */
  ceilingOn?: "balance" | "deposits";
}

export interface SavingsYear {
  year: number;
  /** Deposits made since the opening, in euros. */
  deposits: number;
  /** Interest credited since the opening, in euros. */
  interest: number;
  balance: number;
}

export interface SavingsProjection {
  finalCapital: number;
  totalDeposits: number;
  totalInterest: number;
  /** The balance at the end of each year. */
  years: SavingsYear[];
  /** The initial deposit was more than the ceiling and was cut to it. */
  initialDepositCapped: boolean;
  /** The first month (1 for the first) in which a deposit was cut by the ceiling. */
  ceilingReachedInMonth?: number;
}

const toCents = (euros: number) => Math.round(euros * 100);
const toEuros = (cents: number) => cents / 100;

function assertSavings({
  initialDeposit,
  monthlyDeposit,
  annualRate,
  years,
  ceiling,
}: SavingsInput) {
  if (
    !(initialDeposit >= 0) ||
    !(monthlyDeposit >= 0) ||
    !(annualRate >= 0) ||
    annualRate >= 1 ||
    !Number.isInteger(years) ||
    years < 1 ||
    (ceiling !== undefined && !(ceiling > 0))
  ) {
    throw new RangeError(
      `Invalid savings: ${initialDeposit} € then ${monthlyDeposit} €/month at ${annualRate} over ${years} years, ceiling ${ceiling}`,
    );
  }
}

export function projectSavings(input: SavingsInput): SavingsProjection {
  assertSavings(input);
  const ceilingCents = input.ceiling === undefined ? Infinity : toCents(input.ceiling);
  const monthlyRate = input.annualRate / 12;
  const monthlyCents = toCents(input.monthlyDeposit);

  let balance = Math.min(toCents(input.initialDeposit), ceilingCents);
  let deposits = balance;
  let interest = 0;
  let ceilingReachedInMonth: number | undefined;
  const years: SavingsYear[] = [];

  for (let year = 1; year <= input.years; year += 1) {
    // Exact fractions of a cent accrue over the year; the bank credits a whole number of cents.
    let accrued = 0;
    for (let monthOfYear = 1; monthOfYear <= 12; monthOfYear += 1) {
      const counted = input.ceilingOn === "deposits" ? deposits : balance;
      const deposit = Math.min(monthlyCents, Math.max(0, ceilingCents - counted));
      if (deposit < monthlyCents) ceilingReachedInMonth ??= (year - 1) * 12 + monthOfYear;
      balance += deposit;
      deposits += deposit;
      accrued += balance * monthlyRate;
    }
    const credited = Math.round(accrued);
    balance += credited;
    interest += credited;
    years.push({
      year,
      deposits: toEuros(deposits),
      interest: toEuros(interest),
      balance: toEuros(balance),
    });
  }

  return {
    finalCapital: toEuros(balance),
    totalDeposits: toEuros(deposits),
    totalInterest: toEuros(interest),
    years,
    initialDepositCapped: toCents(input.initialDeposit) > ceilingCents,
    ceilingReachedInMonth,
  };
}
