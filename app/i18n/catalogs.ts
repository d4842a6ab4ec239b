import type { Messages } from "@lingui/core";
import { writeCompiled, type CompiledMessage } from "@domain/i18n/compiledMessage";
import { lengthenedMessage } from "@domain/i18n/pseudoLength";
import { locales, regionalLocales, type Locale } from "@domain/i18n/locales";

/** A catalog's message by its id, with its values: what a page's structure module writes with. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The catalogs' languages: the site's, and the tests' pseudo-locale (issue 33, item 3). */
export type CatalogLocale = Locale | "pseudo";

/**
 * Reads a compiled catalog (decision records 044 and 050): no `Intl` for a message without a
 * plural. An id the catalog lacks throws: a page drawn with it fails its pre-rendering, and so the
 * build, instead of showing an id to a customer.
 */
export function translatorOf(locale: CatalogLocale, messages: Messages): Translate {
  // The pseudo-locale is the server's and the tests' alone: the browser's bundle drops the branch.
  const pseudo = import.meta.env.SSR && locale === "pseudo";
  const regional = pseudo ? regionalLocales.fr : regionalLocales[locale as Locale];
  return (id, values) => {
    // Said in full where it fails the build; the browser, which cannot meet it, keeps the id.
    if (!Object.hasOwn(messages, id))
      throw new Error(import.meta.env.SSR ? `No message ${id} in the ${locale} catalog` : id);
    const message = messages[id] as CompiledMessage;
    return writeCompiled(pseudo ? lengthenedMessage(message) : message, values, regional);
  };
}

/**
 * The server's pseudo build (issue 33, item 3, decision record 047): `CATALOG_LOCALE=pseudo` draws
 * every page from the accented, lengthened pseudo-locale, so a test of the built pages sees every word that
 * does not come from a catalog. Never set in production; `false` in the browser's bundle, which
 * drops what depends on it.
 */
export const pseudoBuild = import.meta.env.SSR && process.env.CATALOG_LOCALE === "pseudo";

const drawnLocale = (locale: CatalogLocale): CatalogLocale => (pseudoBuild ? "pseudo" : locale);

/**
 * An area's compiled catalogs, each its own chunk, as its loader lists them with
 * `import.meta.glob`, the pseudo-locale's file left out: a page's scripts name the catalogs of its
 * own areas only (decision record 048).
 */
export type AreaCatalogs = Record<string, () => Promise<unknown>>;

// The pseudo-locale's catalogs, for the server's pseudo build only: no page's scripts name them.
const pseudoCatalogs: AreaCatalogs = import.meta.env.SSR
  ? import.meta.glob("../content/catalogs/*/pseudo.ts", { import: "messages" })
  : {};

const pick = (catalogs: AreaCatalogs, ending: string) =>
  Object.entries(catalogs).find(([path]) => path.endsWith(ending))?.[1];
const areaOf = (files: AreaCatalogs) =>
  /\/catalogs\/([^/]+)\//.exec(Object.keys(files)[0] ?? "")?.[1];

/** An area's catalog in `locale`, read through its translator. */
export async function translatorIn(files: AreaCatalogs, asked: CatalogLocale): Promise<Translate> {
  const locale = drawnLocale(asked);
  const load =
    pick(files, `/${locale}.ts`) ??
    // The server's alone: the browser's bundle drops the branch and what only it uses.
    (import.meta.env.SSR && locale === "pseudo"
      ? pick(pseudoCatalogs, `/${areaOf(files)}/pseudo.ts`)
      : undefined);
  if (!load)
    throw new Error(
      import.meta.env.SSR
        ? `No ${locale} catalog among ${Object.keys(files).join(", ")}: run npm run catalogs`
        : locale,
    );
  // Each module is `lingui compile`'s: its `messages` are a compiled catalog.
  return translatorOf(locale, (await load()) as Messages);
}

/**
 * The loaders of a page's texts (`localized`, app/i18n/localized.ts), made from its area's
 * catalogs and its language-free structure module's `build`, which is given the language for what
 * the domain writes per language (a phone number dialled from abroad): no loader is written by hand.
 */
export const catalogTexts = <T>(
  files: AreaCatalogs,
  build: (t: Translate, locale: Locale) => T,
): Record<Locale, () => Promise<T>> =>
  Object.fromEntries(
    locales.map((locale) => [
      locale,
      () => translatorIn(files, locale).then((t) => build(t, locale)),
    ]),
  ) as Record<Locale, () => Promise<T>>;
