/**
 * `npm start`: plain `node` on the compiled server (scripts/build-server.ts), built first when it
 * is missing so that a fresh clone starts with one command. package.json runs it with `exec`, so
 * that the signals npm passes on reach this process, and through it the server.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const buildDir = join(import.meta.dirname, "..", "build");
const server = join(buildDir, "server-dist", "start.js");
// The build prints nothing for this long at times (bundling, pre-rendering): say it is still going.
const QUIET_NOTICE_MS = 10_000;

/** Runs `npm run build`, showing its output and a line whenever it has been quiet for a while. */
function build() {
  const started = Date.now();
  console.log("Première mise en route : construction du site et du serveur (une à trois minutes)…");
  const child = spawn("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"] });
  let lastOutput = Date.now();
  child.stdout.on("data", (chunk) => {
    lastOutput = Date.now();
    process.stdout.write(chunk);
  });
  child.stderr.on("data", (chunk) => {
    lastOutput = Date.now();
    process.stderr.write(chunk);
  });
  const heartbeat = setInterval(() => {
    if (Date.now() - lastOutput < QUIET_NOTICE_MS) return;
    lastOutput = Date.now();
    console.log(`… construction en cours (${Math.round((Date.now() - started) / 1000)} s)`);
  }, 1_000);
  // Stopped during the build: the build stops too, instead of running on without its parent.
  const stop = (signal) => child.kill(signal);
  process.on("SIGINT", stop).on("SIGTERM", stop);
  return new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      clearInterval(heartbeat);
      process.off("SIGINT", stop).off("SIGTERM", stop);
      if (code === 0) {
        console.log(`Construction terminée en ${Math.round((Date.now() - started) / 1000)} s.`);
        resolve();
      } else {
        console.error(`La construction a échoué (${signal ?? `code ${code}`}).`);
        process.exit(code ?? 1);
      }
    });
  });
}

if (![server, join(buildDir, "client", "index.html")].every((path) => existsSync(path))) {
  await build();
}

await import(pathToFileURL(server).href);
