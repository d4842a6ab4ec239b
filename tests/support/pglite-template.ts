import { existsSync } from "node:fs";
import { PGLITE_TEMPLATE, writePgliteTemplate } from "../../db/database";

/**
 * Vitest global setup: the unit suite runs before the build (CI), and PGlite's initdb takes 3 to 16
 * seconds for every embedded database the tests open. The build's template, written once here when
 * missing, lets each of them start from a copy instead (`openPglite`).
 */
export default async function setup(): Promise<void> {
  if (!existsSync(PGLITE_TEMPLATE)) await writePgliteTemplate(PGLITE_TEMPLATE);
}
