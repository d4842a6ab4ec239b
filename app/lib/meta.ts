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

export interface PageText {
  title: string;
  description: string;
}

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
 * A translated page's meta function: its title and description in each language, the language
 * read from the URL React Router is rendering.
 */
export const localizedMeta =
  (path: string, texts: Record<Locale, PageText>) =>
  ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
    const locale = localeOfPath(location.pathname);
    return pageMeta({ ...texts[locale], path, locale });
  };

/**
 * A client-rendered page's meta function (a signed-in or mailed-link page): only its title, in the
 * language of the URL, kept out of search engines.
 */
export const privatePageMeta =
  (titles: Record<Locale, string>) =>
  ({ location }: { location: { pathname: string } }): MetaDescriptor[] => [
    { title: `${titles[localeOfPath(location.pathname)]} | ${bank.name}` },
    { name: "robots", content: "noindex" },
  ];
