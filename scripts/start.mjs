/**
 * `npm start`: plain `node` on the compiled server (scripts/build-server.ts), built first when it
 * is missing so that a fresh clone starts with one command.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = join(import.meta.dirname, "..", "build");
const server = join(buildDir, "server-dist", "start.js");

if (![server, join(buildDir, "client", "index.html")].every((path) => existsSync(path))) {
  console.log("No build found: running `npm run build` first…");
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(server).href);
