import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../db/database";
import { screenPerson } from "../../server/screening/screening";
import { createTestDatabase, type TestDatabase } from "../support/database";
import type { ScriptRun } from "../support/operator-script";
import { startServer, type ServerProcess } from "../support/server-process";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const sample = join(projectRoot, "tests", "fixtures", "screening", "registre-gels.json");
const loaded =
  "Registre national des gels (DG Trésor) publié le 20 novembre 2026 à 09:15 chargé : 4 personnes physiques. Les contrôles portent désormais sur cette liste.";
const helene = { firstName: "Hélène", lastName: "Étienne-Fictif", birthDate: "1975-03-14" };

/** `npm run screening:load -- <file>` as an operator types it in `cwd`, a folder of the project. */
function screeningLoad(cwd: string, file: string, env: Record<string, string>): Promise<ScriptRun> {
  const child = spawn("npm", ["run", "screening:load", "--", file], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on("close", (code) => done({ code, stdout, stderr })));
}

/** The screening of Hélène Étienne-Fictif, on the database the server left. */
async function screenHelene(options: { dataDir: string; databaseUrl?: string }) {
  const database = await createDatabase(options);
  try {
    return await screenPerson(database.db, helene);
  } finally {
    await database.close();
  }
}

describe("npm run screening:load while the server runs on the embedded database", () => {
  let dataDir = "";
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "aurore-screening-"));
    server = await startServer({ DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("loads the register through the server and refuses a cut file whole", async () => {
    // A name relative to the folder the operator is in, not to the project's.
    const load = await screeningLoad(dirname(sample), basename(sample), { DATA_DIR: dataDir });
    expect(load.code, load.stderr).toBe(0);
    expect(load.stdout).toContain(loaded);

    const cut = join(dataDir, "cut.json");
    await writeFile(cut, (await readFile(sample, "utf8")).slice(0, 400));
    const refused = await screeningLoad(projectRoot, cut, { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "Registre des gels refusé en entier : le fichier n'est pas du JSON lisible (téléchargement interrompu ?).",
    );

    // What the server stored, read once it has let go of the database.
    await server.stop();
    expect(await screenHelene({ dataDir })).toMatchObject({
      outcome: "screened",
      listPublishedAt: new Date("2026-11-20T08:15:02.417Z"),
      hits: [{ listId: "9001", reason: "name_and_birth_date" }],
    });
  });
});

describe("npm run screening:load with DATABASE_URL", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    await database.database.close();
  });

  afterAll(() => database?.drop());

  it("loads the register into PostgreSQL", async () => {
    const { dataDir, databaseUrl = "" } = database.options;
    const load = await screeningLoad(projectRoot, sample, {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    });
    expect(load.code, load.stderr).toBe(0);
    expect(load.stdout).toContain(loaded);
    expect(await screenHelene(database.options)).toMatchObject({
      hits: [{ listId: "9001", reason: "name_and_birth_date" }],
    });
  });
});
