import { formatWholeEuros } from "@domain/format";

export interface Bounds {
  /** Euros. */
  min: number;
  max: number;
}

/** What a typed amount gives the simulation: a number within the bounds, or nothing to use. */
export interface AmountReading {
  /** Absent when the text is not an amount: the simulation keeps its previous value. */
  value?: number;
  /** Why the text was not taken as it is. */
  message?: string;
}

/** Digits with an optional decimal comma or point and up to two decimals: `15000`, `1250,50`. */
const amountPattern = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * Reads an amount as a French customer types it (`15 000`, `15000 €`, `1 250,50`) and clamps it
 * to the bounds, saying so, so that a simulation never computes with a value out of range or NaN.
 */
export function readAmount(text: string, { min, max }: Bounds): AmountReading {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, "");
  if (compact === "") return { message: "Saisissez un montant." };
  if (!amountPattern.test(compact)) {
    return { message: "Saisissez un montant en chiffres, par exemple 15 000." };
  }
  const value = Number(compact.replace(",", "."));
  if (value < min) {
    return {
      value: min,
      message: `Le minimum est de ${formatWholeEuros(min)} : la simulation retient ${formatWholeEuros(min)}.`,
    };
  }
  if (value > max) {
    return {
      value: max,
      message: `Le maximum est de ${formatWholeEuros(max)} : la simulation retient ${formatWholeEuros(max)}.`,
    };
  }
  return { value };
}
