import type { Messages } from "@lingui/core";
import { writeCompiled, type CompiledMessage } from "../../domain/i18n/compiledMessage";
import { regionalLocales, type Locale } from "../../domain/i18n/locales";
import { messages as german } from "./catalogs/de";
import { messages as english } from "./catalogs/en";
import { messages as spanish } from "./catalogs/es";
import { messages as french } from "./catalogs/fr";

/** A mail catalog's message by its id, with its values: what the letters are written with. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * Reads a compiled mail catalog (server/mail/catalogs/<language>.po, decision record 049) with
 * `writeCompiled` (decision record 050), numbers and plurals by `regional` rules. An id the catalog lacks throws: a
 * mail is never sent with an id in it.
 */
export function translatorOf(name: string, messages: Messages, regional: string): Translate {
  return (id, values) => {
    if (!Object.hasOwn(messages, id)) throw new Error(`No message ${id} in the ${name} mails`);
    return writeCompiled(messages[id] as CompiledMessage, values, regional);
  };
}

const catalogs: Record<Locale, Messages> = { fr: french, en: english, es: spanish, de: german };
const translators = new Map<Locale, Translate>();

/** The mails' words in `locale`, compiled by `npm run catalogs`. */
export function mailTranslator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = translatorOf(locale, catalogs[locale], regionalLocales[locale]);
    translators.set(locale, translate);
  }
  return translate;
}
