import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentRefusalDetails, documentRefusalMessages } from "@domain/credit/documentRefusals";
import { message } from "@domain/i18n/message";
import type { Database } from "../../db/database";
import { openingIdFile } from "../../server/services/account-opening-files";
import { restoreBackup, writeBackup } from "../../server/services/backup";
import { documentStore } from "../../server/services/document-store";
import {
  openingIdentityBody,
  openingIdentityDocumentBody,
  openingKnowYourCustomerBody,
  openingTaxResidenceBody,
  sendIdentityFile,
  signedOpening,
  uploadIdentityFiles,
} from "../support/account-openings";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { sampleExe, sampleJpeg, samplePdf, samplePng, sampleZip } from "../support/documents";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { written } from "../support/messages";
import { startTestApp } from "../support/site";

/**
 * The identity document's photos in an account opening (issue 34): a front and a back, judged
 * by their bytes and kept by the documents' store (files beside the embedded database, chunks in
 * PostgreSQL), which its sweep and the backups must know of.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("identity document files on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let customers = 0;

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind));
  }, 60_000);

  afterAll(() => close());

  const call = (cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

  const newCustomer = async () => {
    customers += 1;
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, email: `photos.${customers}@example.fr` },
      // One address each: the signup's rate limit counts by address.
      remoteAddress: `10.34.2.${customers}`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    return cookiesOf(signup);
  };

  /** A customer whose opening has every answer given, and no photo yet. */
  const answeredCustomer = async () => {
    const cookie = await newCustomer();
    expect((await call(cookie, "POST", "/api/account-opening")).statusCode).toBe(200);
    for (const [path, body] of [
      ["offer", { offer: "essentiel" }],
      ["identity", openingIdentityBody],
      ["know-your-customer", openingKnowYourCustomerBody],
      ["tax-residence", openingTaxResidenceBody],
      ["identity-document", openingIdentityDocumentBody],
    ] as const) {
      const answer = await call(cookie, "POST", `/api/account-opening/${path}`, body);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    return cookie;
  };

  const download = (cookie: string, side: string) =>
    call(cookie, "GET", `/api/account-opening/identity-document/${side}`);

  /** What holds the bytes of the customers' identity files: files, or chunks. */
  const storedContents = async () => {
    const { database, options } = testDatabase;
    if (kind === "postgres") {
      const rows = await database.db
        .selectFrom("account_opening_id_file_chunks")
        .select("document_id")
        .distinct()
        .execute();
      return rows.length;
    }
    const folder = join(options.dataDir ?? "", "documents");
    return existsSync(folder) ? (await readdir(folder)).length : 0;
  };

  it("keeps a photo of each side, lists them in the opening and gives each back as sent", async () => {
    const cookie = await answeredCustomer();
    const front = await sendIdentityFile(app, cookie, "front", sampleJpeg, "CNI recto.JPG");
    expect(front.statusCode, front.body).toBe(200);
    expect(front.json().identityDocumentFiles).toEqual({
      front: {
        fileName: "CNI recto.jpg",
        mediaType: "image/jpeg",
        size: sampleJpeg.length,
        uploadedAt: expect.any(String),
      },
      back: null,
    });
    const back = await sendIdentityFile(app, cookie, "back", samplePdf, "verso.pdf");
    expect(back.statusCode, back.body).toBe(200);

    const opening = (await call(cookie, "GET", "/api/account-opening")).json();
    expect(opening.identityDocumentFiles.back).toMatchObject({
      fileName: "verso.pdf",
      mediaType: "application/pdf",
      size: samplePdf.length,
    });
    for (const [side, bytes, type, name] of [
      ["front", sampleJpeg, "image/jpeg", "CNI%20recto.jpg"],
      ["back", samplePdf, "application/pdf", "verso.pdf"],
    ] as const) {
      const file = await download(cookie, side);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers["content-type"]).toBe(type);
      expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(file.headers["content-disposition"]).toContain(name);
      expect(file.headers["cache-control"]).toBe("no-store");
    }
  });

  it("replaces a side's file by a new one, and lets the old content go", async () => {
    const cookie = await answeredCustomer();
    await uploadIdentityFiles(app, cookie);
    const before = await storedContents();
    const replaced = await sendIdentityFile(app, cookie, "back", samplePdf, "verso net.pdf");
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().identityDocumentFiles.back).toMatchObject({
      fileName: "verso net.pdf",
      mediaType: "application/pdf",
    });
    expect(replaced.json().identityDocumentFiles.front.fileName).toBe("recto.jpg");
    expect((await download(cookie, "back")).rawPayload.equals(samplePdf)).toBe(true);
    expect(await storedContents()).toBe(before);
    const rows = await testDatabase.database.db
      .selectFrom("account_opening_id_files as f")
      .innerJoin("account_openings as o", "o.id", "f.opening_id")
      .select("f.side")
      .where("o.id", "=", replaced.json().id)
      .execute();
    expect(rows.map((row) => row.side).sort()).toEqual(["back", "front"]);
  });

  it.each([
    ["an archive", sampleZip, "cni.zip", 415, "wrong_type", documentRefusalDetails.archive("ZIP")],
    ["a program", sampleExe, "cni.jpg", 415, "wrong_type", documentRefusalDetails.executable],
    ["an empty file", Buffer.alloc(0), "cni.jpg", 400, "empty", documentRefusalMessages.empty],
    [
      "11 Mo",
      Buffer.concat([samplePng, Buffer.alloc(11 * 1024 * 1024)]),
      "cni.png",
      413,
      "too_large",
      documentRefusalMessages.tooLarge,
    ],
  ])(
    "refuses %s with its message, and keeps nothing of it",
    async (_, bytes, name, status, code, text) => {
      const cookie = await answeredCustomer();
      const before = await storedContents();
      const refused = await sendIdentityFile(app, cookie, "front", bytes, name);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().error).toEqual({ code, message: written(text) });
      expect(await storedContents()).toBe(before);
      const opening = (await call(cookie, "GET", "/api/account-opening")).json();
      expect(opening.identityDocumentFiles).toEqual({ front: null, back: null });
    },
  );

  it("names no other side than the front and the back, and needs an opening", async () => {
    const cookie = await newCustomer();
    const none = await sendIdentityFile(app, cookie, "front", sampleJpeg, "recto.jpg");
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe("opening_not_found");
    await call(cookie, "POST", "/api/account-opening");
    const side = await sendIdentityFile(app, cookie, "side", sampleJpeg, "recto.jpg");
    expect(side.statusCode).toBe(404);
    expect(side.json().error.code).toBe("identity_file_not_found");
    expect((await download(cookie, "front")).statusCode).toBe(404);
  });

  it("refuses to issue the documents while a side is missing, with a message that says so", async () => {
    const cookie = await answeredCustomer();
    const front = await sendIdentityFile(app, cookie, "front", sampleJpeg, "recto.jpg");
    expect(front.statusCode).toBe(200);
    const refused = await call(cookie, "POST", "/api/account-opening/documents");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "answers_missing",
      message: written(message("openingIdentityFilesMissing")),
    });
    await sendIdentityFile(app, cookie, "back", samplePng, "verso.png");
    const issued = await call(cookie, "POST", "/api/account-opening/documents");
    expect(issued.statusCode, issued.body).toBe(200);

    // A clearer photo sent after the documents leaves them as issued: they do not show it.
    const again = await sendIdentityFile(app, cookie, "front", samplePdf, "recto.pdf");
    expect(again.statusCode).toBe(200);
    expect(again.json().documents).toEqual(issued.json().documents);
  });

  it("locks the photos once the agreement is signed, and shows them to their owner only", async () => {
    const cookie = await newCustomer();
    const opening = await signedOpening(app, cookie);
    expect(opening.identityDocumentFiles.front).not.toBeNull();
    const locked = await sendIdentityFile(app, cookie, "back", samplePdf, "verso.pdf");
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toEqual({
      code: "opening_locked",
      message: written(message("openingLocked")),
    });
    expect((await download(cookie, "back")).rawPayload.equals(samplePng)).toBe(true);

    // Another customer, with an opening of their own, reaches only theirs.
    const other = await answeredCustomer();
    const theirs = await download(other, "front");
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(written(message("openingIdentityFileNotFound")));
    expect((await call("", "GET", "/api/account-opening/identity-document/front")).statusCode).toBe(
      401,
    );

    // Staff's review reads any opening's files.
    const staffCopy = await openingIdFile(testDatabase.database, opening.id, "front");
    expect(staffCopy && Buffer.from(staffCopy.content).equals(sampleJpeg)).toBe(true);
    expect(await openingIdFile(testDatabase.database, randomUUID(), "front")).toBeUndefined();
  });

  it("keeps the identity files when the store sweeps the files no row names", async () => {
    const cookie = await answeredCustomer();
    await uploadIdentityFiles(app, cookie);
    const { database, options } = testDatabase;
    const orphan = randomUUID();
    if (kind === "pglite") {
      await writeFile(join(options.dataDir ?? "", "documents", orphan), "sans ligne");
    }
    // Either owner's store sweeps the one folder: both must count the identity files as named.
    for (const owner of ["creditDocuments", "openingIdFiles"] as const) {
      await documentStore(database, owner).sweep(database.db, 0);
    }
    if (kind === "pglite") {
      expect(existsSync(join(options.dataDir ?? "", "documents", orphan))).toBe(false);
    }
    const front = await download(cookie, "front");
    expect(front.statusCode, front.body).toBe(200);
    expect(front.rawPayload.equals(sampleJpeg)).toBe(true);
    expect((await download(cookie, "back")).rawPayload.equals(samplePng)).toBe(true);
  });

  it("answers a damaged file with a refusal, never its bytes", async () => {
    const cookie = await answeredCustomer();
    await uploadIdentityFiles(app, cookie);
    const { id } = (await call(cookie, "GET", "/api/account-opening")).json();
    const row = await testDatabase.database.db
      .selectFrom("account_opening_id_files")
      .select(["id", "file_id"])
      .where("opening_id", "=", id)
      .where("side", "=", "front")
      .executeTakeFirstOrThrow();
    if (row.file_id !== null) {
      const path = join(testDatabase.options.dataDir ?? "", "documents", row.file_id);
      await writeFile(path, "abîmé");
    } else {
      await testDatabase.database.db
        .updateTable("account_opening_id_file_chunks")
        .set({ bytes: Buffer.from("abîmé") })
        .where("document_id", "=", row.id)
        .execute();
    }
    const damaged = await download(cookie, "front");
    expect(damaged.statusCode).toBe(500);
    expect(damaged.json().error.code).toBe("document_damaged");
    expect(damaged.body).not.toContain("abîmé");
  });
});

