import type { Locale } from "../domain/i18n/locales";
import { formatMessage } from "../domain/i18n/formatMessage";
import { frenchCatalog } from "../domain/i18n/frenchCatalog";
import type { MessageText } from "../domain/i18n/message";
import type { MessageCatalog } from "../domain/i18n/messages";
import { messages as german } from "../domain/i18n/messages.de";
import { messages as english } from "../domain/i18n/messages.en";
import { messages as spanish } from "../domain/i18n/messages.es";
import { translateMessage } from "../domain/i18n/translate";

/** Every language's messages: the server writes each answer and mail in its reader's. */
export const catalogs: Record<Locale, MessageCatalog> = {
  fr: frenchCatalog,
  en: english,
  es: spanish,
  de: german,
};

/**
 * A message in `locale`: a reference written from that language's catalog; a French sentence of
 * a rule not yet moved to keys (issue 33), recognised in the French catalog as before.
 */
export const inLocale = (text: MessageText, locale: Locale): string =>
  typeof text === "string"
    ? translateMessage(text, locale, catalogs[locale])
    : formatMessage(text, locale, catalogs[locale]);
