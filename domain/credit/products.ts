export const creditProducts = ["pretAuto", "pretPersonnel", "pretVoyage", "pretTravaux"] as const;

export type CreditProduct = (typeof creditProducts)[number];

/** Each loan's name as its page titles it. */
export const creditProductLabels: Readonly<Record<CreditProduct, string>> = {
  pretAuto: "Prêt auto",
  pretPersonnel: "Prêt personnel",
  pretVoyage: "Prêt voyage",
  pretTravaux: "Prêt travaux",
};

export interface AmountBounds {
  min: number;
  max: number;
}

/**
 * The amounts each loan lends, in euros: its simulator offers no other, and its request form and
 * the server refuse a simulation outside them.
 */
export const loanAmounts: Record<CreditProduct, AmountBounds> = {
  pretAuto: { min: 5_000, max: 75_000 },
  pretPersonnel: { min: 1_000, max: 75_000 },
  pretVoyage: { min: 1_000, max: 30_000 },
  pretTravaux: { min: 5_000, max: 100_000 },
};
