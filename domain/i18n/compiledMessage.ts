/**
 * A message as `lingui compile` writes it (decision record 044): a string, or a list of text and
 * placeholders, `[name]`, or `[name, "select" | "plural" | "selectordinal", cases]`.
 */
export type CompiledMessage = string | readonly CompiledPart[];
type Cases = Readonly<Record<string, CompiledMessage>> & { offset?: number };
type CompiledPart = string | readonly [name: string, kind?: string, cases?: Cases];

const pluralRules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/** Each locale's rules, made on the first plural: a static page's words have none (decision 015). */
function rulesOf(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const id = `${locale}/${type}`;
  let rules = pluralRules.get(id);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(id, rules);
  }
  return rules;
}

function numberIn(locale: string): Intl.NumberFormat {
  let format = numbers.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numbers.set(locale, format);
  }
  return format;
}

/**
 * Writes a compiled message with its values, in `locale`'s plural rules (`fr-FR`…), as Lingui's
 * runtime does (compiledMessage.test.ts compares the two over every catalog): written here because
 * that runtime, its formats and its event emitter were 1.7 KB of every page's scripts, where the
 * words only need this (decision record 050).
 */
export function writeCompiled(
  message: CompiledMessage,
  values: Readonly<Record<string, unknown>> = {},
  locale: string,
): string {
  const write = (parts: CompiledMessage, count?: string): string => {
    if (typeof parts === "string") return parts;
    let text = "";
    for (const part of parts) {
      if (typeof part === "string") {
        text += part === "#" && count !== undefined ? count : part;
        continue;
      }
      const [name, kind, cases] = part;
      const value = values[name];
      if (!kind || !cases) {
        if (value != null) text += String(value);
        continue;
      }
      if (kind === "select") {
        const chosen = cases[String(value)] ?? cases.other;
        if (chosen !== undefined) text += write(chosen);
        continue;
      }
      const offset = cases.offset ?? 0;
      const amount = Number(value) - offset;
      const type = kind === "selectordinal" ? "ordinal" : "cardinal";
      const chosen =
        cases[String(value)] ?? cases[rulesOf(locale, type).select(amount)] ?? cases.other;
      if (chosen !== undefined) text += write(chosen, numberIn(locale).format(amount));
    }
    return text;
  };
  return write(message);
}
