/**
 * Usury thresholds (seuils de l'usure) of consumer credit, by amount borrowed (art. L314-6 of the
 * Consumer Code): no TAEG may reach the threshold of its band. The Banque de France publishes them
 * in the Journal officiel at the end of each quarter for the next one: replace the quarter below
 * with each new one (docs/decisions/007-consumer-credit-law.md says where to find it).
 */

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

/** The most recent thresholds published: the ones every rate of the site is checked against. */
export const usuryThresholds: UsuryQuarter = {
  from: "2026-01-01",
  to: "2026-03-31",
  bands: [{ upTo: 3_000, rate: 0.2356 }, { upTo: 6_000, rate: 0.1587 }, { rate: 0.0867 }],
  source: "Avis de la Banque de France publié au Journal officiel le 29 décembre 2025",
};

/** The threshold of the band an amount borrowed falls in. */
export function usuryRate(quarter: UsuryQuarter, amount: number): number {
  const band = quarter.bands.find((item) => item.upTo === undefined || amount <= item.upTo);
  if (!band) throw new Error(`No usury band for ${amount} € in ${quarter.from}`);
  return band.rate;
}
