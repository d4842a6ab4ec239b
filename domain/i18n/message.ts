import type { MessageKey } from "./messages";

/**
 * A message as rules and services give it: its key in the catalogs and the values it is written
 * with, never a finished French sentence (issue 33). Whoever shows it writes it in the reader's
 * language (`formatMessage`, domain/i18n/formatMessage.ts): the API for its answers, the pages for
 * theirs, the mails for their reader.
 */
export interface MessageRef {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/**
 * A value a message is written with, each kind written as the reader's language writes it: a
 * number (for the catalog's `plural` and `number` arguments), an amount, a file's size, another
 * message (a document's name), or a list of them joined as alternatives or as items.
 */
export type MessageValue =
  | string
  | number
  | MessageRef
  | { readonly euros: number }
  | { readonly wholeEuros: number }
  | { readonly bytes: number }
  | { readonly anyOf: readonly MessageValue[] }
  | { readonly allOf: readonly MessageValue[] };

/** The message `key` written with `values`. */
export const message = (key: MessageKey, values?: MessageRef["values"]): MessageRef =>
  values ? { key, values } : { key };

/** What a message may still be while the rules move to keys: a French sentence, or a reference. */
export type MessageText = string | MessageRef;

/** The French sentence of a rule not moved yet, or a reference's key: for logs and tests. */
export const messageId = (text: MessageText): string =>
  typeof text === "string" ? text : text.key;
