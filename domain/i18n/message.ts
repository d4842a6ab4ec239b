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

/**
 * A message as a zod rule carries it (decision record 041): zod's issues hold strings, so the
 * reference travels as its key, or as its JSON when it has values. Branded, so that no French
 * sentence and no other string passes for one.
 */
export type RuleMessage = string & { readonly ruleMessage: unique symbol };

/** The message `key` with `values`, as a zod rule's `error` or `message`. */
export const rule = (key: MessageKey, values?: MessageRef["values"]): RuleMessage =>
  (values ? JSON.stringify({ key, values }) : key) as RuleMessage;

/** What a message may be: a reference, or a rule's message as zod carries it. */
export type MessageText = MessageRef | RuleMessage;

/** The reference a message stands for. */
export function messageRef(text: MessageText | string): MessageRef {
  if (typeof text !== "string") return text;
  return text.startsWith("{") ? (JSON.parse(text) as MessageRef) : { key: text as MessageKey };
}

/** Every message `ref` is written from: its own, and those named among its values. */
export function messageKeys(ref: MessageRef): MessageKey[] {
  const named = (value: MessageValue): MessageKey[] => {
    if (typeof value !== "object") return [];
    if ("key" in value) return messageKeys(value);
    if ("anyOf" in value) return value.anyOf.flatMap(named);
    if ("allOf" in value) return value.allOf.flatMap(named);
    return [];
  };
  return [ref.key, ...Object.values(ref.values ?? {}).flatMap(named)];
}

/** A message's key: for logs and tests. */
export const messageId = (text: MessageText): string => messageRef(text).key;
