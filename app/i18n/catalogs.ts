import { setupI18n, type Messages } from "@lingui/core";
import { locales, type Locale } from "@domain/i18n/locales";

/** A catalog's message by its id, with its values: what a page's structure module writes with. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The catalogs' languages: the site's, and the tests' pseudo-locale (issue 33, item 3). */
export type CatalogLocale = Locale | "pseudo";

/**
 * Reads a compiled catalog (Lingui's runtime: no parser, no `Intl` for a message without a plural,
 * decision record 044). An id the catalog lacks throws: a page drawn with it fails its
 * pre-rendering, and so the build, instead of showing an id to a customer.
 */
export function translatorOf(locale: CatalogLocale, messages: Messages): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => {
    if (!Object.hasOwn(messages, id)) throw new Error(`No message ${id} in the ${locale} catalog`);
    return i18n._(id, values);
  };
}

// Every compiled catalog, each its own chunk: a page loads its areas in its language only.
const compiled = import.meta.glob<{ messages: Messages }>("../content/catalogs/*/*.ts");

/** An area's compiled catalog in `locale`, read through its translator. */
export async function catalogOf(area: string, locale: CatalogLocale): Promise<Translate> {
  const load = compiled[`../content/catalogs/${area}/${locale}.ts`];
  if (!load) throw new Error(`No ${locale} catalog for ${area}: run npm run catalogs`);
  return translatorOf(locale, (await load()).messages);
}

/**
 * The loaders of a page's texts (`localized`, app/i18n/localized.ts), made from its area's
 * catalogs and its language-free structure module's `build`, which is given the language for what
 * the domain writes per language (a phone number dialled from abroad): no loader is written by hand.
 */
export const catalogTexts = <T>(
  area: string,
  build: (t: Translate, locale: Locale) => T,
): Record<Locale, () => Promise<T>> =>
  Object.fromEntries(
    locales.map((locale) => [locale, () => catalogOf(area, locale).then((t) => build(t, locale))]),
  ) as Record<Locale, () => Promise<T>>;
