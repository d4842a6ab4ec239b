/**
 * What a simulator's amount field says when it cannot use the amount as typed. The bounds and the
 * example arrive written in the page's language.
 */
export const amountFieldText = {
  empty: "Saisissez un montant.",
  notAmount: (example: string) => `Saisissez un montant en chiffres, par exemple ${example}.`,
  belowMin: (bound: string) => `Le minimum est de ${bound} : la simulation retient ${bound}.`,
  aboveMax: (bound: string) => `Le maximum est de ${bound} : la simulation retient ${bound}.`,
  range: (bounds: { min: string; max: string }) => `De ${bounds.min} à ${bounds.max}.`,
};
