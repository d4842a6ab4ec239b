import { translateFileSize } from "../fileSize";
import { numberFormats } from "../format";
import { frenchCatalog as frenchMessages } from "./frenchCatalog";
import type { Locale } from "./locales";
import type { MessageCatalog, MessageKey } from "./messages";
import { fillTemplate, placeholder } from "./templates";

const keyOfFrench = new Map<string, MessageKey>(
  Object.entries(frenchMessages).map(([key, text]) => [text, key as MessageKey]),
);

/** A reference message with placeholders, and what recognises the French messages it fills. */
interface Template {
  key: MessageKey;
  /** The French text, each `{name}` a group that takes whatever the rule wrote there. */
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const templates: Template[] = Object.entries(frenchMessages).flatMap(([key, text]) => {
  const names = [...text.matchAll(placeholder)].map((match) => match[1] ?? "");
  if (names.length === 0) return [];
  // `split` keeps the names between the literal parts: even indexes are text, odd ones names.
  const parts = text
    .split(placeholder)
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : "(.+?)"));
  return [{ key: key as MessageKey, pattern: new RegExp(`^${parts.join("")}$`), names }];
});

/**
 * An amount as French writes it (format.ts): `5 000 €`, `-1 234,56 €`, or with a plain space
 * before the sign, as the situation form's limit is written.
 */
const frenchEuros = /^(-?\d{1,3}(?:\u202f\d{3})*)(?:,(\d{1,2}))?[\u00a0 ]€$/;

/**
 * What joins the last of several alternatives, `12, 24 ou 36`, given that last one: Spanish writes
 * « u » before a sound of o (`72 u 84`, « ochenta y cuatro »).
 */
const alternativeWords: Record<Locale, (last: string) => string> = {
  fr: () => "ou",
  en: () => "or",
  es: (last) => (/^(8|11\b|h?o)/i.test(last) ? "u" : "o"),
  de: () => "oder",
};

/** What joins the last of several items, `A, B et C`: Spanish writes « e » before a sound of i. */
const andWords: Record<Locale, (last: string) => string> = {
  fr: () => "et",
  en: () => "and",
  es: (last) => (/^h?i(?![aeiou])/i.test(last) ? "e" : "y"),
  de: () => "und",
};

/**
 * A value a French message was filled with, written for `locale`: a message of the catalog (a
 * document's name) translated, an amount or a file's size in that language's format, a list of
 * them joined as the language joins alternatives or items, anything else (a figure, a file's
 * format) as it came.
 */
function translateValue(value: string, locale: Locale, catalog: MessageCatalog): string {
  const known = translateMessage(value, locale, catalog);
  if (known !== value) return known;
  const amount = frenchEuros.exec(value);
  if (amount) {
    const euros = Number(`${(amount[1] ?? "").replaceAll("\u202f", "")}.${amount[2] ?? "0"}`);
    const formats = numberFormats(locale);
    return amount[2] ? formats.euros(euros) : formats.wholeEuros(euros);
  }
  const size = translateFileSize(value, locale);
  if (size) return size;
  const items = value.split(", ");
  const last = items.pop() ?? value;
  for (const [word, joins] of [
    [" ou ", alternativeWords],
    [" et ", andWords],
  ] as const) {
    const at = last.lastIndexOf(word);
    // A name of the catalog may hold " ou " itself (« Facture ou devis du véhicule »).
    if (at < 0 || translateMessage(last, locale, catalog) !== last) continue;
    const parts = [...items, last.slice(0, at), last.slice(at + word.length)].map((item) =>
      translateValue(item, locale, catalog),
    );
    const final = parts.pop() ?? "";
    return `${parts.join(", ")} ${joins[locale](final)} ${final}`;
  }
  if (items.length === 0) return value;
  return [...items, last].map((item) => translateValue(item, locale, catalog)).join(", ");
}

/**
 * A form's or the API's French message in `locale`, given that language's catalog. Rules and
 * services word their messages in French, the reference; the translation happens where a message
 * leaves for a reader (the API's answer, a form's field). A message built from a template
 * (`Le montant … entre {min} et {max}`) is recognised by it, and its values written into the
 * language's template. A message not in the catalog stays French.
 */
export function translateMessage(
  message: string,
  locale: Locale,
  catalog: MessageCatalog | undefined,
): string {
  if (locale === "fr" || !catalog) return message;
  const key = keyOfFrench.get(message);
  if (key) return catalog[key];
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      template.names.map((name, index) => [
        name,
        translateValue(match[index + 1] ?? "", locale, catalog),
      ]),
    );
    return fillTemplate(catalog[template.key], values);
  }
  return message;
}
