import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { glossary, type GlossaryEntry } from "./glossary";
import { locales, type Locale } from "./locales";

const root = fileURLToPath(new URL("../..", import.meta.url));
const at = (...path: string[]) => join(root, ...path);

/** Every TypeScript file under `dir`, tests excepted. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const contentFiles = readdirSync(at("app", "content"));

/**
 * The PO catalogs of `locale` (decision records 044, 046 and 049): each page area's, the forms' and
 * the API's messages, and the mails'.
 */
const poFiles = (locale: Locale) => [
  ...readdirSync(at("app", "content", "catalogs"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => at("app", "content", "catalogs", entry.name, `${locale}.po`))
    // A page being moved may have its French catalog only: `npm run catalogs` says so.
    .filter((file) => existsSync(file)),
  ...["site", "account", "application"].map((area) =>
    at("domain", "i18n", "catalogs", area, `${locale}.po`),
  ),
  at("server", "mail", "catalogs", `${locale}.po`),
];

/**
 * Where each language's words live: the pages' texts, the forms' and the API's messages, the
 * mails. French, the reference, also has words in the code of features, forms and services.
 */
const catalogs: Record<Locale, string[]> = {
  fr: [
    ...contentFiles
      .filter((name) => /^[^.]+\.ts$/.test(name))
      .map((name) => at("app", "content", name)),
    ...poFiles("fr"),
    ...["app/features", "app/components", "domain/forms", "domain/api", "server/services"].flatMap(
      (dir) => sources(at(dir)),
    ),
  ],
  ...(Object.fromEntries(
    locales
      .filter((locale) => locale !== "fr")
      .map((locale) => [
        locale,
        [
          ...contentFiles
            .filter((name) => name.endsWith(`.${locale}.ts`))
            .map((name) => at("app", "content", name)),
          ...poFiles(locale),
        ],
      ]),
  ) as Record<Exclude<Locale, "fr">, string[]>),
};

/** Files that may hold every language side by side: the routes (the shell's words are in PO now). */
const multilingual = sources(at("app", "routes"));

const text = new Map<string, string>();
const read = (file: string) => {
  let content = text.get(file);
  if (content === undefined) {
    content = readFileSync(file, "utf8");
    // A translation's PO file holds the French above each message: its own words only.
    if (file.endsWith(".po")) content = content.replace(/^#.*$/gm, "");
    text.set(file, content);
  }
  return content;
};

const entries = Object.entries(glossary) as [string, GlossaryEntry][];

/** The forbidden variants of every concept in `locale`, named for the failure message. */
const forbiddenIn = (locale: Locale) =>
  entries.flatMap(([name, entry]) =>
    (entry.forbidden[locale] ?? []).map((pattern) => ({ name, pattern })),
  );

/** « file: variant » for each forbidden variant a file holds. */
function drift(files: readonly string[], locale: Locale): string[] {
  return files.flatMap((file) =>
    forbiddenIn(locale).flatMap(({ name, pattern }) => {
      const found = read(file).match(pattern);
      return found ? [`${file.slice(root.length)}: « ${found[0]} » for ${name}`] : [];
    }),
  );
}

describe("the glossary", () => {
  it.each(entries)("%s forbids none of its own terms", (_, entry) => {
    for (const locale of locales)
      for (const pattern of entry.forbidden[locale] ?? [])
        expect(entry.term[locale], `${locale}: ${pattern}`).not.toMatch(pattern);
  });

  it("finds its catalogs in every language", () => {
    for (const locale of locales) expect(catalogs[locale].length).toBeGreaterThan(20);
  });

  it.each(locales)("has its terms used in %s", (locale) => {
    const all = catalogs[locale].map(read).join("\n").toLowerCase();
    for (const [name, entry] of entries)
      expect(all.includes(entry.term[locale].toLowerCase()), `${name}: ${entry.term[locale]}`).toBe(
        true,
      );
  });

  it.each(locales)("finds no other name for a concept in the %s texts", (locale) => {
    expect(drift(catalogs[locale], locale)).toEqual([]);
  });

  it("finds no other name for a concept in the files that hold every language", () => {
    expect(locales.flatMap((locale) => drift(multilingual, locale))).toEqual([]);
  });

  it("catches the drift the review found", () => {
    const found = (locale: Locale, sentence: string) =>
      forbiddenIn(locale).some(({ pattern }) => pattern.test(sentence));
    expect(found("en", "Get my agreement in principle")).toBe(true);
    expect(found("es", "Obtener mi respuesta de principio")).toBe(true);
    expect(found("en", "your latest tax assessment")).toBe(true);
    expect(found("en", "Wealth and tax assessment")).toBe(false);
    expect(found("en", "our advisory bankers")).toBe(false);
    expect(found("es", "Un gestor le llamará")).toBe(true);
    expect(found("es", "nuestros gestores de carteras")).toBe(false);
    expect(found("es", "su última declaración de la renta")).toBe(true);
    expect(found("de", "Zwei-Faktor-Authentifizierung aktiviert")).toBe(true);
    expect(found("de", "Unsere Grundsatzantwort lautet")).toBe(true);
  });
});
