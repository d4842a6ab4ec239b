/**
 * Usury thresholds (seuils de l'usure) of consumer credit, by amount borrowed (art. L314-6 of the
 * Consumer Code): no TAEG may reach the threshold of its band. The Banque de France publishes them
 * in the Journal officiel at the end of each quarter for the next one: replace the quarter below
 * with each new one (docs/decisions/007-consumer-credit-law.md says where to find it).
 */

import { formatLongDate } from "../dates";

export interface UsuryBand {
  /** Upper bound of the band, in euros, inclusive; the last band has none. */
  upTo?: number;
  /** The threshold, as a fraction: 0.0867 for 8,67 %. */
  rate: number;
}

export interface UsuryQuarter {
  /** First day the thresholds apply, `YYYY-MM-DD`. */
  from: string;
  /** Last day they apply. */
  to: string;
  /** Bands in increasing `upTo`. */
  bands: readonly UsuryBand[];
  source: string;
}

/**
 * The quarters published, oldest first: add each new one at the end. The latest one sourced is
 * still the first quarter of 2026 (docs/decisions/026-usury-thresholds-watched.md).
 */
export const usuryQuarters: readonly UsuryQuarter[] = [
  {
    from: "2026-01-01",
    to: "2026-03-31",
    bands: [{ upTo: 3_000, rate: 0.2356 }, { upTo: 6_000, rate: 0.1587 }, { rate: 0.0867 }],
    source: "Avis de la Banque de France publié au Journal officiel le 29 décembre 2025",
  },
];

const latestQuarter = usuryQuarters.at(-1);
if (!latestQuarter) throw new Error("No usury quarter is recorded");

/** The most recent thresholds recorded: the ones every rate of the site is checked against. */
export const usuryThresholds: UsuryQuarter = latestQuarter;

/**
 * The thresholds for a loan made on `day`: the quarter that covers it, or, once the last quarter
 * recorded has ended, that quarter, marked as no longer current (a newer one has been published
 * and is to be recorded: the offers stay far below any threshold meanwhile).
 */
export function usuryOn(day: string): { quarter: UsuryQuarter; current: boolean } {
  const covering = usuryQuarters.find((quarter) => quarter.from <= day && day <= quarter.to);
  return covering
    ? { quarter: covering, current: true }
    : { quarter: usuryThresholds, current: false };
}

/** What staff and the operator's log are told once the thresholds recorded are out of date. */
export function usuryOutdatedNotice(day: string): string | undefined {
  const { quarter, current } = usuryOn(day);
  if (current) return undefined;
  return `Les seuils de l'usure enregistrés sont ceux du ${formatLongDate(quarter.from)} au ${formatLongDate(quarter.to)} : ajoutez ceux du trimestre en cours, publiés par la Banque de France au Journal officiel, dans domain/credit/usury.ts.`;
}

/** Whether a TAEG is below the usury threshold of its amount's band (it must be, strictly). */
export const belowUsury = (quarter: UsuryQuarter, amount: number, taeg: number) =>
  taeg < usuryRate(quarter, amount);

/** The threshold of the band an amount borrowed falls in. */
export function usuryRate(quarter: UsuryQuarter, amount: number): number {
  const band = quarter.bands.find((item) => item.upTo === undefined || amount <= item.upTo);
  if (!band) throw new Error(`No usury band for ${amount} € in ${quarter.from}`);
  return band.rate;
}
