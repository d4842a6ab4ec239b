import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { BackupError, restoreBackup, writeBackup } from "../../server/services/backup";
import { documentStore } from "../../server/services/document-store";
import { customerWithApplication } from "../support/applications";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { samplePng } from "../support/documents";
import { scannedPdf } from "../support/document-uploads";
import { startTestApp } from "../support/site";

/**
 * Documents leave the embedded database for files (decision 018) and stay in chunks on
 * PostgreSQL: a backup carries their bytes apart from both, so that each restores into the other.
 */
describe("documents in backups, across the two stores", () => {
  let app: FastifyInstance;
  let source: TestDatabase;
  let closeApp: () => Promise<void>;
  const others: TestDatabase[] = [];
  let folder = "";
  const key = randomBytes(32).toString("base64");
  const scan = scannedPdf(600_000);

  beforeAll(async () => {
    ({ app, testDatabase: source, close: closeApp } = await startTestApp("pglite"));
    folder = await mkdtemp(join(tmpdir(), "aurore-backups-"));
    const { cookie, id } = await customerWithApplication(app);
    const post = (url: string, payload: object | Buffer, type = "application/json") =>
      app.inject({ method: "POST", url, headers: { cookie, "content-type": type }, payload });
    const documents = `/api/applications/${id}/documents`;
    expect((await post(`${documents}/payslips?fileName=b.pdf`, scan, "x/y")).statusCode).toBe(201);
    expect((await post(`${documents}/identity?fileName=i.png`, samplePng, "x/y")).statusCode).toBe(
      201,
    );
  }, 60_000);

  afterAll(async () => {
    await closeApp();
    for (const database of others) await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  /** Each document's digest and bytes as its store gives them back, by id. */
  async function documentsOf(database: Database) {
    const rows = await database.db
      .selectFrom("credit_application_documents")
      .select(["id", "sha256", "file_id"])
      .orderBy("id")
      .execute();
    const store = documentStore(database);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        sha256: row.sha256,
        bytes: (await store.get(database.db, row)).toString("base64"),
      })),
    );
  }

  const chunkCount = async (database: Database) =>
    (await database.db.selectFrom("credit_application_document_chunks").select("seq").execute())
      .length;

  const filesOf = async ({ options }: TestDatabase) => {
    const documents = join(options.dataDir, "documents");
    return existsSync(documents) ? (await readdir(documents)).sort() : [];
  };

  const fileIds = async (database: Database) =>
    (
      await database.db
        .selectFrom("credit_application_documents")
        .select("file_id")
        .orderBy("file_id")
        .execute()
    ).map((row) => row.file_id);

  it("restores files of the embedded database as chunks in PostgreSQL, and back into files", async () => {
    const expected = await documentsOf(source.database);
    expect(expected).toHaveLength(2);
    expect(await chunkCount(source.database)).toBe(0);

    const fromFiles = join(folder, "from-files.age");
    await writeBackup(source.database, fromFiles, { key });
    const postgres = await createTestDatabase("postgres");
    others.push(postgres);
    await restoreBackup(postgres.database, fromFiles, { key });
    expect(await documentsOf(postgres.database)).toEqual(expected);
    expect(await fileIds(postgres.database)).toEqual([null, null]);
    // 600 000 bytes in three chunks, the image in one.
    expect(await chunkCount(postgres.database)).toBe(4);

    const fromChunks = join(folder, "from-chunks.age");
    await writeBackup(postgres.database, fromChunks, { key });
    const pglite = await createTestDatabase("pglite");
    others.push(pglite);
    await restoreBackup(pglite.database, fromChunks, { key });
    expect(await documentsOf(pglite.database)).toEqual(expected);
    expect(await chunkCount(pglite.database)).toBe(0);
    expect(await filesOf(pglite)).toEqual(await fileIds(pglite.database));

    // Over the source's own data: its old files go, the restored ones are named by the rows.
    const before = await filesOf(source);
    await restoreBackup(source.database, fromChunks, { key, force: true });
    const after = await filesOf(source);
    expect(after).toEqual(await fileIds(source.database));
    expect(after.filter((name) => before.includes(name))).toEqual([]);
    expect(await documentsOf(source.database)).toEqual(expected);
  }, 120_000);

  it("refuses to back up a document whose file no longer matches its digest", async () => {
    const [name] = await filesOf(source);
    await writeFile(join(source.options.dataDir, "documents", String(name)), "abîmé");
    const file = join(folder, "damaged.age");
    const backup = writeBackup(source.database, file, { key });
    await expect(backup).rejects.toThrow(BackupError);
    await expect(backup).rejects.toThrow(/endommagé/);
    expect(existsSync(file)).toBe(false);
  });
});
