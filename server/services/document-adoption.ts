/**
 * The documents' housekeeping at each start of the server. Documents stored before migration 015
 * are brought into the store their database uses, once: on the embedded database their chunks
 * move into files, on PostgreSQL their digest is recorded. Files no committed row names (a crash
 * between a file and its row, a deletion that failed) are removed once an hour old.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/database";
import { DocumentIntegrityError, documentStore, type DocumentStore } from "./document-store";

/** Older than any transaction: a file this old that no row names will never be named. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

type Log = Pick<FastifyBaseLogger, "info" | "error">;

/**
 * Moves one document into the store. Its row must still name the content read: a replacement or
 * a deletion meanwhile wins, and the copy made here is let go.
 */
async function adopt(db: Db, store: DocumentStore, document: StoredBefore): Promise<boolean> {
  const bytes = await store.get(db, document);
  const content = await store.put(bytes);
  const moved = await db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable("credit_application_documents")
      .set({ sha256: content.sha256, file_id: content.file_id })
      .where("id", "=", document.id)
      .where("file_id", "is", null);
    update =
      document.sha256 === null
        ? update.where("sha256", "is", null)
        : update.where("sha256", "=", document.sha256);
    const { numUpdatedRows } = await update.executeTakeFirst();
    if (numUpdatedRows === 0n) return false;
    // On PostgreSQL the chunks are the content and stay; a file replaces them.
    if (content.file_id !== null) await store.attach(trx, document.id, content);
    return true;
  });
  if (!moved) await store.delete(content);
  return moved;
}

interface StoredBefore {
  id: string;
  sha256: string | null;
  file_id: null;
}

/** The next document stored the way before migration 015, after `afterId`. */
async function nextStoredBefore(
  db: Db,
  store: DocumentStore,
  afterId: string,
): Promise<StoredBefore | undefined> {
  let query = db
    .selectFrom("credit_application_documents")
    .select(["id", "sha256"])
    .where("file_id", "is", null)
    .where("id", ">", afterId);
  // In files, every content still in chunks is to move; in chunks, only a missing digest.
  if (store.kind === "chunks") query = query.where("sha256", "is", null);
  const row = await query.orderBy("id").limit(1).executeTakeFirst();
  return row && { ...row, file_id: null };
}

export interface DocumentHousekeeping {
  /** Resolves when the work is done (or stopped); never rejects: failures are logged. */
  done: Promise<void>;
  /** Stops after the document in hand. */
  stop(): Promise<void>;
}

/**
 * Runs beside the server, one document at a time and on the embedded database one chunk at a
 * time, so that it never holds the only thread for long.
 */
export function startDocumentHousekeeping(database: Database, log: Log): DocumentHousekeeping {
  const store = documentStore(database);
  const { db } = database;
  let stopped = false;
  const run = async () => {
    const removed = await store.sweep(db, ORPHAN_MIN_AGE_MS);
    if (removed > 0) log.info({ removed }, "document files without a row removed");
    let adopted = 0;
    let afterId = "00000000-0000-0000-0000-000000000000";
    for (let document = await nextStoredBefore(db, store, afterId); document && !stopped;) {
      afterId = document.id;
      try {
        if (await adopt(db, store, document)) adopted += 1;
      } catch (error) {
        if (!(error instanceof DocumentIntegrityError)) throw error;
        // Left as it is: its download is refused, and an operator can read the log.
        log.error({ documentId: document.id, err: error.message }, "document failed its check");
      }
      document = await nextStoredBefore(db, store, afterId);
    }
    if (adopted > 0) {
      log.info(
        { documents: adopted, store: store.kind },
        store.kind === "files"
          ? "documents moved out of the embedded database into DATA_DIR/documents"
          : "documents' digests recorded",
      );
    }
  };
  const done = run().catch((error: unknown) => {
    // The next start tries again; meanwhile every document still reads as it is stored.
    if (!stopped) log.error({ err: error }, "document housekeeping failed");
  });
  return {
    done,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
