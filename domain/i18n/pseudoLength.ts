import type { CompiledMessage } from "./compiledMessage";

/** A letter whose base, its accents taken off, is a vowel: the pseudo-locale's `ā`, `ē`, `ĩ`… */
const isVowel = (letter: string) => "aeiouyAEIOUY".includes(letter.normalize("NFD")[0] ?? "");

/**
 * The pseudo-locale's text lengthened (issue 33, item 3): each vowel written twice, so that every
 * word grows (by about 40 % in French) the way German's long compounds do, and a layout that only
 * holds French's lengths shows it. Lingui's pseudo-locale accents but does not lengthen.
 */
export const lengthenedText = (text: string): string =>
  text.replace(/\p{L}/gu, (letter) => (isVowel(letter) ? letter + letter : letter));

/**
 * A compiled message with its text lengthened and its placeholders, select keys and plural `#`
 * left as they are: the values written into it are the domain's, not the catalog's.
 */
export function lengthenedMessage(message: CompiledMessage): CompiledMessage {
  if (typeof message === "string") return lengthenedText(message);
  return message.map((part) => {
    if (typeof part === "string") return part === "#" ? part : lengthenedText(part);
    const [name, kind, cases] = part;
    if (!kind || !cases) return part;
    const lengthenedCases: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(cases))
      lengthenedCases[key] = key === "offset" ? value : lengthenedMessage(value as CompiledMessage);
    return [name, kind, lengthenedCases] as const;
  }) as CompiledMessage;
}
