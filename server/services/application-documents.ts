/**
 * The Documents step of a loan application: the customer's files (added, replaced, deleted while
 * the file is open), their downloads, and the submission for study. Each step that changes
 * something runs in the transaction it is given and writes its event there.
 */
import type { Application } from "../../domain/credit/application";
import { documentChecklists, type DocumentCode } from "../../domain/credit/documents";
import type { DocumentRefusal } from "../../domain/documentFiles";
import type { CreditProduct } from "../../domain/credit/products";
import { message, type MessageRef } from "../../domain/i18n/message";
import {
  documentsEditable,
  isChecklistDocument,
  maxFilesPerDocument,
  missingDocuments,
} from "../../domain/credit/workflow";
import type { Db } from "../../db/database";
import { checkStorageQuota } from "./application-quotas";
import { checkDocument, type DocumentCheck } from "./document-check";
import { changeDocuments, type DocumentChange, type DocumentStore } from "./document-store";
import {
  documentsOf,
  loadApplication,
  ownApplication,
  record,
  WrongStateError,
  type ApplicationRow,
} from "./applications";

/** The application, or the document in it, is not there for this caller. */
export class NotFoundError extends Error {
  constructor(readonly code: "application_not_found" | "document_not_found") {
    super(code);
  }
}

/** Why a file is not taken, by the upload endpoints' declared error codes. */
export type DocumentRefusalCode =
  | "empty"
  | "too_large"
  | "wrong_type"
  | "unreadable"
  | "active_content"
  | "too_many_files"
  | "not_in_checklist";

export class DocumentRefusedError extends Error {
  /** `detail`: a more precise message than the declared one (what the file really is). */
  constructor(
    readonly code: DocumentRefusalCode,
    readonly detail?: MessageRef,
  ) {
    super(code);
  }
}

/** The file is not complete: the message names what is missing, for the customer. */
export class DocumentsMissingError extends Error {
  constructor(readonly text: MessageRef) {
    super(text.key);
  }
}

/** `checkDocument`'s refusals, by the code the upload endpoints declare for each. */
const refusalCodes = {
  empty: "empty",
  tooLarge: "too_large",
  wrongType: "wrong_type",
  unreadable: "unreadable",
  activeContent: "active_content",
} as const satisfies Record<DocumentRefusal, DocumentRefusalCode>;

/** A sent file, as received: the customer's name for it and its bytes. */
export interface SentFile {
  fileName: string;
  bytes: Uint8Array;
}

/** A sent file judged by its bytes, and kept in the store if it is accepted. */
export interface ReceivedFile {
  check: DocumentCheck;
  size: number;
  change: DocumentChange;
}

/**
 * Judges the sent file, keeps it in the store when it is accepted (a file is written before the
 * transaction, so that the embedded database is not held meanwhile), then runs `step` in a
 * transaction: the kept file goes if the step fails.
 */
