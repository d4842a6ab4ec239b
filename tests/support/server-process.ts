import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import type { TestDatabase } from "./database";

const projectRoot = resolve(import.meta.dirname, "..", "..");
/** What `npm start` runs (scripts/build-server.ts): the tests start the server production runs. */
export const compiledServer = join(projectRoot, "build", "server-dist", "start.js");

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolvePort(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export interface ServerProcess {
  origin: string;
  process: ChildProcess;
  /** Everything the server printed, for the assertion messages of a failing test. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The Node flags `npm start` runs the server with (package.json's `start`): the tests and the
 * benchmarks measure the server production runs.
 */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const flags = /^exec node (.*?)\s*scripts\/start\.mjs$/.exec(scripts.start)?.[1];
  if (flags === undefined) throw new Error(`Unexpected start script: ${scripts.start}`);
  return flags.split(/\s+/).filter(Boolean);
}

/** Starts the real server (`npm start`'s compiled entry point) on the production build, as a separate process. */
export async function startServer(
  env: Record<string, string>,
  /** Runs as soon as the process exists, before it answers: to watch its start (bench). */
  onSpawn?: (child: ChildProcess) => void,
): Promise<ServerProcess> {
  if (!existsSync(compiledServer)) {
    throw new Error(`${compiledServer} is missing: run \`npm run build\` first.`);
  }
  // A restart keeps the instance's port (`PORT` in env), as a proxy in front of it expects.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...startFlags(), compiledServer], {
    cwd: projectRoot,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onSpawn?.(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    origin,
    process: child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((stopped) => {
        // A process ended by a signal has a `signalCode` and no `exitCode`: nothing left to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return stopped();
        child.once("exit", () => stopped());
        child.kill(signal);
      }),
  };
}

/**
 * The environment that starts the server on a test database, which the test lets go of first: the
 * embedded database admits one process, the server's. On PostgreSQL the server has no data folder
 * to keep its session secret in, so it is given one.
 */
export async function handOverToServer(
  testDatabase: TestDatabase,
): Promise<Record<string, string>> {
  await testDatabase.database.close();
  const { dataDir, databaseUrl } = testDatabase.options;
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl && {
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString("hex"),
    }),
  };
}
