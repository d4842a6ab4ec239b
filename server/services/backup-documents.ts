/**
 * The documents' bytes in a backup: one line each after the tables, whatever store they were in,
 * restored into whichever store the target database uses (files beside an embedded database,
 * chunks in PostgreSQL), so that a backup of one restores into the other.
 */
import type { Database, Db } from "../../db/database";
import { BackupError } from "./backup-file";
import {
  digestOf,
  DocumentIntegrityError,
  documentOwners,
  documentStore,
  type DocumentOwner,
  type DocumentStore,
  type PutContent,
} from "./document-store";

/** Where the bytes lie in the database they came from: never copied as tables. */
export const DOCUMENT_CHUNKS_TABLES: readonly string[] = Object.values(documentOwners).map(
  (owner) => owner.chunks,
);

export interface DocumentLine {
  document: string;
  /** Whose row names it; absent for a loan application's document (`creditDocuments`). */
  owner?: Exclude<DocumentOwner, "creditDocuments">;
  sha256: string;
  /** Base64. */
  bytes: string;
}

export const isDocumentLine = (entry: object): entry is DocumentLine => "document" in entry;

const ownerOf = (line: DocumentLine): DocumentOwner => line.owner ?? "creditDocuments";

// Every owner's table has the columns read here: typed as the loan documents' one.
const rowsOf = (owner: DocumentOwner) =>
  documentOwners[owner].rows as "credit_application_documents";

/**
 * One line per document of the snapshot `trx`, each owner's in turn, each read and checked
 * against its digest.
 */
export async function* documentLines(
  database: Database,
  trx: Db,
  counted: () => void,
): AsyncGenerator<string> {
  for (const owner of Object.keys(documentOwners) as DocumentOwner[]) {
    yield* ownerLines(database, owner, trx, counted);
  }
}

async function* ownerLines(
  database: Database,
  owner: DocumentOwner,
  trx: Db,
  counted: () => void,
): AsyncGenerator<string> {
  const store = documentStore(database, owner);
  const documents = await trx
    .selectFrom(rowsOf(owner))
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
      ...(owner !== "creditDocuments" && { owner }),
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
export function documentRestore(database: Database, file: string) {
  const written: { store: DocumentStore; content: PutContent }[] = [];
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
      const owner = ownerOf(line);
      if (!Object.hasOwn(documentOwners, owner)) {
        throw new BackupError(`${file} est incomplète ou altérée : rien n'a été restauré.`);
      }
      const store = documentStore(database, owner);
      const row = await trx
        .selectFrom(rowsOf(owner))
        .select("file_id")
        .where("id", "=", line.document)
        .executeTakeFirst();
      if (!row) throw new BackupError(`${file} est incomplète ou altérée : rien n'a été restauré.`);
      // The same file name as in the backup, when free: the restored rows are the backed-up ones.
      const content = await store.put(bytes, row.file_id);
      written.push({ store, content });
      const { numUpdatedRows } = await trx
        .updateTable(rowsOf(owner))
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
      const created = written.filter(({ content }) => !content.existed);
      await Promise.all(created.map(({ store, content }) => store.delete(content).catch(() => {})));
    },
  };
}
