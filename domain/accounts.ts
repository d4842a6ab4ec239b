/**
 * The current account offers' prices and conditions: the account page, its comparison table and
 * its description write them in each language with the domain's formatters (format.ts).
 */

export type AccountOfferId = "essentiel" | "plus" | "premium";

export interface AccountOfferTerms {
  /** In euros. */
  monthlyPrice: number;
  /** Authorised overdraft in euros, 0 when the offer has none. */
  overdraftLimit: number;
  /** The fee on a card payment outside the euro area, as a fraction of its amount. */
  foreignPaymentFee: number;
}

export const accountOffers: Readonly<Record<AccountOfferId, AccountOfferTerms>> = {
  essentiel: { monthlyPrice: 2, overdraftLimit: 0, foreignPaymentFee: 0.02 },
  plus: { monthlyPrice: 7, overdraftLimit: 500, foreignPaymentFee: 0.01 },
  premium: { monthlyPrice: 15, overdraftLimit: 3_000, foreignPaymentFee: 0 },
};

/** The lowest monthly price: what the page announces as "à partir de". */
export const accountStartingPrice = Math.min(
  ...Object.values(accountOffers).map((offer) => offer.monthlyPrice),
);

/**
 * The Essentiel offer's cash withdrawals in the euro area: this many free each month, then a fee
 * in euros for each; the other offers' are free.
 */
export const essentielWithdrawals = { freePerMonth: 3, extraFee: 1 } as const;
