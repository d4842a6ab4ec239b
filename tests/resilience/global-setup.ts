import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { configFromEnv } from "../../server/config";
import { compiledServer } from "../support/server-process";

/**
 * These tests start the compiled server on the built site: when either is missing, the suite builds
 * once, first (servers building at once into the same folder would break one another).
 */
export default function setup() {
  if (
    [join(configFromEnv().clientDir, "index.html"), compiledServer].every((path) =>
      existsSync(path),
    )
  )
    return;
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}
