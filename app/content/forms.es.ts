import type * as french from "./forms";

export const formText: typeof french.formText = {
  requiredBefore: "Los campos marcados con un asterisco (",
  requiredAfter: ") son obligatorios.",
  asterisk: "asterisco",
  choose: "Seleccione una opción",
  sending: "Enviando…",
};
