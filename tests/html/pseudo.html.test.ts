import { describe, expect, it } from "vitest";
import { bank } from "@domain/bank";
import { languageNames } from "@domain/i18n/locales";
import { clientRenderedPaths, notFoundPaths, pageVersions } from "@domain/pages";
import { aproposContent } from "~/content/apropos.i18n";
import { compteCourantContent } from "~/content/compteCourant.i18n";
import { legalUpdateIn } from "~/content/legal";
import { privatePagesContentIn } from "~/content/privatePages";
import { catalogOf } from "~/i18n/catalogOf";
import { shellText } from "~/i18n/shellText";
import { serverDrawnPage } from "../support/built-site";

/**
 * The words of the two catalogs every language of which a page imports with its scripts (the
 * frame's wait and errors, the client-rendered pages' titles): drawn where nothing may be awaited,
 * they stay in the page's language in the pseudo build, and are catalog words all the same.
 */
const importedCatalogWords = [
  ...Object.values(shellText.en),
  ...Object.values(privatePagesContentIn(await catalogOf("privatePages", "en"))),
];

/** People's names: the team's and the customers' quoted on the pages. */
const names = [
  ...(await aproposContent.load("en")).team.map((member) => member.name),
  ...(await compteCourantContent.load("en")).accountTestimonials.map((quote) => quote.author),
];

// The pseudo build (issue 33, item 3): the built server draws every page from the accented
// pseudo-locale's catalogs, so a word written anywhere else (a component, the domain, a route)
// stays plain and is listed here. Set before the renderer is first loaded.
process.env.CATALOG_LOCALE = "pseudo";

/** Every page once, in English: the frame and the words a foreign reader gets. */
const paths = [
  ...new Set([
    ...pageVersions.filter(({ locale }) => locale === "en").map(({ path }) => path),
    ...clientRenderedPaths.filter((path) => path.startsWith("/en/")),
    notFoundPaths.en,
  ]),
];

/** The pseudo-locale writes every letter accented or from another alphabet. */
const pseudoLetters = /[\u00c0-\u024f\u1e00-\u1eff]/u;

/**
 * What a page shows the same in every language (the bank's own names and addresses, each language
 * named in itself, people's names), the dates the domain's formatter writes as `Intl` would, and
 * the catalog words imported in every language.
 */
const sameInEveryLanguage = new Set<string>([
  bank.name,
  bank.legalName,
  bank.address,
  bank.email,
  ...Object.values(languageNames),
  ...names,
  legalUpdateIn("en").label,
  ...importedCatalogWords,
]);
const isCode = (text: string) => /^[\p{Lu}\d\s.&-]+$/u.test(text);

/** The texts a reader sees or hears of a page: its text, its labels and its title. */
function shownTexts(document: Document): string[] {
  for (const hidden of document.querySelectorAll("script, style, template")) hidden.remove();
  const texts: string[] = [document.title];
  const collect = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) texts.push(child.textContent ?? "");
      else collect(child);
    }
  };
  collect(document.body);
  for (const element of document.querySelectorAll("[alt], [aria-label], [title], [placeholder]"))
    for (const name of ["alt", "aria-label", "title", "placeholder"])
      texts.push(element.getAttribute(name) ?? "");
  const description = document.querySelector('meta[name="description"]');
  texts.push(description?.getAttribute("content") ?? "");
  return texts.map((text) => text.replace(` | ${bank.name}`, "").trim());
}

const escaped = (text: string) =>
  /\p{L}{2,}/u.test(text) &&
  !pseudoLetters.test(text) &&
  !sameInEveryLanguage.has(text) &&
  !isCode(text);

describe("the pseudo build", () => {
  it.each(paths)("draws %s with no word outside the catalogs", async (path) => {
    const texts = shownTexts(await serverDrawnPage(path));
    expect(texts.some((text) => pseudoLetters.test(text))).toBe(true);
    expect([...new Set(texts.filter(escaped))]).toEqual([]);
  });
});
