/**
 * Where the bytes of customers' documents are kept (docs/decisions/018-documents-outside-the-
 * embedded-database.md). The embedded database runs on the server's only thread: 10 MB through
 * it froze every other request for seconds. So on it, each content is a file of
 * `DATA_DIR/documents`; on PostgreSQL, which instances share without sharing a disk and which
 * stalls nothing, the content stays in the chunks' table. Either way the document's row records
 * the SHA-256 of its bytes, and no byte is served that does not match it.
 */
import { randomUUID, webcrypto } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import type { Database, Db } from "../../db/database";

/**
 * The tables whose rows name stored contents, each with the table its chunks go in on PostgreSQL
 * (docs/decisions/053-one-document-store-chunk-tables-per-owner.md). One folder of files serves
 * them all: the sweep keeps a file that a row of any of them names.
 */
export const documentOwners = {
  creditDocuments: {
    rows: "credit_application_documents",
    chunks: "credit_application_document_chunks",
  },
  openingIdFiles: { rows: "account_opening_id_files", chunks: "account_opening_id_file_chunks" },
} as const;
export type DocumentOwner = keyof typeof documentOwners;
const ownerNames = Object.keys(documentOwners) as DocumentOwner[];

// Every owner's tables have the same columns the store reads and writes (`file_id`; `document_id`,
// `seq`, `bytes`): typed as the loan documents' ones, which Kysely can check.
type RowsTable = "credit_application_documents";
type ChunksTable = "credit_application_document_chunks";
const rowsTable = (owner: DocumentOwner) => documentOwners[owner].rows as RowsTable;
const chunksTable = (owner: DocumentOwner) => documentOwners[owner].chunks as ChunksTable;

/** What a document's row says of its bytes. */
export interface DocumentRef {
  id: string;
  sha256: string | null;
  file_id: string | null;
}

/** Bytes kept by a store, not yet named by a committed row: the columns that row will hold. */
export interface PutContent {
  sha256: string;
  file_id: string | null;
  /** The bytes, for a store that writes them in the row's transaction (`attach`). */
  bytes: Uint8Array;
  /** The file was there already with these bytes: not the caller's to delete if it fails. */
  existed?: boolean;
}

/** The bytes read do not match the digest recorded, or are gone: never served. */
export class DocumentIntegrityError extends Error {
  constructor(
    readonly documentId: string,
    readonly expected: string | null,
    readonly found: string,
  ) {
    super(`document ${documentId}: recorded SHA-256 ${expected}, found ${found}`);
  }
}

export interface DocumentStore {
  readonly kind: "files" | "chunks";
  /**
   * Keeps `bytes` before the transaction that records them: a file is written and synced, named
   * `fileId` if given and free, or taken as it is if it holds these bytes (a restore keeps the
   * names of its backup).
   */
  put(bytes: Uint8Array, fileId?: string | null): Promise<PutContent>;
  /** In that transaction, once the row names the content: what belongs in the database goes in. */
  attach(trx: Db, documentId: string, content: PutContent): Promise<void>;
  /** The bytes, checked against the row's digest. */
  get(db: Db, document: DocumentRef): Promise<Buffer>;
  /** Lets go of a content no committed row names (any longer). */
  delete(content: Pick<DocumentRef, "file_id">): Promise<void>;
  /** Removes the files older than `minAgeMs` that no committed row names; how many. */
  sweep(db: Db, minAgeMs: number): Promise<number>;
}

/** The size of the chunks: the embedded database keeps the memory of the largest value sent. */
export const documentChunkBytes = 256 * 1024;

/** Hexadecimal SHA-256, hashed off the main thread (WebCrypto runs it in libuv's pool). */
export async function digestOf(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest("SHA-256", bytes)).toString("hex");
}

async function checked(document: DocumentRef, bytes: Buffer): Promise<Buffer> {
  // Documents stored before migration 015 have no digest until the server records one at start.
  if (document.sha256 === null) return bytes;
  const found = await digestOf(bytes);
  if (found !== document.sha256)
    throw new DocumentIntegrityError(document.id, document.sha256, found);
  return bytes;
}

