import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { configFromEnv } from "../../server/config";

/**
 * The servers these tests start build the site when it is missing; several starting at once would
 * each build into the same folder and break one another, so the suite builds once, first.
 */
export default function setup() {
  if (existsSync(join(configFromEnv().clientDir, "index.html"))) return;
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}
