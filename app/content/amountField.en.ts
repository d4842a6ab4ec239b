import type * as french from "./amountField";

export const amountFieldText: typeof french.amountFieldText = {
  empty: "Please enter an amount.",
  notAmount: (example) => `Please enter the amount in figures, for example ${example}.`,
  belowMin: (bound) => `The minimum is ${bound}, so the simulation uses ${bound}.`,
  aboveMax: (bound) => `The maximum is ${bound}, so the simulation uses ${bound}.`,
  range: (bounds) => `From ${bounds.min} to ${bounds.max}.`,
};
