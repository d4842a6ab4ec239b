/** Apart from the schemas, so that the pages' passkey code does not load zod to show a message. */
export const passkeyMessages = {
  nameRequired: "Donnez un nom à cette clé d'accès",
  nameTooLong: "Le nom doit contenir au plus 60 caractères",
  passwordRequired: "Le mot de passe est requis",
  passwordWrong: "Le mot de passe est incorrect",
  refused:
    "Cette clé d'accès n'a pas pu être vérifiée. Réessayez, ou connectez-vous avec votre email et votre mot de passe.",
  cancelled: "L'opération a été annulée ou le délai est dépassé. Vous pouvez réessayer.",
  unsupported: "Ce navigateur ne permet pas d'utiliser une clé d'accès.",
  unknownPasskey: "Cette clé d'accès n'existe plus.",
} as const;
