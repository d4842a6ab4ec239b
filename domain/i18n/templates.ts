/**
 * A reference message may hold placeholders, `{min}`: the figures, words or lists it is written
 * with. A rule fills them in French; `translateMessage` (translate.ts) recognises the French message
 * built from the template and writes the same values into the reader's language. Apart from
 * translate.ts, which loads every French message: a rule loads only this.
 */
export const placeholder = /\{(\w+)\}/g;

/** `template` with each `{name}` replaced by its value. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(placeholder, (whole, name: string) => values[name] ?? whole);
