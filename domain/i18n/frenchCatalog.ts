import { messages as account } from "./catalogs/account/fr";
import { messages as application } from "./catalogs/application/fr";
import { messages as site } from "./catalogs/site/fr";
import { messages as staff } from "./catalogs/staff/fr";
import type { MessageCatalog } from "./messages";

/** Every French message: the public site's, the account's, the application's, and staff's. */
export const frenchCatalog: MessageCatalog = { ...site, ...account, ...application, ...staff };