/**
 * A document's chunks put back together. `embedded`: one chunk at a time, as base64 text. PGlite
 * runs on the server's only thread: a statement carrying 10 MB held it for seconds, and it turns
 * a `bytea` into bytes in JavaScript, 80 ms for 256 KB, where `encode(…, 'base64')` takes 7 ms
 * and Node decodes base64 natively (measured in issue 29).
 */
export async function readChunks(
  db: Db,
  documentId: string,
  embedded: boolean,
  owner: DocumentOwner = "creditDocuments",
): Promise<Buffer> {
  const chunks = db.selectFrom(chunksTable(owner)).where("document_id", "=", documentId);
  if (!embedded) {
    const rows = await chunks.select("bytes").orderBy("seq").execute();
    return Buffer.concat(rows.map((row) => row.bytes));
  }
  const pieces: Buffer[] = [];
  for (;;) {
    const chunk = await chunks
      .select(sql<string>`encode(bytes, 'base64')`.as("base64"))
      .where("seq", "=", pieces.length)
      .executeTakeFirst();
    if (!chunk) return Buffer.concat(pieces);
    pieces.push(Buffer.from(chunk.base64, "base64"));
  }
}

async function deleteChunks(trx: Db, documentId: string, owner: DocumentOwner): Promise<void> {
  await trx.deleteFrom(chunksTable(owner)).where("document_id", "=", documentId).execute();
}

/** PostgreSQL: the bytes in the row's transaction, in chunks (decision 012). */
function chunkStore(owner: DocumentOwner): DocumentStore {
  return {
    kind: "chunks",
    put: async (bytes) => ({ sha256: await digestOf(bytes), file_id: null, bytes }),
    async attach(trx, documentId, { bytes }) {
      await deleteChunks(trx, documentId, owner);
      for (let seq = 0; seq * documentChunkBytes < bytes.length; seq += 1) {
        const start = seq * documentChunkBytes;
        await trx
          .insertInto(chunksTable(owner))
          .values({
            document_id: documentId,
            seq,
            bytes: bytes.subarray(start, start + documentChunkBytes),
          })
          .execute();
      }
    },
    get: async (db, document) => checked(document, await readChunks(db, document.id, false, owner)),
    // The chunks go with their row (cascade), or are replaced in its transaction.
    delete: async () => {},
    sweep: async () => 0,
  };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const partialSuffix = ".partial";

/** Makes a rename durable: the directory's entry, not only the file, must reach the disk. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The embedded database: one file per content, named by an id, readable by the server only. */
function fileStore(dataDir: string, owner: DocumentOwner): DocumentStore {
  const folder = join(dataDir, "documents");
  let created: Promise<unknown> | undefined;
  const ready = async () => {
    created ??= mkdir(folder, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      created = undefined;
      throw error;
    });
    await created;
  };
  const pathOf = (fileId: string) => join(folder, fileId);

  return {
    kind: "files",
    async put(bytes, wanted) {
      await ready();
      const sha256 = await digestOf(bytes);
      const named = wanted && uuid.test(wanted) ? wanted : undefined;
      if (named && existsSync(pathOf(named))) {
        const there = await readFile(pathOf(named));
        if ((await digestOf(there)) === sha256) {
          return { sha256, file_id: named, bytes, existed: true };
        }
      }
      const fileId = named && !existsSync(pathOf(named)) ? named : randomUUID();
      // Written whole under another name, then renamed: a crash never leaves half a document
      // under a name a row could hold.
      const partial = pathOf(`${fileId}${partialSuffix}`);
      try {
        const handle = await open(partial, "wx", 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, pathOf(fileId));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await syncFolder(folder);
      return { sha256, file_id: fileId, bytes };
    },
    // Chunks left by a content stored before migration 015, which the new file replaces.
    attach: (trx, documentId) => deleteChunks(trx, documentId, owner),
    async get(db, document) {
      if (document.file_id === null) {
        return checked(document, await readChunks(db, document.id, true, owner));
      }
      const bytes = await readFile(pathOf(document.file_id)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        throw new DocumentIntegrityError(document.id, document.sha256, "no file");
      });
      return checked(document, bytes);
    },
    async delete({ file_id }) {
      if (file_id !== null) await rm(pathOf(file_id), { force: true });
    },
    async sweep(db, minAgeMs) {
      const names = await readdir(folder).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      });
      const before = Date.now() - minAgeMs;
      // Partial files are orphans once old; a content's file is one if no row names it.
      const orphans: string[] = [];
      const ids: string[] = [];
      for (const name of names) {
        const id = name.endsWith(partialSuffix) ? name.slice(0, -partialSuffix.length) : name;
        if (!uuid.test(id)) continue;
        const modified = (await stat(pathOf(name)).catch(() => undefined))?.mtimeMs;
        if (modified === undefined || modified >= before) continue;
        (id === name ? ids : orphans).push(name);
      }
      for (let start = 0; start < ids.length; start += 500) {
        const batch = ids.slice(start, start + 500);
        // Whichever store a row was written through: the folder is one, its owners are several.
        const kept = new Set<string | null>();
        for (const named of ownerNames) {
          const rows = await db
            .selectFrom(rowsTable(named))
            .select("file_id")
            .where("file_id", "in", batch)
            .execute();
          for (const row of rows) kept.add(row.file_id);
        }
        orphans.push(...batch.filter((id) => !kept.has(id)));
      }
      await Promise.all(orphans.map((name) => rm(pathOf(name), { force: true })));
      return orphans.length;
    },
  };
}

