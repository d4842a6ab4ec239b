import type { FastifyRequest } from "fastify";
import type { Locale } from "../domain/i18n/locales";
import { formatMessage } from "../domain/i18n/formatMessage";
import { frenchCatalog } from "../domain/i18n/frenchCatalog";
import type { MessageText } from "../domain/i18n/message";
import type { MessageCatalog } from "../domain/i18n/messages";
import { messages as german } from "../domain/i18n/messages.de";
import { messages as english } from "../domain/i18n/messages.en";
import { messages as spanish } from "../domain/i18n/messages.es";
import { staffMessages } from "../domain/i18n/staffMessages";
import { requestLocale } from "./plugins/language";

/**
 * Every language's messages: the server writes each answer and mail in its reader's. Staff's
 * messages are French in every language: the back office is French only (decision record 041).
 */
export const catalogs: Record<Locale, MessageCatalog> = {
  fr: frenchCatalog,
  en: { ...staffMessages, ...english },
  es: { ...staffMessages, ...spanish },
  de: { ...staffMessages, ...german },
};

/** A message in `locale`, written from that language's catalog. */
export const inLocale = (text: MessageText, locale: Locale): string =>
  formatMessage(text, locale, catalogs[locale]);

/** A message in the language of the request it answers. */
export const inRequestLanguage = (request: FastifyRequest, text: MessageText): string =>
  inLocale(text, requestLocale(request));
