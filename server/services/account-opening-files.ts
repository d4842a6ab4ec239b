/**
 * The identity document's photos (or scans), front and back, of a current account's opening
 * (issue 34; R561-5-2, 1°: a copy of an identity document, one of the two measures at a
 * distance). Judged by their bytes as a loan application's documents are (document-check.ts) and
 * kept by the same store (document-store.ts, owner `openingIdFiles`): a file beside the embedded
 * database, chunks on PostgreSQL, the digest checked on every read.
 *
 * A photo does not change `updated_at`, nor remove the documents issued: the agreement names the
 * holder and what they declared (the document's kind, number and expiry are answers), not the
 * photos, so a clearer photo sent after the documents leaves them as issued.
 */
import type { IdentityFileSide, Opening } from "../../domain/currentAccount/opening";
import type { Database, Db } from "../../db/database";
import { accepted, type ReceivedFile, type StoredFile } from "./application-documents";
import { identityFilesOf, loadOpening, OpeningLockedError } from "./account-openings";
import { documentStore, type DocumentStore } from "./document-store";
import { pendingOpeningStatuses } from "../../domain/currentAccount/opening";

/** Both sides are needed before the documents are issued: one (or both) is missing. */
export class IdentityFilesMissingError extends Error {}

/** The store of the openings' identity files in `database`. */
export const identityFileStore = (database: Database): DocumentStore =>
  documentStore(database, "openingIdFiles");

/** Throws `IdentityFilesMissingError` unless both sides of the opening's document are sent. */
export async function requireIdentityFiles(db: Db, openingId: string): Promise<void> {
  const files = await identityFilesOf(db, openingId);
  if (files.front === null || files.back === null) throw new IdentityFilesMissingError();
}

/**
 * Keeps one side's file in the customer's pending opening, in the caller's transaction (the
 * file's bytes were stored before it, `receiveFile`), replacing the side's earlier file, whose
 * content goes once the transaction commits. Only while the opening is in progress: once signed,
 * the photos are what staff verified the identity on. `undefined` without a pending opening.
 */
export async function uploadIdentityFile(
  db: Db,
  customerId: string,
  side: IdentityFileSide,
  file: ReceivedFile,
  now: Date,
): Promise<Opening | undefined> {
  // Locked, so that a signature or another upload of this side waits for this one.
  const row = await db
    .selectFrom("account_openings")
    .selectAll()
    .where("customer_id", "=", customerId)
    .where("status", "in", pendingOpeningStatuses)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.status !== "in_progress") throw new OpeningLockedError();
  const stored = accepted(file);
  const columns = {
    file_name: stored.file_name,
    media_type: stored.media_type,
    size: stored.size,
    sha256: stored.sha256,
    file_id: stored.file_id,
    uploaded_at: now,
  };
  const old = await db
    .selectFrom("account_opening_id_files")
    .select(["id", "file_id"])
    .where("opening_id", "=", row.id)
    .where("side", "=", side)
    .executeTakeFirst();
  if (old) {
    await db
      .updateTable("account_opening_id_files")
      .set(columns)
      .where("id", "=", old.id)
      .execute();
    await file.change.attach(db, old.id);
    file.change.release(old);
  } else {
    const { id } = await db
      .insertInto("account_opening_id_files")
      .values({ opening_id: row.id, side, ...columns })
      .returning("id")
      .executeTakeFirstOrThrow();
    await file.change.attach(db, id);
  }
  return loadOpening(db, row);
}

/** One side's file of an opening, bytes checked against their digest; `undefined` if not sent. */
async function sideFile(
  database: Database,
  db: Db,
  openingId: string,
  side: IdentityFileSide,
): Promise<StoredFile | undefined> {
  const file = await db
    .selectFrom("account_opening_id_files")
    .select(["id", "file_name", "media_type", "sha256", "file_id"])
    .where("opening_id", "=", openingId)
    .where("side", "=", side)
    .executeTakeFirst();
  if (!file) return undefined;
  return {
    fileName: file.file_name,
    mediaType: file.media_type,
    content: await identityFileStore(database).get(db, file),
  };
}

/**
 * One side's file of the customer's own latest opening, whatever its status; `undefined` when
 * they have none or sent no file for that side.
 */
export async function customerIdentityFile(
  database: Database,
  customerId: string,
  side: IdentityFileSide,
): Promise<StoredFile | undefined> {
  const { db } = database;
  const opening = await db
    .selectFrom("account_openings")
    .select("id")
    .where("customer_id", "=", customerId)
    .orderBy("started_at", "desc")
    .executeTakeFirst();
  return opening && sideFile(database, db, opening.id, side);
}

/**
 * One side's file of any opening, for staff's review (no owner checked: the caller is staff).
 * `undefined` when the opening has no file for that side. Throws `DocumentIntegrityError` when
 * the bytes no longer match their digest: never serve them.
 */
export async function openingIdFile(
  database: Database,
  openingId: string,
  side: IdentityFileSide,
  db: Db = database.db,
): Promise<StoredFile | undefined> {
  return sideFile(database, db, openingId, side);
}
