/**
 * Text as a reader sees it: French typography puts no-break spaces (U+00A0, U+202F) in amounts and
 * before « : ; ! ? », and `Intl` uses them too; a test compares words, not kinds of spaces.
 */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ");

/**
 * The sentences of a document: the text of each element that holds words of its own, outside what
 * is marked as another language (the French warning the credit law requires) and addresses. Three
 * words or more: names, figures and addresses are the same in every language.
 */
export function sentencesOf(document: Document): string[] {
  const lang = document.documentElement.getAttribute("lang");
  const texts = new Set<string>();
  for (const element of document.body.querySelectorAll(
    "h1, h2, h3, p, li, a, button, label, summary, dt, dd, th, td, figcaption, caption",
  )) {
    if (element.closest("address, script, style, svg")) continue;
    if (element.closest("[lang]")?.getAttribute("lang") !== lang) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent ?? "")
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
    if (own.split(" ").filter((word) => /\p{L}{2,}/u.test(word)).length >= 3) texts.add(own);
  }
  return [...texts];
}
