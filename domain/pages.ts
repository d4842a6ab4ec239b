import { defaultLocale, localizedPath, locales, type Locale } from "./i18n/locales";

/**
 * Every page of the site, once: React Router's route table, the pre-render list and the sitemap
 * are all read from here.
 *
 * - `static`: pre-rendered to HTML with its full text, listed in the sitemap.
 * - `client`: depends on the signed-in person or a link's token: pre-rendered as its frame and its
 *   wait, drawn in the browser.
 */
export interface Page {
  path: `/${string}`;
  /** The route module, `app/routes/<module>.tsx`. */
  module: string;
  rendering: "static" | "client";
  /** The staff back office has its own frame: no public header, footer or marketing links. */
  frame: "site" | "own";
  /** The languages it is published in, French first; the others at `/<code><path>`. */
  languages: readonly Locale[];
}

const french: readonly Locale[] = [defaultLocale];
/** Pages whose every text exists in the four languages (issue 18 translates them page by page). */
const everyLanguage = locales;

const staticPage = (
  path: `/${string}`,
  module = path.slice(1),
  languages: readonly Locale[] = french,
): Page => ({ path, module, rendering: "static", frame: "site", languages });
const clientPage = (
  path: `/${string}`,
  languages: readonly Locale[] = french,
  frame: Page["frame"] = "site",
): Page => ({ path, module: path.slice(1), rendering: "client", frame, languages });

export const pages: readonly Page[] = [
  staticPage("/", "home", everyLanguage),
  staticPage("/login", "login", everyLanguage),
  staticPage("/signup", "signup", everyLanguage),
  staticPage("/motDePasseOublie", "motDePasseOublie", everyLanguage),
  staticPage("/comptesEntreprise", "comptesEntreprise", everyLanguage),
  staticPage("/investissement", "investissement", everyLanguage),
  staticPage("/banqueAffaire", "banqueAffaire", everyLanguage),
  staticPage("/paiements", "paiements", everyLanguage),
  staticPage("/epargne", "epargne", everyLanguage),
  staticPage("/assurance", "assurance", everyLanguage),
  staticPage("/banquePrive", "banquePrive", everyLanguage),
  staticPage("/compteCourant", "compteCourant", everyLanguage),
  staticPage("/pretPersonnel", "pretPersonnel", everyLanguage),
  staticPage("/pretVoyage", "pretVoyage", everyLanguage),
  staticPage("/pretTravaux", "pretTravaux", everyLanguage),
  staticPage("/pretAuto", "pretAuto", everyLanguage),
  staticPage("/avertissements", "avertissements", everyLanguage),
  staticPage("/politiquesConfidentialite", "politiquesConfidentialite", everyLanguage),
  staticPage("/termes", "termes", everyLanguage),
  staticPage("/apropos", "apropos", everyLanguage),
  staticPage("/accessibilite", "accessibilite", everyLanguage),
  clientPage("/espaceClient", everyLanguage),
  clientPage("/demandePret", everyLanguage),
  clientPage("/ouvrirCompte", everyLanguage),
  clientPage("/desinscription", everyLanguage),
  clientPage("/confirmationNewsletter", everyLanguage),
  clientPage("/nouveauMotDePasse", everyLanguage),
  clientPage("/verificationEmail", everyLanguage),
  // The staff's screens stay French: the back office's team works in French.
  clientPage("/admin", french, "own"),
];

/** A page in one of its languages. */
export interface PageVersion {
  page: Page;
  locale: Locale;
  /** `/pretAuto`, `/en/pretAuto`, `/de` */
  path: string;
}

export const pageVersions: readonly PageVersion[] = pages.flatMap((page) =>
  page.languages.map((locale) => ({ page, locale, path: localizedPath(page.path, locale) })),
);

/** The French pages served as static HTML. */
export const publicPaths: readonly string[] = pages
  .filter((page) => page.rendering === "static")
  .map((page) => page.path);

/** Every static page in every language it has: the sitemap and the pre-render list. */
export const publishedPaths: readonly string[] = pageVersions
  .filter((version) => version.page.rendering === "static")
  .map((version) => version.path);

export const clientRenderedPaths: readonly string[] = pageVersions
  .filter((version) => version.page.rendering === "client")
  .map((version) => version.path);

/** The French page at `path` (a site path, without language prefix), if there is one. */
export const pageAt = (path: string): Page | undefined => pages.find((page) => page.path === path);

/**
 * A site path in `locale`: the page's version in that language when it has one, the French page
 * while it has not been translated yet. Anchors, queries and other sites pass through.
 */
export function localizeTo(to: string, locale: Locale): string {
  const match = /^(\/[^?#]*)(.*)$/.exec(to);
  if (!match?.[1] || to.startsWith("//")) return to;
  const [, path, rest] = match;
  const page = pageAt(path);
  return page?.languages.includes(locale) ? `${localizedPath(path, locale)}${rest}` : to;
}

/** The 404 page, pre-rendered in each language and served for every unknown URL in it. */
export const notFoundPaths: Record<Locale, string> = Object.fromEntries(
  locales.map((locale) => [locale, localizedPath("/404", locale)]),
) as Record<Locale, string>;

/**
 * Where a page asks the server for the routes of the links it shows: React Router's route
 * discovery (docs/decisions/039-routes-discovered-by-the-page.md).
 */
export const routeManifestPath = "/__manifest";

/**
 * Every page the build writes: the client-rendered ones too, as their frame and their wait (their
 * route's `HydrateFallback`), drawn by the browser from there.
 */
export const prerenderedPaths: readonly string[] = [
  ...publishedPaths,
  ...clientRenderedPaths,
  ...Object.values(notFoundPaths),
];

/**
 * The page's versions as `hreflang` alternates: one per language it has and, when it has more than
 * French, `x-default` pointing at French, the reference.
 */
export function alternatesOf(page: Page): { hreflang: Locale | "x-default"; path: string }[] {
  if (page.languages.length < 2) return [];
  return [
    ...page.languages.map((locale) => ({
      hreflang: locale,
      path: localizedPath(page.path, locale),
    })),
    { hreflang: "x-default", path: page.path },
  ];
}
