import { accountMessages } from "../i18n/accountMessages";
import { messages } from "../i18n/messages";

/** Apart from the schemas, so that the pages' passkey code does not load zod to show a message. */
export const passkeyMessages = {
  nameRequired: accountMessages.passkeyNameRequired,
  nameTooLong: accountMessages.passkeyNameTooLong,
  passwordRequired: messages.loginPasswordRequired,
  passwordWrong: accountMessages.passwordWrong,
  refused: messages.passkeyRefused,
  cancelled: messages.passkeyCancelled,
  unsupported: messages.passkeyUnsupported,
  unknownPasskey: accountMessages.unknownPasskey,
} as const;
