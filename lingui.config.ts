import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The page texts' catalogs (decision record 044): PO files a translator edits, one per area and
 * language in `app/content/catalogs/<area>/<locale>.po`, French the reference, each message's
 * id explicit (no extraction from the code). `npm run catalogs` compiles each into a module beside
 * it, never committed; `--strict` fails on a message missing in any language. `pseudo` is the
 * accented, lengthened pseudo-locale of the tests (issue 33, item 3).
 */
/** Every area with a catalog folder: a page moved to catalogs needs no line here. */
const areas = readdirSync(new URL("./app/content/catalogs", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en", "es", "de", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { default: "fr" },
  format: formatter({ explicitIdAsDefault: true, origins: false, lineNumbers: false }),
  compileNamespace: "ts",
  catalogs: areas.map((area) => ({
    path: `<rootDir>/app/content/catalogs/${area}/{locale}`,
    include: [],
  })),
});