const stores = new WeakMap<Database, Map<DocumentOwner, DocumentStore>>();

/**
 * The store of `owner`'s documents in `database` (the loan applications' by default): files
 * beside an embedded database on disk, in one folder for every owner; chunks in the owner's
 * chunks' table otherwise.
 */
export function documentStore(
  database: Database,
  owner: DocumentOwner = "creditDocuments",
): DocumentStore {
  let byOwner = stores.get(database);
  if (!byOwner) {
    byOwner = new Map();
    stores.set(database, byOwner);
  }
  let store = byOwner.get(owner);
  if (!store) {
    // An in-memory embedded database (tests) has no folder: its documents stay in it.
    store = database.dataDir === undefined ? chunkStore(owner) : fileStore(database.dataDir, owner);
    byOwner.set(owner, store);
  }
  return store;
}

/** One transaction's hold on stored documents. */
export interface DocumentChange {
  /** The bytes sent with the request, kept before the transaction began. */
  content: PutContent | undefined;
  /** Once the row naming `content` is written: the store's part of the transaction. */
  attach(trx: Db, documentId: string): Promise<void>;
  /** Once the transaction commits, the content of a row it deleted or replaced goes. */
  release(document: Pick<DocumentRef, "file_id">): void;
}

/**
 * Keeps `bytes` (when given) in the store, then runs `step` in a transaction. The content is
 * deleted if the transaction does not commit; what the step released is deleted once it has. A
 * deletion that fails leaves a file no row names, which the sweep removes.
 */
export async function changeDocuments<T>(
  store: DocumentStore,
  db: Db,
  bytes: Uint8Array | undefined,
  step: (trx: Db, change: DocumentChange) => Promise<T>,
): Promise<T> {
  const content = bytes && (await store.put(bytes));
  const released: Pick<DocumentRef, "file_id">[] = [];
  let result: T;
  try {
    result = await db.transaction().execute((trx) =>
      step(trx, {
        content,
        attach: async (inTrx, documentId) => {
          if (!content) throw new Error("No content to attach: none was sent");
          await store.attach(inTrx, documentId, content);
        },
        release: (document) => void released.push(document),
      }),
    );
  } catch (error) {
    if (content) await store.delete(content).catch(() => {});
    throw error;
  }
  await Promise.all(released.map((document) => store.delete(document).catch(() => {})));
  return result;
}
