import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteExpiredApplications } from "../../server/services/retention";
import {
  ORPHAN_MIN_AGE_MS,
  startDocumentHousekeeping,
} from "../../server/services/document-adoption";
import { documentChunkBytes, documentStore } from "../../server/services/document-store";
import { customerWithApplication } from "../support/applications";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { samplePdf, samplePng } from "../support/documents";
import { scannedPdf } from "../support/document-uploads";
import { startTestApp } from "../support/site";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const quiet = { info: () => {}, error: () => {} };

describe.each<DatabaseKind>(["pglite", "postgres"])("documents' bytes on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let customers = 0;
  const logLines: string[] = [];
  const folder = () => join(testDatabase.options.dataDir, "documents");
  const allFiles = async () => (existsSync(folder()) ? (await readdir(folder())).sort() : []);
  /** The files in the folder but those of earlier tests. */
  let earlier: string[] = [];
  const filesInFolder = async () => (await allFiles()).filter((name) => !earlier.includes(name));

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) => logLines.push(...chunk.toString().split("\n")));
    ({ app, testDatabase, close } = await startTestApp(kind, { logger: true, logStream }));
  }, 60_000);

  afterAll(() => close());

  /**
   * A new customer at the Documents step, each from an address of their own (signups are limited
   * per address): one application each.
   */
  async function openApplication(): Promise<{ cookie: string; id: string }> {
    earlier = await allFiles();
    customers += 1;
    return customerWithApplication(app, {
      email: `documents.${customers}@example.fr`,
      remoteAddress: `203.0.113.${customers}`,
    });
  }

  const send = (cookie: string, url: string, bytes: InjectOptions["payload"], name: string) =>
    app.inject({
      method: "POST",
      url: `${url}?fileName=${name}`,
      headers: { cookie, "content-type": "application/octet-stream" },
      payload: bytes,
    });

  const row = (documentId: string) =>
    testDatabase.database.db
      .selectFrom("credit_application_documents")
      .select(["sha256", "file_id"])
      .where("id", "=", documentId)
      .executeTakeFirst();

  const chunkCount = async (documentId: string) =>
    (
      await testDatabase.database.db
        .selectFrom("credit_application_document_chunks")
        .select("seq")
        .where("document_id", "=", documentId)
        .execute()
    ).length;

  it("keeps 10 Mo where the database's kind wants them, with their digest, and gives them back byte for byte", async () => {
    const { cookie, id } = await openApplication();
    const scan = scannedPdf(10 * 1024 * 1024);
    const uploaded = await send(
      cookie,
      `/api/applications/${id}/documents/payslips`,
      scan,
      "a.pdf",
    );
    expect(uploaded.statusCode).toBe(201);
    const [document] = uploaded.json().documents;
    const stored = await row(document.id);
    expect(stored?.sha256).toBe(sha256(scan));
    if (kind === "pglite") {
      // Outside the embedded database: a file readable by the server's user only.
      expect(stored?.file_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await filesInFolder()).toEqual([stored?.file_id]);
      expect((await stat(folder())).mode & 0o777).toBe(0o700);
      expect((await stat(join(folder(), String(stored?.file_id)))).mode & 0o777).toBe(0o600);
      expect(await chunkCount(document.id)).toBe(0);
    } else {
      // Shared by every instance, in the database: no disk of the instance holds it.
      expect(stored?.file_id).toBeNull();
      expect(await chunkCount(document.id)).toBe(scan.length / documentChunkBytes);
      expect(existsSync(folder())).toBe(false);
    }
    const download = await app.inject({
      method: "GET",
      url: `/api/applications/${id}/documents/${document.id}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(scan)).toBe(true);
  });

  it("leaves no file behind a replaced or deleted document, nor behind a refused step", async () => {
    const { cookie, id } = await openApplication();
    const documents = `/api/applications/${id}/documents`;
    const [document] = (await send(cookie, `${documents}/identity`, samplePdf, "id.pdf")).json()
      .documents;
    const before = await filesInFolder();

    const replaced = await send(cookie, `${documents}/${document.id}/replacement`, samplePng, "b");
    expect(replaced.statusCode).toBe(200);
    const after = await row(document.id);
    expect(after?.sha256).toBe(sha256(samplePng));
    const download = await app.inject({
      method: "GET",
      url: `${documents}/${document.id}`,
      headers: { cookie },
    });
    expect(download.rawPayload.equals(samplePng)).toBe(true);
    if (kind === "pglite") {
      expect(await filesInFolder()).toEqual([after?.file_id]);
      expect(before).not.toContain(after?.file_id);
    } else {
      expect(await chunkCount(document.id)).toBe(1);
    }

    // Accepted as a file, refused by the step: the file kept for it goes with the transaction.
    const outside = await send(cookie, `${documents}/quoteOrInvoice`, samplePdf, "devis.pdf");
    expect(outside.statusCode).toBe(400);
    expect(await filesInFolder()).toEqual(kind === "pglite" ? [after?.file_id] : []);

    const deleted = await app.inject({
      method: "DELETE",
      url: `${documents}/${document.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await row(document.id)).toBeUndefined();
    expect(await chunkCount(document.id)).toBe(0);
    expect(await filesInFolder()).toEqual([]);
  });

  it("refuses to serve a document whose bytes no longer match their digest, and logs which", async () => {
    const { cookie, id } = await openApplication();
    const scan = scannedPdf(300_000);
    const [document] = (
      await send(cookie, `/api/applications/${id}/documents/taxNotice`, scan, "avis.pdf")
    ).json().documents;
    const tampered = Buffer.from(scan);
    tampered[1000] = (tampered[1000] ?? 0) ^ 0xff;
    const stored = await row(document.id);
    if (stored?.file_id) await writeFile(join(folder(), stored.file_id), tampered);
    else {
      await testDatabase.database.db
        .updateTable("credit_application_document_chunks")
        .set({ bytes: tampered.subarray(0, documentChunkBytes) })
        .where("document_id", "=", document.id)
        .where("seq", "=", 0)
        .execute();
    }
    const download = await app.inject({
      method: "GET",
      url: `/api/applications/${id}/documents/${document.id}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(500);
    expect(download.json().error.code).toBe("document_damaged");
    expect(download.body).not.toContain("%PDF");
    const logged = logLines
      .filter((line) => line.includes("document failed its integrity check"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ documentId: document.id, expected: sha256(scan), level: 50 }),
    );
  });

  it("reads a document stored before migration 015, then moves it into the store at start", async () => {
    const { cookie, id } = await openApplication();
    const { db } = testDatabase.database;
    const scan = scannedPdf(2 * documentChunkBytes + 1000);
    // As the server before issue 29 stored it: chunks, no digest, no file.
    const { id: documentId } = await db
      .insertInto("credit_application_documents")
      .values({
        application_id: id,
        code: "identity",
        file_name: "ancien.pdf",
        media_type: "application/pdf",
        size: scan.length,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let seq = 0; seq * documentChunkBytes < scan.length; seq += 1) {
      const bytes = scan.subarray(seq * documentChunkBytes, (seq + 1) * documentChunkBytes);
      await db
        .insertInto("credit_application_document_chunks")
        .values({ document_id: documentId, seq, bytes })
        .execute();
    }
    const download = () =>
      app.inject({
        method: "GET",
        url: `/api/applications/${id}/documents/${documentId}`,
        headers: { cookie },
      });
    expect((await download()).rawPayload.equals(scan)).toBe(true);

    await startDocumentHousekeeping(testDatabase.database, quiet).done;
    const moved = await row(documentId);
    expect(moved?.sha256).toBe(sha256(scan));
    if (kind === "pglite") {
      expect(moved?.file_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await chunkCount(documentId)).toBe(0);
    } else {
      expect(moved?.file_id).toBeNull();
      expect(await chunkCount(documentId)).toBe(3);
    }
    expect((await download()).rawPayload.equals(scan)).toBe(true);
  });

  it("removes files no row names once an hour old, and an application's files with it at retention", async () => {
    const { cookie, id } = await openApplication();
    const [document] = (
      await send(cookie, `/api/applications/${id}/documents/identity`, samplePdf, "id.pdf")
    ).json().documents;
    const store = documentStore(testDatabase.database);
    const { db } = testDatabase.database;
    if (kind === "pglite") {
      const live = String((await row(document.id))?.file_id);
      const old = new Date(Date.now() - ORPHAN_MIN_AGE_MS - 60_000);
      const orphan = randomUUID();
      const partial = `${randomUUID()}.partial`;
      const recent = randomUUID();
      for (const name of [orphan, partial, recent]) await writeFile(join(folder(), name), "x");
      for (const name of [live, orphan, partial]) await utimes(join(folder(), name), old, old);
      expect(await store.sweep(db, ORPHAN_MIN_AGE_MS)).toBe(2);
      expect(await filesInFolder()).toEqual([live, recent].sort());
      await store.sweep(db, 0);
    } else {
      expect(await store.sweep(db, 0)).toBe(0);
    }

    await db
      .updateTable("credit_applications")
      .set({ updated_at: new Date("2020-01-01") })
      .where("id", "=", id)
      .execute();
    const result = await deleteExpiredApplications(testDatabase.database);
    expect(result.abandoned).toBeGreaterThanOrEqual(1);
    expect(await row(document.id)).toBeUndefined();
    expect(await filesInFolder()).toEqual([]);
  });
});
