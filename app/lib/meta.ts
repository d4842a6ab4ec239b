import type { MetaDescriptor } from "react-router";
import { bank } from "@domain/bank";
import {
  defaultLocale,
  localeOfPath,
  localizedPath,
  regionalLocales,
  type Locale,
} from "@domain/i18n/locales";
import { alternatesOf, pageAt } from "@domain/pages";
import type { PageText } from "~/content/meta";

export interface PageMetaInput extends PageText {
  /** The page's French path: `/pretAuto`. */
  path: string;
  locale?: Locale;
}

const absolute = (path: string) => `${bank.siteUrl}${path}`;
const openGraphLocale = (locale: Locale) => regionalLocales[locale].replace("-", "_");

/**
 * Title, description, canonical, language alternates and Open Graph tags: every page sets all of
 * them the same way. The canonical URL is the page in its own language; each language's version
 * names the others (`hreflang`), with French as `x-default`.
 */
export function pageMeta({
  title,
  description,
  path,
  locale = defaultLocale,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${bank.name} — ${title}` : `${title} | ${bank.name}`;
  const url = absolute(localizedPath(path, locale));
  const page = pageAt(path);
  const alternates = page ? alternatesOf(page) : [];
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map(({ hreflang, path: alternate }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href: absolute(alternate),
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: bank.name },
    { property: "og:locale", content: openGraphLocale(locale) },
    ...alternates
      .filter(({ hreflang }) => hreflang !== "x-default" && hreflang !== locale)
      .map(({ hreflang }) => ({
        property: "og:locale:alternate",
        content: openGraphLocale(hreflang as Locale),
      })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${bank.siteUrl}/og-image.png` },
  ];
}

/**
 * A translated page's meta function: its title and description as its loader read them from the
 * `meta` catalogs in the page's language (`pageTextLoader`, app/lib/meta.server.ts).
 */
export const localizedMeta =
  (path: string) =>
  ({
    loaderData,
    location,
  }: {
    loaderData: { page: PageText } | undefined;
    location: { pathname: string };
  }): MetaDescriptor[] =>
    loaderData
      ? pageMeta({ ...loaderData.page, path, locale: localeOfPath(location.pathname) })
      : [];
