import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database, type Db } from "../../db/database";
import { buildApp } from "../../server/app";
import { loadSessionSecret } from "../../server/secrets";
import { restoreBackup } from "../../server/services/backup";
import { comfortableSituation, personalLoanRequest } from "../support/applications";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { samplePdf } from "../support/documents";
import { claireSignup, cookiesOf, personalLoanLead } from "../support/fixtures";
import { createFixtureSite } from "../support/site";

const projectRoot = resolve(import.meta.dirname, "..", "..");

/** An operator running `npm run backup` or `npm run restore`: its exit code and what it printed. */
function runOperatorScript(
  script: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on("close", (code) => done({ code, stdout, stderr })));
}

/** Every row of every table and every sequence, in an order that does not depend on storage. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class
    WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' ORDER BY relname
  `.execute(db);
  const result: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ row: string }>`
      SELECT row_to_json(t)::text AS row FROM ${sql.id(name)} t
    `.execute(db);
    result[name] = rows.map((row) => row.row).sort();
  }
  const sequences = await sql<{ row: string }>`
    SELECT sequencename || '=' || coalesce(last_value::text, '') AS row FROM pg_sequences
    WHERE schemaname = current_schema()
  `.execute(db);
  result["(sequences)"] = sequences.rows.map((row) => row.row).sort();
  return result;
}

describe.each<DatabaseKind>(["pglite", "postgres"])("backup and restore on %s", (kind) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let backupDir = "";
  let backupFile = "";
  let saved: Record<string, string[]> = {};
  let applicationId = "";
  let documentId = "";
  // The embedded default keeps its generated secret in DATA_DIR; PostgreSQL needs SESSION_SECRET.
  const sharedSecret = kind === "postgres" ? "s".repeat(48) : "";
  const envOf = ({ options }: TestDatabase) => ({
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    SESSION_SECRET: sharedSecret,
  });

  async function startApp(
    database: Database,
    dataDir: string,
  ): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
    const fixture = await createFixtureSite();
    const app = await buildApp({
      site: fixture.site,
      database,
      sessionSecret: await loadSessionSecret(sharedSecret || undefined, dataDir),
      production: false,
    });
    return {
      app,
      close: async () => {
        await app.close();
        await fixture.remove();
      },
    };
  }

  beforeAll(async () => {
    backupDir = await mkdtemp(join(tmpdir(), "aurore-backup-"));
    backupFile = join(backupDir, "aurore.backup.gz");
    source = await createTestDatabase(kind);
    target = await createTestDatabase(kind);
    // Restores go into an empty database: a folder never opened, or a migrated database.
    await target.database.close();
    if (kind === "pglite") await rm(join(target.options.dataDir, "pglite"), { recursive: true });
    const { app, close } = await startApp(source.database, source.options.dataDir);
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: claireSignup,
    });
    expect(signup.statusCode).toBe(201);
    const claire = cookiesOf(signup);
    const lead = await app.inject({
      method: "POST",
      url: "/api/leads/pretPersonnel",
      payload: personalLoanLead,
    });
    expect(lead.statusCode).toBe(201);
    const send = (url: string, payload: object) =>
      app.inject({ method: "POST", url, headers: { cookie: claire }, payload });
    applicationId = (await send("/api/applications", personalLoanRequest)).json().id;
    await send(`/api/applications/${applicationId}/situation`, comfortableSituation);
    const upload = await app.inject({
      method: "POST",
      url: `/api/applications/${applicationId}/documents/identity?fileName=carte.pdf`,
      headers: { cookie: claire, "content-type": "application/pdf" },
      payload: samplePdf,
    });
    expect(upload.statusCode).toBe(201);
    documentId = upload.json().documents[0].id;
    await close();
    saved = await contents(source.database.db);
  }, 180_000);

  afterAll(async () => {
    await source.drop();
    await target.drop();
    await rm(backupDir, { recursive: true, force: true });
  });

  it.runIf(kind === "pglite")(
    "refuses to back up the embedded database while a server has it open",
    async () => {
      const refused = await runOperatorScript("backup", [backupFile], envOf(source));
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toMatch(/^La base embarquée de .* est ouverte par un serveur/);
    },
    120_000,
  );

  it("restores accounts, leads and documents into an empty database", async () => {
    await source.database.close();
    const backup = await runOperatorScript("backup", [backupFile], envOf(source));
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Sauvegarde écrite dans .*aurore\.backup\.gz : \d+ lignes/);

    const restore = await runOperatorScript("restore", [backupFile], envOf(target));
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Sauvegarde du .* restaurée : \d+ lignes dans \d+ tables\.\n$/);

    if (kind === "pglite") {
      // The two-factor secrets are encrypted with it: the restored server must have the same.
      const secretOf = ({ options }: TestDatabase) =>
        readFile(join(options.dataDir, "session-secret"), "utf8");
      expect(await secretOf(target)).toBe(await secretOf(source));
    }
    target.database = await createDatabase(target.options);
    expect(await contents(target.database.db)).toEqual(saved);
    expect(saved.leads).toHaveLength(1);
    expect(saved.credit_application_documents).toHaveLength(1);

    const { app, close } = await startApp(target.database, target.options.dataDir);
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: claireSignup.email, password: claireSignup.password },
      });
      expect(login.statusCode).toBe(200);
      const document = await app.inject({
        url: `/api/applications/${applicationId}/documents/${documentId}`,
        headers: { cookie: cookiesOf(login) },
      });
      expect(document.statusCode).toBe(200);
      expect(document.rawPayload.equals(samplePdf)).toBe(true);
      const lead = await target.database.db
        .selectFrom("leads")
        .select(["contact_name", "email"])
        .executeTakeFirstOrThrow();
      expect(lead).toEqual({ contact_name: "Léa Bernard", email: "lea.bernard@example.fr" });
    } finally {
      await close();
      await target.database.close();
    }
  }, 300_000);

  it("refuses a database that holds data, unless --force, which replaces it", async () => {
    const refused = await runOperatorScript("restore", [backupFile], envOf(target));
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^La base cible contient déjà des données \(.*customers.*\).*--force/),
    ]);

    const forced = await runOperatorScript("restore", [backupFile, "--force"], envOf(target));
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    target.database = await createDatabase(target.options);
    try {
      // The sign-in of the previous test opened a session: the backup's state is back without it.
      expect(await contents(target.database.db)).toEqual(saved);
    } finally {
      await target.database.close();
    }
  }, 300_000);

  it("refuses a file cut short and leaves the database as it was", async () => {
    const lines = gunzipSync(await readFile(backupFile))
      .toString("utf8")
      .trimEnd()
      .split("\n");
    const cut = join(backupDir, "cut.gz");
    await writeFile(cut, gzipSync(`${lines.slice(0, -1).join("\n")}\n`));
    target.database = await createDatabase(target.options);
    try {
      await expect(restoreBackup(target.database, cut, { force: true })).rejects.toThrow(
        `${cut} est incomplète (coupée avant sa fin) : rien n'a été restauré.`,
      );
      expect(await contents(target.database.db)).toEqual(saved);
    } finally {
      await target.database.close();
    }
  }, 120_000);
});
