import { spawn } from "node:child_process";
import { usuryOutdatedNotice } from "@domain/credit/usury";
import { bankDay } from "../../server/services/applications";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { runOperatorScript } from "../support/operator-script";
import {
  compiledServer,
  freePort,
  startServer,
  type ServerProcess,
} from "../support/server-process";
import { signupBody } from "./bodies";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const staff = { email: "chef.agence@aurore-banque.fr", password: "Citron-Vert-Falaise-42!" };
const backupKey = "clé de sauvegarde de la recette, assez longue pour servir";

const post = (server: ServerProcess, path: string, body: object) =>
  fetch(`${server.origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify(body),
  });

const signIn = async (server: ServerProcess, account: { email: string; password: string }) =>
  (await post(server, "/api/auth/login", { email: account.email, password: account.password }))
    .status;

/** Every file and folder under `dir` with the permissions others have on it. */
async function permissionsUnder(dir: string): Promise<{ path: string; others: number }[]> {
  const found: { path: string; others: number }[] = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    const path = join(dir, entry);
    const info = await stat(path).catch(() => undefined);
    if (info) found.push({ path, others: info.mode & 0o077 });
  }
  return found;
}

/** `npm run admin:create` while `server` runs: the staff member can sign in at once. */
async function createStaffWhileRunning(server: ServerProcess, env: Record<string, string>) {
  const created = await runOperatorScript(
    "admin-create",
    ["--email", staff.email],
    env,
    `${staff.password}\n`,
  );
  expect(created).toMatchObject({ code: 0, stderr: "" });
  expect(created.stdout).toContain(`Compte du personnel créé pour ${staff.email}`);
  expect(await signIn(server, staff)).toBe(200);
}

describe("one owner per DATA_DIR on the embedded database", () => {
  let dataDir = "";
  let server: ServerProcess;
  const customer = signupBody(1);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "aurore-owner-"));
    server = await startServer({ DATA_DIR: dataDir });
    expect((await post(server, "/api/auth/signup", customer)).status).toBe(201);
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses a second server at once, without touching the files, and loses no acknowledged write", async () => {
    const postmaster = join(dataDir, "pglite", "postmaster.pid");
    const heldBefore = await readFile(postmaster, "utf8");
    const second = spawn(process.execPath, [compiledServer], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(await freePort()) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    second.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(second, "exit")) as [number | null];
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        new RegExp(
          `est déjà ouverte par le processus ${server.process.pid} .*kill ${server.process.pid}`,
        ),
      ),
    ]);
    // PGlite's own marker of the running server is untouched, as is everything the first wrote.
    expect(await readFile(postmaster, "utf8")).toBe(heldBefore);
    expect(await signIn(server, customer)).toBe(200);

    await server.stop();
    server = await startServer({ DATA_DIR: dataDir });
    expect(await signIn(server, customer)).toBe(200);
  });

  it("runs admin:create, retention and backup through the running server; restore waits for it to stop", async () => {
    const env = { DATA_DIR: dataDir, BACKUP_KEY: backupKey };
    await createStaffWhileRunning(server, env);

    const retention = await runOperatorScript("retention", [], env);
    expect(retention).toMatchObject({ code: 0, stderr: "" });
    expect(retention.stdout).toMatch(/^Aucune demande reçue avant le/);
    // The daily run also says when the usury thresholds recorded are out of date.
    expect(retention.stdout.includes("Les seuils de l'usure enregistrés")).toBe(
      usuryOutdatedNotice(bankDay(new Date())) !== undefined,
    );

    const backupFile = join(dataDir, "..", `${dataDir.split("/").at(-1)}.backup`);
    try {
      const backup = await runOperatorScript("backup", [backupFile], env);
      expect(backup).toMatchObject({ code: 0, stderr: "" });
      expect(backup.stdout).toMatch(/^Sauvegarde écrite dans .* : \d+ lignes/);
      expect((await stat(backupFile)).mode & 0o077).toBe(0);

      const restore = await runOperatorScript("restore", [backupFile, "--force"], env);
      expect(restore.code).toBe(1);
      expect(restore.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(/serveur arrêté.*processus \d+/),
      ]);
    } finally {
      await rm(backupFile, { force: true });
    }

    // What the operator was told was saved survives a restart.
    await server.stop();
    server = await startServer({ DATA_DIR: dataDir });
    expect(await signIn(server, staff)).toBe(200);
    expect(await signIn(server, customer)).toBe(200);
  });

  it("takes over the lock of a server killed with SIGKILL", async () => {
    await server.stop("SIGKILL");
    expect(existsSync(join(dataDir, "aurore.lock"))).toBe(true);
    server = await startServer({ DATA_DIR: dataDir });
    expect(await signIn(server, customer)).toBe(200);
  });

  it("keeps every file under DATA_DIR to its owner, whatever the umask", async () => {
    const permissions = await permissionsUnder(dataDir);
    expect(permissions.length).toBeGreaterThan(10);
    expect(permissions.filter(({ others }) => others !== 0)).toEqual([]);
  });
});

describe.each<DatabaseKind>(["postgres"])("maintenance while the server runs on %s", (kind) => {
  let database: TestDatabase;
  let server: ServerProcess;
  let env: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.database.close();
    env = {
      DATA_DIR: database.options.dataDir,
      DATABASE_URL: database.options.databaseUrl ?? "",
      SESSION_SECRET: "s".repeat(48),
    };
    server = await startServer(env);
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("creates a staff account who can sign in at once and after a restart", async () => {
    await createStaffWhileRunning(server, env);
    await server.stop();
    server = await startServer(env);
    expect(await signIn(server, staff)).toBe(200);
  });
});

describe("npm start", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "stops the server and exits when npm is sent %s",
    async (signal) => {
      const dataDir = await mkdtemp(join(tmpdir(), "aurore-npm-start-"));
      const port = await freePort();
      const npm = spawn("npm", ["start"], {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      try {
        await expect
          .poll(() => output, { timeout: 60_000, interval: 100 })
          .toContain(`Aurore Banque est prête : ouvrez http://localhost:${port}`);
        const exited = once(npm, "exit");
        npm.kill(signal);
        await exited;
        // Nothing holds the port or the data folder any more.
        await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
        expect(existsSync(join(dataDir, "aurore.lock"))).toBe(false);
      } finally {
        npm.kill("SIGKILL");
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
