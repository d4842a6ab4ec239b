import type { Locale } from "@domain/i18n/locales";
import type { MessageText } from "@domain/i18n/message";
import { inLocale } from "../../server/i18n";

/** A message as a reader of `locale` reads it: what the API, the pages and the mails write. */
export const written = (text: MessageText, locale: Locale = "fr"): string => inLocale(text, locale);
