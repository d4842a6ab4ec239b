import type { FastifyRequest } from "fastify";
import type { Locale } from "../domain/i18n/locales";
import { formatMessage } from "../domain/i18n/formatMessage";
import type { MessageText } from "../domain/i18n/message";
import { messageCatalogs } from "../domain/i18n/messageCatalogs";
import { requestLocale } from "./plugins/language";

/**
 * Every language's messages, compiled from the PO catalogs (decision record 046): the server
 * writes each answer and mail in its reader's. Staff's messages are French in every language: the
 * back office is French only (decision record 041).
 */
export const catalogs = messageCatalogs;

/** A message in `locale`, written from that language's catalog. */
export const inLocale = (text: MessageText, locale: Locale): string =>
  formatMessage(text, locale, catalogs[locale]);

/** A message in the language of the request it answers. */
export const inRequestLanguage = (request: FastifyRequest, text: MessageText): string =>
  inLocale(text, requestLocale(request));
