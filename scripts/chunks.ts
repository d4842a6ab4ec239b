import { basename, join } from "node:path";
import type { ManualChunkMeta } from "rollup";
import { pages } from "../domain/pages";

const root = join(import.meta.dirname, "..");
const frameworkModules =
  /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
const publicRoutes = pages
  .filter((page) => page.rendering === "static")
  .map((page) => join(root, "app", "routes", `${page.module}.tsx`));
/** Loaded by every page: they count as used by all the public pages. */
const everyPage = ["root.tsx", "components/layout/SiteLayout.tsx"].map((path) =>
  join(root, "app", path),
);
/** A module reached by this many public pages or more goes into the shared chunk. */
const SHARED_BY = 3;

/** How many public pages reach each module through static imports. */
function pagesReaching(getModuleInfo: ManualChunkMeta["getModuleInfo"]): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (start: string, pageCount: number) => {
    const seen = new Set<string>();
    const stack = [start];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      counts.set(id, (counts.get(id) ?? 0) + pageCount);
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
  };
  for (const route of publicRoutes) visit(route, 1);
  for (const module of everyPage) visit(module, publicRoutes.length);
  return counts;
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

let reach: Map<string, number> | undefined;

/** The modules that import a text or a catalog of messages for the page's language only. */
const loadsOneLanguage = (importer: string) =>
  importer.endsWith(".i18n.ts") || importer === join(root, "app", "i18n", "messages.ts");

/**
 * Rollup's `manualChunks` (vite.config.ts). React, React DOM and React Router form one chunk; our
 * modules used by several public pages, and bringing no other library, one more; the rest (each page's own code, forms and
 * libraries loaded on demand) is split as Rollup does. Left to Rollup alone, a page loaded 15 to 34
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
  if (getModuleInfo(id)?.dynamicImporters.some(loadsOneLanguage)) {
    return `text-${basename(id).replace(/\.tsx?$/, "")}`;
  }
  reach ??= pagesReaching(getModuleInfo);
  // A library in the shared chunk would be loaded by every page, however few of them use it.
  if ((reach.get(id) ?? 0) < SHARED_BY || bringsLibrary(id, getModuleInfo)) return undefined;
  return "site";
}
