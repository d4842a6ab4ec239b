import type { Messages } from "@lingui/core";
import type {
  AccountMessageKey,
  ApplicationMessageKey,
  SiteMessageKey,
  StaffMessageKey,
} from "./catalogs/keys";

/*
 * The messages forms and the API show are PO catalogs a translator edits (decision record 046):
 * `domain/i18n/catalogs/<area>/<locale>.po`, French the reference, compiled by `npm run catalogs`,
 * which also writes their keys' types (catalogs/keys.ts) from the French files. To add or reword a
 * message, edit the PO files: a misspelt key then fails the type check, a missing translation the
 * compilation. Nothing here is loaded at run time.
 */

/** The public site's messages: what every page may show, French pages included. */
export type { SiteMessageKey };
/**
 * Every message a catalog translates. The client area's and the credit application's are apart
 * from the public site's: a public page's first message loads the site's only (the JavaScript
 * budget of issue 17).
 */
export type CustomerMessageKey = SiteMessageKey | AccountMessageKey | ApplicationMessageKey;
/** Every message, staff's included (catalogs/staff/fr.po: French in every language). */
export type MessageKey = CustomerMessageKey | StaffMessageKey;
/** What a message is written from: a language's messages as Lingui compiles them. */
export type MessageCatalog = Messages;
