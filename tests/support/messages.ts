import type { Locale } from "@domain/i18n/locales";
import type { FieldErrors } from "@domain/forms/fieldErrors";
import { message, rule, type MessageText, type RuleMessage } from "@domain/i18n/message";
import type { MessageKey } from "@domain/i18n/messages";
import { catalogs, inLocale } from "../../server/i18n";

/**
 * A message as a reader of `locale` reads it: what the API, the pages and the mails write. A test
 * that expected a message and got none fails here, with that said.
 */
export function written(text: MessageText | undefined, locale: Locale = "fr"): string {
  if (text === undefined) throw new Error("Expected a message, got none");
  return inLocale(text, locale);
}

/**
 * Every message of `locale` written without values, by key (`messages.emailRequired`): what a
 * page shows of a message that has none. One with values is `written(message(key, values))`.
 */
export const writtenMessages = (locale: Locale = "fr"): Record<MessageKey, string> =>
  Object.fromEntries(
    Object.keys(catalogs[locale]).map((key) => [key, written(message(key as MessageKey), locale)]),
  ) as Record<MessageKey, string>;

/**
 * Each field's message as its rule gives it (`rule(…)`, the values the rule module exports), for
 * tests that compare a schema's answer with the rule's own messages.
 */
export const ruleMessages = (errors: FieldErrors): Record<string, RuleMessage> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, ref]) =>
      ref ? [[field, rule(ref.key, ref.values)]] : [],
    ),
  );

/** Each field's message as a reader of `locale` reads it next to the field. */
export const writtenErrors = (errors: FieldErrors, locale: Locale = "fr"): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, ref]) => (ref ? [[field, written(ref, locale)]] : [])),
  );
