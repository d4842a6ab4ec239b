/**
 * The documents' bytes in a backup: one line each after the tables, whatever store they were in,
 * restored into whichever store the target database uses (files beside an embedded database,
 * chunks in PostgreSQL), so that a backup of one restores into the other.
 */
import type { Db } from "../../db/database";
import { BackupError } from "./backup-file";
import {
  digestOf,
  DocumentIntegrityError,
  type DocumentStore,
  type PutContent,
} from "./document-store";

/** Where the bytes lie in the database they came from: never copied as a table. */
export const DOCUMENT_CHUNKS_TABLE = "credit_application_document_chunks";

export interface DocumentLine {
  document: string;
  sha256: string;
  /** Base64. */
  bytes: string;
}

export const isDocumentLine = (entry: object): entry is DocumentLine => "document" in entry;

/** One line per document of the snapshot `trx`, each read and checked against its digest. */
export async function* documentLines(
  store: DocumentStore,
  trx: Db,
  counted: () => void,
): AsyncGenerator<string> {
  const documents = await trx
    .selectFrom("credit_application_documents")
    .select(["id", "sha256", "file_id"])
    .orderBy("id")
    .execute();
  for (const document of documents) {
    const bytes = await store.get(trx, document).catch((error: unknown) => {
      if (!(error instanceof DocumentIntegrityError)) throw error;
      // A backup that left it out, or kept damaged bytes, would hide the loss until a restore.
      throw new BackupError(
        `Le justificatif ${document.id} est endommagé (${error.message}) : aucune sauvegarde n'a été écrite. Supprimez-le ou remplacez son fichier, puis relancez.`,
      );
    });
    const line: DocumentLine = {
      document: document.id,
      sha256: document.sha256 ?? (await digestOf(bytes)),
      bytes: bytes.toString("base64"),
    };
    counted();
    yield `${JSON.stringify(line)}\n`;
  }
}

/**
 * Puts each document of a restore into `store` and names it in its row, in the restore's
 * transaction. The files written are deleted by `discard` when that transaction does not commit.
 */
export function documentRestore(store: DocumentStore, file: string) {
  const written: PutContent[] = [];
  let restored = 0;
  return {
    get count() {
      return restored;
    },
    async add(trx: Db, line: DocumentLine): Promise<void> {
      const bytes = Buffer.from(line.bytes, "base64");
      if ((await digestOf(bytes)) !== line.sha256) {
        throw new BackupError(
          `${file} est altérée (justificatif ${line.document}) : rien n'a été restauré.`,
        );
      }
      const row = await trx
        .selectFrom("credit_application_documents")
        .select("file_id")
        .where("id", "=", line.document)
        .executeTakeFirst();
      if (!row) throw new BackupError(`${file} est incomplète ou altérée : rien n'a été restauré.`);
      // The same file name as in the backup, when free: the restored rows are the backed-up ones.
      const content = await store.put(bytes, row.file_id);
      written.push(content);
      const { numUpdatedRows } = await trx
        .updateTable("credit_application_documents")
        .set({ sha256: content.sha256, file_id: content.file_id })
        .where("id", "=", line.document)
        .executeTakeFirst();
      if (numUpdatedRows !== 1n) {
        throw new BackupError(`${file} est incomplète ou altérée : rien n'a été restauré.`);
      }
      await store.attach(trx, line.document, content);
      restored += 1;
    },
    async discard(): Promise<void> {
      const created = written.filter((content) => !content.existed);
      await Promise.all(created.map((content) => store.delete(content).catch(() => {})));
    },
  };
}