/** The identity files in backups: restored into either store, from either. */
describe("identity document files in backups, across the two stores", () => {
  const others: TestDatabase[] = [];
  let folder = "";
  const key = randomBytes(32).toString("base64");

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "aurore-id-backups-"));
  });

  afterAll(async () => {
    for (const database of others) await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  /** Each identity file's side, digest and bytes as its store gives them back. */
  async function filesOf(database: Database) {
    const rows = await database.db
      .selectFrom("account_opening_id_files")
      .select(["id", "side", "sha256", "file_id"])
      .orderBy("id")
      .execute();
    const store = documentStore(database, "openingIdFiles");
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        side: row.side,
        sha256: row.sha256,
        bytes: (await store.get(database.db, row)).toString("base64"),
      })),
    );
  }

  it.each<[DatabaseKind, DatabaseKind]>([
    ["pglite", "postgres"],
    ["postgres", "pglite"],
  ])(
    "backs up from %s and restores into %s",
    async (from, to) => {
      const { app, testDatabase: source, close } = await startTestApp(from);
      try {
        const signup = await app.inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: claireSignup,
        });
        const cookie = cookiesOf(signup);
        await signedOpening(app, cookie);
        const expected = await filesOf(source.database);
        expect(expected.map((file) => file.side).sort()).toEqual(["back", "front"]);

        const file = join(folder, `${from}.age`);
        await writeBackup(source.database, file, { key });
        const target = await createTestDatabase(to);
        others.push(target);
        await restoreBackup(target.database, file, { key });
        expect(await filesOf(target.database)).toEqual(expected);
        const rows = await target.database.db
          .selectFrom("account_opening_id_files")
          .select("file_id")
          .execute();
        expect(rows.every((row) => (row.file_id === null) === (to === "postgres"))).toBe(true);
        // The restored files are named: a sweep keeps them.
        await documentStore(target.database).sweep(target.database.db, 0);
        expect(await filesOf(target.database)).toEqual(expected);
      } finally {
        await close();
      }
    },
    120_000,
  );
});
