import { messages as germanAccount } from "./catalogs/account/de";
import { messages as englishAccount } from "./catalogs/account/en";
import { messages as spanishAccount } from "./catalogs/account/es";
import { messages as germanApplication } from "./catalogs/application/de";
import { messages as englishApplication } from "./catalogs/application/en";
import { messages as spanishApplication } from "./catalogs/application/es";
import { messages as germanSite } from "./catalogs/site/de";
import { messages as englishSite } from "./catalogs/site/en";
import { messages as spanishSite } from "./catalogs/site/es";
import { messages as staff } from "./catalogs/staff/fr";
import { frenchCatalog } from "./frenchCatalog";
import type { Locale } from "./locales";
import type { MessageCatalog } from "./messages";

/**
 * Every language's messages, for the server, which writes each answer and mail in its reader's.
 * Staff's are French in every language: the back office is French only (decision record 041).
 */
export const messageCatalogs: Record<Locale, MessageCatalog> = {
  fr: frenchCatalog,
  en: { ...staff, ...englishSite, ...englishAccount, ...englishApplication },
  es: { ...staff, ...spanishSite, ...spanishAccount, ...spanishApplication },
  de: { ...staff, ...germanSite, ...germanAccount, ...germanApplication },
};
