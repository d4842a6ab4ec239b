import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "./app";
import { configFromEnv } from "./config";
import { loadSite } from "./site";

const config = configFromEnv();

// `npm start` on a fresh clone must work without a separate build step.
if (!existsSync(join(config.clientDir, "index.html"))) {
  console.log("No build found: running `npm run build` first…");
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const site = await loadSite(config.clientDir);
const app = await buildApp({ site, production: config.production, logger: true });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
