import type { ExpectedMonthlyInflow, MonthlyIncomeBand } from "./accountOpening";

/**
 * The amounts behind the bands an account opening asks for (domain/forms/accountOpening.ts): the
 * codes name them, these numbers are what the page writes with the domain's formatter, in euros a
 * month. `from` is in the band, `below` is not: each band starts where the one before it stops.
 * A table of their own, beside the codes' file, so that a page reading them loads no schema.
 */
export interface AmountBand {
  from?: number;
  below?: number;
}

/** The net monthly income bands, lowest first. */
export const monthlyIncomeBounds = {
  under1000: { below: 1_000 },
  from1000: { from: 1_000, below: 2_000 },
  from2000: { from: 2_000, below: 3_500 },
  from3500: { from: 3_500, below: 6_000 },
  from6000: { from: 6_000 },
} as const satisfies Record<MonthlyIncomeBand, AmountBand>;

/** What the customer expects to receive on the account each month, lowest first. */
export const expectedMonthlyInflowBounds = {
  under1000: { below: 1_000 },
  from1000: { from: 1_000, below: 3_000 },
  from3000: { from: 3_000, below: 10_000 },
  from10000: { from: 10_000 },
} as const satisfies Record<ExpectedMonthlyInflow, AmountBand>;
