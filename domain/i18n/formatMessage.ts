import { formatFileSize } from "../fileSize";
import { numberFormats } from "../format";
import { regionalLocales, type Locale } from "./locales";
import { writeCompiled, type CompiledMessage } from "./compiledMessage";
import { messageRef, type MessageText, type MessageValue } from "./message";
import type { MessageCatalog } from "./messages";

/**
 * Writes `ref` in `locale` from that language's catalog, compiled by Lingui from its PO files
 * (decision record 046), whose texts are ICU MessageFormat (`{minutes, plural, one {# minute}
 * other {# minutes}}`), by `writeCompiled` (decision record 050): plurals and numbers by each language's rules, lists
 * by `Intl.ListFormat` (Spanish « 72 u 84 », « A e I »). Never run at a static page's hydration
 * (decision record 015): messages are shown after an interaction, or written by the server.
 */
export function formatMessage(text: MessageText, locale: Locale, catalog: MessageCatalog): string {
  const ref = messageRef(text);
  // The compiled catalogs give every customer's message; only staff's, French only, may be absent.
  if (!Object.hasOwn(catalog, ref.key)) throw new Error(`No message ${ref.key} in ${locale}`);
  const values =
    ref.values &&
    Object.fromEntries(
      Object.entries(ref.values).map(([name, value]) => [name, writeValue(value, locale, catalog)]),
    );
  return writeCompiled(catalog[ref.key] as CompiledMessage, values, regionalLocales[locale]);
}

const lists = new Map<string, Intl.ListFormat>();

function listFormat(locale: Locale, type: "conjunction" | "disjunction"): Intl.ListFormat {
  const id = `${locale}/${type}`;
  let format = lists.get(id);
  if (!format) {
    format = new Intl.ListFormat(regionalLocales[locale], { type });
    lists.set(id, format);
  }
  return format;
}

/** A value as `locale` writes it; numbers stay numbers, for the template's plural rules. */
function writeValue(value: MessageValue, locale: Locale, catalog: MessageCatalog): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("key" in value) return formatMessage(value, locale, catalog);
  if ("euros" in value) return numberFormats(locale).euros(value.euros);
  if ("wholeEuros" in value) return numberFormats(locale).wholeEuros(value.wholeEuros);
  if ("bytes" in value) return formatFileSize(value.bytes, locale);
  const [items, type] =
    "anyOf" in value
      ? [value.anyOf, "disjunction" as const]
      : [value.allOf, "conjunction" as const];
  return listFormat(locale, type).format(
    items.map((item) => String(writeValue(item, locale, catalog))),
  );
}
