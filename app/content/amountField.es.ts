import type * as french from "./amountField";

export const amountFieldText: typeof french.amountFieldText = {
  empty: "Indique un importe.",
  notAmount: (example) => `Indique el importe en cifras, por ejemplo ${example}.`,
  belowMin: (bound) => `El mínimo es de ${bound}: la simulación utiliza ${bound}.`,
  aboveMax: (bound) => `El máximo es de ${bound}: la simulación utiliza ${bound}.`,
  range: (bounds) => `De ${bounds.min} a ${bounds.max}.`,
};
