import { messages } from "../i18n/messages";

/** Apart from the schemas, so that the pages' passkey code does not load zod to show a message. */
export const passkeyMessages = {
  nameRequired: "Donnez un nom à cette clé d'accès",
  nameTooLong: "Le nom doit contenir au plus 60 caractères",
  passwordRequired: messages.loginPasswordRequired,
  passwordWrong: "Le mot de passe est incorrect",
  refused: messages.passkeyRefused,
  cancelled: messages.passkeyCancelled,
  unsupported: messages.passkeyUnsupported,
  unknownPasskey: "Cette clé d'accès n'existe plus.",
} as const;
