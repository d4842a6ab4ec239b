import { rule } from "../i18n/message";

/** Apart from the schemas, so that the pages' passkey code does not load zod to show a message. */
export const passkeyMessages = {
  nameRequired: rule("passkeyNameRequired"),
  nameTooLong: rule("passkeyNameTooLong"),
  passwordRequired: rule("loginPasswordRequired"),
  passwordWrong: rule("passwordWrong"),
  refused: rule("passkeyRefused"),
  cancelled: rule("passkeyCancelled"),
  unsupported: rule("passkeyUnsupported"),
  unknownPasskey: rule("unknownPasskey"),
} as const;
