/** Around every form's fields: the legend of required fields, a select's empty choice, sending. */
export const formText = {
  requiredBefore: "Les champs marqués d'un astérisque (",
  requiredAfter: ") sont obligatoires.",
  asterisk: "astérisque",
  choose: "Sélectionnez",
  sending: "Envoi…",
};
