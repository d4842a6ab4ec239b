import { basename, join } from "node:path";
import type { ManualChunkMeta } from "rollup";
import { creditProducts } from "../domain/credit/products";
import { pages } from "../domain/pages";

const root = join(import.meta.dirname, "..");
const frameworkModules =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
const publicRoutes = pages
  .filter((page) => page.rendering === "static")
  .map((page) => ({
    module: page.module,
    file: join(root, "app", "routes", `${page.module}.tsx`),
  }));
/** Loaded by every page: they count as used by all the public pages. */
const everyPage = ["root.tsx", "components/layout/SiteLayout.tsx"].map((path) =>
  join(root, "app", path),
);
/** A module reached by this many public pages or more goes into the shared chunk. */
const SHARED_BY = 3;

/** The public pages (their route modules) that reach each module through static imports. */
function pagesReaching(getModuleInfo: ManualChunkMeta["getModuleInfo"]): Map<string, Set<string>> {
  const reached = new Map<string, Set<string>>();
  const visit = (start: string, pageModules: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [start];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const reaching = reached.get(id) ?? new Set<string>();
      for (const pageModule of pageModules) reaching.add(pageModule);
      reached.set(id, reaching);
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
  };
  for (const route of publicRoutes) visit(route.file, [route.module]);
  for (const module of everyPage)
    visit(
      module,
      publicRoutes.map((route) => route.module),
    );
  return reached;
}

/** Whether a module brings a library other than the framework (forms, tabs, phone numbers…). */
function bringsLibrary(
  id: string,
  getModuleInfo: ManualChunkMeta["getModuleInfo"],
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (id.includes("/node_modules/")) return !frameworkModules.test(id);
  return (getModuleInfo(id)?.importedIds ?? []).some((imported) =>
    bringsLibrary(imported, getModuleInfo, seen),
  );
}

/** Whether a module imports a library itself, not through another of our modules. */
const importsLibrary = (id: string, getModuleInfo: ManualChunkMeta["getModuleInfo"]) =>
  (getModuleInfo(id)?.importedIds ?? []).some(
    (imported) => imported.includes("/node_modules/") && !frameworkModules.test(imported),
  );

let reach: Map<string, Set<string>> | undefined;
const creditPages: ReadonlySet<string> = new Set(creditProducts);
const simulatorPages: ReadonlySet<string> = new Set([...creditProducts, "epargne"]);

/** The modules that import a text or a catalog of messages for the page's language only. */
const loadsOneLanguage = (importer: string) =>
  importer.endsWith(".i18n.ts") || importer === join(root, "app", "i18n", "messages.ts");

/** A compiled catalog, `app/content/catalogs/<area>/<language>.ts` (decision record 044). */
const compiledCatalog = /\/catalogs\/([^/]+)\/([^/.]+)\.ts$/;

/**
 * `epargne` for `app/content/catalogs/epargne/de.ts` or `app/content/epargne.de.ts`: the texts of
 * one page or part in every language.
 */
const familyOf = (id: string) =>
  compiledCatalog.exec(id)?.[1] ?? basename(id).replace(/(\.[a-z]{2})?\.tsx?$/, "");

/**
 * `epargne-de`: one area's texts in one language, a file of their own; `messages-site-de` for the
 * forms' and API's messages (domain/i18n/catalogs), whose areas may share a page area's name.
 */
const textChunkOf = (id: string) => {
  const catalog = compiledCatalog.exec(id);
  if (!catalog) return basename(id).replace(/\.tsx?$/, "");
  const messages = id.includes("/domain/i18n/catalogs/") ? "messages-" : "";
  return `${messages}${catalog[1]}-${catalog[2]}`;
};

const isText = (id: string, getModuleInfo: ManualChunkMeta["getModuleInfo"]) =>
  getModuleInfo(id)?.dynamicImporters.some(loadsOneLanguage) ?? false;

/**
 * Rollup's `manualChunks` (vite.config.ts). React, React DOM and React Router form one chunk; each
 * language's texts one each; of our modules used by several public pages, those that import a
 * library one each with it, those only the credit pages use one, the rest bringing no other library
 * one more (the site chunk); the rest (each page's own code, forms and libraries loaded on demand)
 * is split as Rollup does. Left to Rollup alone, a page loaded 15 to 34
 * files of a few hundred bytes each, and each paid its headers (decision record 015).
 */
export function chunkOf(id: string, { getModuleInfo }: ManualChunkMeta): string | undefined {
  // Rollup's CommonJS helper serves React's modules: anywhere else, the framework chunk would import
  // the site chunk, which imports the framework, and a page loading both at once could run one
  // before the other exists (React undefined at hydration, about one load in three).
  if (frameworkModules.test(id) || id === "\0commonjsHelpers.js") return "framework";
  if (id.includes("/node_modules/")) return undefined;
  // A language's texts load only on pages in that language: each keeps a file of its own, never
  // joined to another language's by Rollup's minimum chunk size (decision record 016).
  // Every area's catalogs are named `fr.ts`…: the area keeps them apart.
  if (isText(id, getModuleInfo)) return `text-${textChunkOf(id)}`;
  reach ??= pagesReaching(getModuleInfo);
  const reaching = [...(reach.get(id) ?? [])];
  // What only texts import (dates, addresses, notices) would otherwise go inside the first text's
  // file that imports it, and every page using it would load that text too (/investissement loaded
  // 6 KB of legal texts): what several families import goes with the shared code. What a page
  // imports as well stays with the pages that use it.
  // One family's own (the savings rates and dates of the savings texts) goes beside it.
  const families = new Set(
    (getModuleInfo(id)?.importers ?? [])
      .filter((importer) => isText(importer, getModuleInfo))
      .map(familyOf),
  );
  if (reaching.length === 0) {
    if (families.size === 1) return `text-${[...families].join()}-shared`;
    if (families.size > 1) return "site";
  }
  const library = importsLibrary(id, getModuleInfo);
  // The simulator and the loans' figures serve the four credit pages alone: in the shared chunk,
  // they were 5 KB of every other page's scripts (issue 18: room for the texts of four languages).
  // What two credit pages share (the advice box) joins them rather than costing a request more.
  if (
    reaching.length >= 2 &&
    !library &&
    reaching.every((pageModule) => creditPages.has(pageModule))
  )
    return "credit";
  // A component one credit page draws and the client area too (the car loan's step tracker):
  // Rollup gave it a file of its own, a request more (about 0.4 KB of headers) for 0.5 KB of code.
  if (
    reaching.length === 1 &&
    creditPages.has(reaching[0] ?? "") &&
    id.includes("/app/components/") &&
    !library
  )
    return "credit";
  // Data one page and its own texts import (the savings simulator's rates): left to Rollup, it
  // went inside the French texts' file, which every language of that page then loaded (4 KB).
  if (reaching.length < SHARED_BY && families.size === 1 && !library) {
    return `text-${[...families].join()}-shared`;
  }
  if (reaching.length < SHARED_BY) return undefined;
  // A library several pages use comes in a file of its own, with the module of ours that uses it:
  // the shared chunks may then import that module without bringing the library to every page.
  if (library) return basename(id).replace(/\.tsx?$/, "");
  // The simulators' fields and charts: the credit pages and the savings page.
  if (reaching.every((pageModule) => simulatorPages.has(pageModule))) return "simulator";
  // A library in the shared chunk would be loaded by every page, however few of them use it.
  return bringsLibrary(id, getModuleInfo) ? undefined : "site";
}
