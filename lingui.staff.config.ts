import { defineConfig } from "@lingui/conf";
import { format } from "./lingui.config";

/**
 * The back office's messages and those only an operator reads, in French only (decision records
 * 041 and 046): one PO file, `domain/i18n/catalogs/staff/fr.po`, compiled as the others by
 * `npm run catalogs`; every language's server catalog gives them in French.
 */
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr"],
  format,
  compileNamespace: "ts",
  catalogs: [{ path: "<rootDir>/domain/i18n/catalogs/staff/{locale}", include: [] }],
});
