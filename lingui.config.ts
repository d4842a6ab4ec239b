import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { locales } from "./domain/i18n/locales";

/**
 * The catalogs a translator edits (decision records 044 and 046): PO files, one per area and
 * language, French the reference, each message's id explicit (no extraction from the code).
 * `npm run catalogs` compiles each into a module beside it, never committed; `--strict` fails on
 * a message missing in any language (no fallback language: a missing English text must fail the
 * build, not show French). `pseudo` is the accented, lengthened pseudo-locale of the tests
 * (issue 33, item 3).
 */
/** Every area with a catalog folder: a page moved to catalogs needs no line here. */
const areas = readdirSync(new URL("./app/content/catalogs", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The forms' and the API's messages (decision record 046), apart from the pages' texts: the public
 * site's, the client area's and the online credit application's, so that the first message a
 * public page shows loads the public site's only. The back office's, French only, have their own
 * configuration (lingui.staff.config.ts): no translator is asked for them.
 */
export const messageAreas = ["site", "account", "application"] as const;

export const format = formatter({ explicitIdAsDefault: true, origins: false, lineNumbers: false });

export default defineConfig({
  sourceLocale: "fr",
  locales: [...locales, "pseudo"],
  pseudoLocale: "pseudo",
  format,
  compileNamespace: "ts",
  catalogs: [
    ...areas.map((area) => ({
      path: `<rootDir>/app/content/catalogs/${area}/{locale}`,
      include: [],
    })),
    ...messageAreas.map((area) => ({
      path: `<rootDir>/domain/i18n/catalogs/${area}/{locale}`,
      include: [],
    })),
    // The e-mails' words (decision record 049), read by the server alone.
    { path: "<rootDir>/server/mail/catalogs/{locale}", include: [] },
  ],
});
