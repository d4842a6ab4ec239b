import { describe, expect, it } from "vitest";
import { locales, type Locale } from "@domain/i18n/locales";
import type { Translate } from "./catalogs";
import { catalogOf } from "./catalogOf";

type Build = (t: Translate, locale: Locale) => unknown;

// Each area's structure module is app/content/<area>.ts and exports `<area>ContentIn`: every
// area with catalogs is found here, none is listed by hand.
const structures = import.meta.glob<Record<string, unknown>>("../content/*.ts");
// A function of the page (`months(count)`) asks for its message only when it is called: the ids
// the structure module writes are also read from its source.
const sources = import.meta.glob<string>("../content/*.ts", { query: "?raw", import: "default" });
const catalogFolders = Object.keys(import.meta.glob("../content/catalogs/*/fr.po"));
const areas: Record<string, Build> = Object.fromEntries(
  await Promise.all(
    catalogFolders.map(async (path) => {
      const area = path.split("/").at(-2) ?? "";
      const load = structures[`../content/${area}.ts`];
      if (!load) throw new Error(`The ${area} catalogs have no structure module`);
      return [area, (await load())[`${area}ContentIn`] as Build] as const;
    }),
  ),
);

/** The text leaves of a page's content, by path: `.team[0].role`. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [];
}

/**
 * What a page writes the same in every language (links, codes, people's names, addresses,
 * figures), and the dates the domain's formatter writes in each language as `Intl` would.
 */
const languageFree = (path: string, text: string) =>
  /\.(to|href|name|author|id|kind|platform|product|param|status)$|DefaultTab$|\.updated\.label$/.test(
    path,
  ) ||
  /\.(options\[\d+\]\.value|defaultValue)$/.test(path) ||
  /^[\w.+-]+@[\w.-]+$/.test(text) ||
  !/\p{L}{2,}/u.test(text);

/** The pseudo-locale writes every letter accented or from another alphabet: plain text escaped. */
const pseudoLetters = /[\u00c0-\u024f\u1e00-\u1eff]/u;

describe.each(Object.entries(areas))("the %s catalogs", (area, build) => {
  it("hold exactly the messages the page's structure asks for", async () => {
    const french = await catalogOf(area, "fr");
    const asked = new Set<string>();
    build((id, values) => {
      asked.add(id);
      return french(id, values);
    }, "fr");
    const source = (await sources[`../content/${area}.ts`]?.()) ?? "";
    for (const [, id] of source.matchAll(/\bt\(\s*"([^"]+)"/g)) if (id) asked.add(id);
    const compiled = (await import(`../content/catalogs/${area}/fr.ts`)) as { messages: object };
    expect([...asked].sort()).toEqual(Object.keys(compiled.messages).sort());
  });

  it.each(locales)("draw the page in %s with every message", async (locale) => {
    const texts = leaves(build(await catalogOf(area, locale), locale));
    expect(texts.filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  // The pseudo-locale (accented, issue 33 item 3): a word the structure module wrote itself,
  // instead of taking it from the catalogs, stays plain and is listed here. What the domain
  // writes per language is written as for a reader abroad.
  it("leave no word outside the catalogs, as the pseudo-locale shows", async () => {
    const pseudo = leaves(build(await catalogOf(area, "pseudo"), "en"));
    expect(pseudo.length).toBeGreaterThan(0);
    const escaped = pseudo.filter(
      ([path, text]) => !languageFree(path, text) && !pseudoLetters.test(text),
    );
    expect(escaped).toEqual([]);
  });
});
