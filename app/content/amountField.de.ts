import type * as french from "./amountField";

export const amountFieldText: typeof french.amountFieldText = {
  empty: "Bitte geben Sie einen Betrag ein.",
  notAmount: (example) => `Bitte geben Sie den Betrag in Ziffern ein, zum Beispiel ${example}.`,
  belowMin: (bound) => `Der Mindestbetrag ist ${bound}: Die Simulation rechnet mit ${bound}.`,
  aboveMax: (bound) => `Der Höchstbetrag ist ${bound}: Die Simulation rechnet mit ${bound}.`,
  range: (bounds) => `Von ${bounds.min} bis ${bounds.max}.`,
};
