import { accountMessages } from "./accountMessages";
import { applicationMessages } from "./applicationMessages";
import { messages, type MessageCatalog } from "./messages";
import { staffMessages } from "./staffMessages";

/** Every French message, the reference the other catalogs translate: the public site's, the account's, the application's, and staff's. */
export const frenchCatalog: MessageCatalog = {
  ...messages,
  ...accountMessages,
  ...applicationMessages,
  ...staffMessages,
};
