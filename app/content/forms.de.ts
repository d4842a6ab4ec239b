import type * as french from "./forms";

export const formText: typeof french.formText = {
  requiredBefore: "Mit einem Sternchen (",
  requiredAfter: ") gekennzeichnete Felder sind Pflichtfelder.",
  asterisk: "Sternchen",
  choose: "Bitte auswählen",
  sending: "Wird gesendet…",
};
