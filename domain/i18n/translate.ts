import type { Locale } from "./locales";
import { messages as french, type MessageCatalog, type MessageKey } from "./messages";

const keyOfFrench = new Map<string, MessageKey>(
  Object.entries(french).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * A form's or the API's French message in `locale`, given that language's catalog. Rules and
 * services word their messages in French, the reference; the translation happens where a message
 * leaves for a reader (the API's answer, a form's field). A message not in the catalog stays French.
 */
export function translateMessage(
  message: string,
  locale: Locale,
  catalog: MessageCatalog | undefined,
): string {
  if (locale === "fr" || !catalog) return message;
  const key = keyOfFrench.get(message);
  return key ? catalog[key] : message;
}
