import { randomBytes } from "node:crypto";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { TOTP, Secret } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/database";
import { buildApp } from "../../server/app";
import { loadSessionSecret } from "../../server/secrets";
import { restoreBackup } from "../../server/services/backup";
import { secretBox } from "../../server/services/secret-box";
import { customerWithApplication } from "../support/applications";
import { contents, openBackup, sealBackup } from "../support/backups";
import { runOperatorScript } from "../support/operator-script";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { samplePdf } from "../support/documents";
import { claireSignup, cookiesOf, personalLoanLead } from "../support/fixtures";
import { createFixtureSite } from "../support/site";

/** The file with one bit changed at `index`. */
function flipped(bytes: Buffer, index: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt8((copy.readUInt8(index) ^ 1) & 0xff, index);
  return copy;
}

const wrongKeyMessage =
  "La clé BACKUP_KEY ne correspond pas à cette sauvegarde : rien n'a été restauré.";

describe.each<DatabaseKind>(["pglite", "postgres"])("backup and restore on %s", (kind) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let backupDir = "";
  let backupFile = "";
  let keyFile = "";
  let saved: Record<string, string[]> = {};
  let applicationId = "";
  let documentId = "";
  let authenticator: TOTP;
  // What `openssl rand -base64 32` gives, as README says.
  const key = randomBytes(32).toString("base64");
  // The embedded default keeps its generated secret in DATA_DIR; PostgreSQL needs SESSION_SECRET.
  const sharedSecret = kind === "postgres" ? randomBytes(36).toString("base64url") : "";
  const envOf = (
    { options }: TestDatabase,
    backupKey: Record<string, string> = { BACKUP_KEY: key },
  ) => ({
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    SESSION_SECRET: sharedSecret,
    BACKUP_KEY: "",
    BACKUP_KEY_FILE: "",
    ...backupKey,
  });
  const sessionSecretOf = async ({ options }: TestDatabase) =>
    sharedSecret || (await readFile(join(options.dataDir, "session-secret"), "utf8")).trim();

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
    backupFile = join(backupDir, "aurore.backup.age");
    keyFile = join(backupDir, "backup-key");
    await writeFile(keyFile, `${key}\n`, { mode: 0o600 });
    source = await createTestDatabase(kind);
    target = await createTestDatabase(kind);
    // Restores go into an empty database: a folder never opened, or a migrated database.
    await target.database.close();
    if (kind === "pglite") await rm(join(target.options.dataDir, "pglite"), { recursive: true });
    const { app, close } = await startApp(source.database, source.options.dataDir);
    const { cookie: claire, id } = await customerWithApplication(app);
    applicationId = id;
    const lead = await app.inject({
      method: "POST",
      url: "/api/leads/pretPersonnel",
      payload: personalLoanLead,
    });
    expect(lead.statusCode).toBe(201);
    const send = (url: string, payload: object) =>
      app.inject({ method: "POST", url, headers: { cookie: claire }, payload });
    const upload = await app.inject({
      method: "POST",
      url: `/api/applications/${applicationId}/documents/identity?fileName=carte.pdf`,
      headers: { cookie: claire, "content-type": "application/pdf" },
      payload: samplePdf,
    });
    expect(upload.statusCode).toBe(201);
    documentId = upload.json().documents[0].id;
    // A second factor, sealed with the session secret: the one thing a backup must not open.
    const setup = await send("/api/account/two-factor/setup", { password: claireSignup.password });
    authenticator = new TOTP({ secret: Secret.fromBase32(setup.json().secret.replace(/\s/g, "")) });
    const confirm = await send("/api/account/two-factor/confirm", {
      code: authenticator.generate(),
    });
    expect(confirm.statusCode).toBe(200);
    await close();
    saved = await contents(source.database.db);
  }, 180_000);

  afterAll(async () => {
    await source.drop();
    await target.drop();
    await rm(backupDir, { recursive: true, force: true });
  });

  it("refuses to back up without a key, saying how to make one", async () => {
    // Refusals write nothing, so they run at once: each script is a second of start-up.
    const keys: Record<string, string>[] = [{}, { BACKUP_KEY: "trop-courte" }];
    const refusals = await Promise.all(
      keys.map((key) => runOperatorScript("backup", [backupFile], envOf(source, key))),
    );
    for (const refused of refusals) {
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(/BACKUP_KEY.*openssl rand -base64 32/),
      ]);
    }
    expect(existsSync(backupFile)).toBe(false);
  }, 120_000);

  it.runIf(kind === "pglite")(
    "refuses to back up the embedded database held by a process without a maintenance channel",
    async () => {
      const refused = await runOperatorScript("backup", [backupFile], envOf(source));
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim()).toMatch(
        new RegExp(
          `^La base embarquée de .* est déjà ouverte par le processus ${process.pid} .*n'a pas de canal de maintenance`,
        ),
      );
    },
    120_000,
  );

  it("writes a file that holds no readable row and no secret of the server", async () => {
    await source.database.close();
    const backup = await runOperatorScript("backup", [backupFile], envOf(source));
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Sauvegarde écrite dans .*aurore\.backup\.age : \d+ lignes/);

    const bytes = await readFile(backupFile);
    const sessionSecret = await sessionSecretOf(source);
    expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    for (const secret of [claireSignup.email, personalLoanLead.email, sessionSecret, key]) {
      expect(bytes.includes(secret)).toBe(false);
    }
    // gzip alone hides words from grep too: nothing in the file decompresses without the key.
    expect(() => gunzipSync(bytes)).toThrow();

    // Even with its key, the file gives the second factors sealed, and not the secret that opens them.
    const lines = await openBackup(bytes, key);
    expect(lines).toContain(claireSignup.email);
    expect(lines).not.toContain(sessionSecret);
    expect(lines).not.toContain("sessionSecret");
    expect(lines).not.toContain(authenticator.secret.base32);
  }, 300_000);

  it("restores accounts, leads, documents and sealed second factors into an empty database", async () => {
    // The key from a file this time: the same key as BACKUP_KEY gave, line break and all.
    const restore = await runOperatorScript(
      "restore",
      [backupFile],
      envOf(target, { BACKUP_KEY_FILE: keyFile }),
    );
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Sauvegarde du .* restaurée : \d+ lignes dans \d+ tables\.\n$/);
    const secretFile = join(target.options.dataDir, "session-secret");
    if (kind === "pglite") {
      // The restore writes no secret: it says, without showing one, that the source's is needed.
      expect(existsSync(secretFile)).toBe(false);
      expect(restore.stderr.trim().split("\n")).toEqual([
        expect.stringMatching(
          /^Attention : 1 des 1 comptes à double authentification .*SESSION_SECRET.*session-secret/,
        ),
      ]);
      // What README asks of the operator: the source's secret, kept apart from the backups.
      await copyFile(join(source.options.dataDir, "session-secret"), secretFile);
    } else {
      expect(restore.stderr).toBe("");
    }
    target.database = await createDatabase(target.options);
    expect(await contents(target.database.db)).toEqual(saved);
    expect(saved.leads).toHaveLength(1);
    expect(saved.credit_application_documents).toHaveLength(1);

    const { totp_secret_encrypted: sealed } = await target.database.db
      .selectFrom("customers")
      .select("totp_secret_encrypted")
      .executeTakeFirstOrThrow();
    expect(secretBox(await sessionSecretOf(source)).open(sealed ?? "")).toBe(
      authenticator.secret.base32,
    );
    expect(() => secretBox(randomBytes(36).toString("base64url")).open(sealed ?? "")).toThrow();

    const { app, close } = await startApp(target.database, target.options.dataDir);
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: claireSignup.email, password: claireSignup.password },
      });
      expect(login.statusCode).toBe(200);
      const code = await app.inject({
        method: "POST",
        url: "/api/auth/login/code",
        headers: { cookie: cookiesOf(login) },
        payload: { code: authenticator.generate({ timestamp: Date.now() + 30_000 }) },
      });
      expect(code.statusCode).toBe(200);
      const document = await app.inject({
        url: `/api/applications/${applicationId}/documents/${documentId}`,
        headers: { cookie: cookiesOf(code) },
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
    // The target now has the source's secret: the second factors open, nothing to warn about.
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

  it("refuses a wrong key or no key before touching the database", async () => {
    const other = randomBytes(32).toString("base64");
    const restore = (backupKey: Record<string, string>) =>
      runOperatorScript("restore", [backupFile, "--force"], envOf(target, backupKey));
    const [wrong, none] = await Promise.all([restore({ BACKUP_KEY: other }), restore({})]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(`${wrongKeyMessage}\n`);
    expect(none.code).toBe(1);
    expect(none.stderr.trim()).toMatch(/^Aucune clé pour déchiffrer la sauvegarde : .*BACKUP_KEY/);
    target.database = await createDatabase(target.options);
    try {
      await expect(
        restoreBackup(target.database, backupFile, { key: other, force: true }),
      ).rejects.toThrow(wrongKeyMessage);
      expect(await contents(target.database.db)).toEqual(saved);
    } finally {
      await target.database.close();
    }
  }, 120_000);

  it("refuses a file cut short, altered or unencrypted, and leaves the database as it was", async () => {
    const bytes = await readFile(backupFile);
    const lines = (await openBackup(bytes, key)).trimEnd().split("\n");
    const cases: [string, Uint8Array, string][] = [
      // Cut at a line and sealed again with the key: only the missing trailer tells.
      [
        "cut-line.age",
        await sealBackup(`${lines.slice(0, -1).join("\n")}\n`, key),
        "est incomplète (coupée avant sa fin) : rien n'a été restauré.",
      ],
      ["cut.age", bytes.subarray(0, bytes.length - 100), "est incomplète ou altérée"],
      ["altered.age", flipped(bytes, bytes.length - 300), "est incomplète ou altérée"],
      // What version 1 wrote: the same lines, gzipped only.
      [
        "version-1.gz",
        gzipSync(lines.join("\n").replace('"version":2', '"version":1')),
        "est une sauvegarde non chiffrée (format 1)",
      ],
    ];
    target.database = await createDatabase(target.options);
    try {
      for (const [name, content, message] of cases) {
        const file = join(backupDir, name);
        await writeFile(file, content);
        await expect(restoreBackup(target.database, file, { key, force: true })).rejects.toThrow(
          `${file} ${message}`,
        );
      }
      expect(await contents(target.database.db)).toEqual(saved);
    } finally {
      await target.database.close();
    }
  }, 120_000);
});