export async function receiveFile<T>(
  store: DocumentStore,
  db: Db,
  { fileName, bytes }: SentFile,
  step: (trx: Db, file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const check = await checkDocument(bytes, fileName);
  return changeDocuments(store, db, check.ok ? bytes : undefined, (trx, change) =>
    step(trx, { check, size: bytes.length, change }),
  );
}

/** The row's columns of the file, or the refusal with `checkDocument`'s detailed message. */
export function accepted({ check, size, change: { content } }: ReceivedFile) {
  if (!check.ok) throw new DocumentRefusedError(refusalCodes[check.refusal], check.message);
  if (!content) throw new Error("An accepted file is kept before its transaction");
  return {
    file_name: check.storedName,
    media_type: check.type.mime,
    size,
    sha256: content.sha256,
    file_id: content.file_id,
  };
}

/** The customer's application, locked until the step ends so that two steps do not interleave. */
async function lockedApplication(db: Db, customerId: string, id: string): Promise<ApplicationRow> {
  const row = await ownApplication(db, customerId, id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError("application_not_found");
  return row;
}

/** One document of the application; an id that is not a UUID (`null`) names none. */
async function documentOf(db: Db, applicationId: string, documentId: string | null) {
  if (documentId === null) throw new NotFoundError("document_not_found");
  const document = await db
    .selectFrom("credit_application_documents")
    .select(["id", "code", "file_name", "size", "file_id"])
    .where("id", "=", documentId)
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!document) throw new NotFoundError("document_not_found");
  return document;
}

/** The application after a change to its documents, which is a change to the application. */
async function touched(db: Db, id: string, now: Date): Promise<Application> {
  const row = await db
    .updateTable("credit_applications")
    .set({ updated_at: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return loadApplication(db, row);
}

/** Adds a file to one document of the checklist, while the customer may still change them. */
export async function uploadDocument(
  db: Db,
  customerId: string,
  id: string,
  code: DocumentCode,
  file: ReceivedFile,
  now: Date,
): Promise<Application> {
  const row = await lockedApplication(db, customerId, id);
  if (!documentsEditable(row.state)) throw new WrongStateError(row.state);
  if (!isChecklistDocument(row.product, code)) {
    throw new DocumentRefusedError("not_in_checklist");
  }
  const { count } = await db
    .selectFrom("credit_application_documents")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("application_id", "=", id)
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  if (Number(count) >= maxFilesPerDocument) throw new DocumentRefusedError("too_many_files");
  const stored = accepted(file);
  await checkStorageQuota(db, id, stored.size);
  const { id: documentId } = await db
    .insertInto("credit_application_documents")
    .values({ application_id: id, code, ...stored, uploaded_at: now, uploaded_by: customerId })
    .returning("id")
    .executeTakeFirstOrThrow();
  await file.change.attach(db, documentId);
  await record(db, id, customerId, "document_uploaded", {
    code,
    fileName: stored.file_name,
    size: stored.size,
  });
  return touched(db, id, now);
}

/**
 * Puts a new file in the place of one already sent, for the same document. The old one is kept
 * until the new one is accepted; the upload time is the new file's, so that it answers a request
 * from staff made after the old one.
 */
export async function replaceDocument(
  db: Db,
  customerId: string,
  id: string,
  documentId: string | null,
  file: ReceivedFile,
  now: Date,
): Promise<Application> {
  const row = await lockedApplication(db, customerId, id);
  const old = await documentOf(db, id, documentId);
  if (!documentsEditable(row.state)) throw new WrongStateError(row.state);
  const stored = accepted(file);
  await checkStorageQuota(db, id, stored.size, old.id);
  await db
    .updateTable("credit_application_documents")
    .set({ ...stored, uploaded_at: now, uploaded_by: customerId })
    .where("id", "=", old.id)
    .execute();
  await file.change.attach(db, old.id);
  file.change.release(old);
  await record(db, id, customerId, "document_replaced", {
    code: old.code,
    fileName: stored.file_name,
    size: stored.size,
    replaced: { fileName: old.file_name, size: old.size },
  });
  return touched(db, id, now);
}

export async function deleteDocument(
  db: Db,
  customerId: string,
  id: string,
  documentId: string | null,
  change: DocumentChange,
  now: Date,
): Promise<Application> {
  const row = await lockedApplication(db, customerId, id);
  const document = await documentOf(db, id, documentId);
  if (!documentsEditable(row.state)) throw new WrongStateError(row.state);
  await db.deleteFrom("credit_application_documents").where("id", "=", document.id).execute();
  change.release(document);
  await record(db, id, customerId, "document_deleted", {
    code: document.code,
    fileName: document.file_name,
    size: document.size,
  });
  return touched(db, id, now);
}

export interface StoredFile {
  fileName: string;
  mediaType: string;
  content: Uint8Array;
}

/**
 * One file of an application, content included: of the customer's own application when
 * `customerId` is given, of any application for staff (who may call it with none).
 */
export async function documentFile(
  store: DocumentStore,
  db: Db,
  { id, documentId, customerId }: { id: string; documentId: string | null; customerId?: string },
): Promise<StoredFile> {
  let application = db.selectFrom("credit_applications").select("id").where("id", "=", id);
  if (customerId !== undefined) application = application.where("customer_id", "=", customerId);
  if (!(await application.executeTakeFirst())) throw new NotFoundError("application_not_found");
  if (documentId === null) throw new NotFoundError("document_not_found");
  const file = await db
    .selectFrom("credit_application_documents")
    .select(["id", "file_name", "media_type", "sha256", "file_id"])
    .where("id", "=", documentId)
    .where("application_id", "=", id)
    .executeTakeFirst();
  if (!file) throw new NotFoundError("document_not_found");
  return {
    fileName: file.file_name,
    mediaType: file.media_type,
    content: await store.get(db, file),
  };
}

/** « Il manque des justificatifs : Dernier avis d'imposition et Devis détaillés des travaux. » */
function missingMessage(product: CreditProduct, missing: readonly DocumentCode[]): MessageRef {
  const documents = documentChecklists[product]
    .filter((document) => missing.includes(document.code))
    .map((document) => message(document.labelKey));
  return message(documents.length === 1 ? "oneDocumentMissing" : "documentsMissingNamed", {
    documents: { allOf: documents },
  });
}

/**
 * Sends the file for study: the complete file the first time, or the documents staff asked for,
 * each with a file sent since the request. Either way the file is studied again from now, with
 * no request left open.
 */
export async function submitApplication(
  db: Db,
  customerId: string,
  id: string,
  now: Date,
): Promise<Application> {
  const row = await lockedApplication(db, customerId, id);
  if (!documentsEditable(row.state)) throw new WrongStateError(row.state);
  const missing = missingDocuments({
    product: row.product,
    documents: await documentsOf(db, id),
    requestedDocuments: row.requested_documents,
  });
  if (missing.length > 0) throw new DocumentsMissingError(missingMessage(row.product, missing));
  const updated = await db
    .updateTable("credit_applications")
    .set({
      state: "submitted",
      submitted_at: now,
      requested_documents: "[]",
      updated_at: now,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await record(db, id, customerId, "submitted", { from: row.state });
  return loadApplication(db, updated);
}
