/**
 * The partner bank's statements as staff import them in the back office (issue 34): the file's
 * bytes read as the UTF-8 text camt.053 is, imported whole or refused whole, and the list of the
 * files imported.
 */
import type { StatementFilePage, StatementImport } from "../../domain/api/openingAdmin";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { outcomesToReview } from "./account-opening-review";
import { importStatementFile } from "./statement-import";

/** The file is not UTF-8 text: no XML declaration's encoding is guessed. */
export class NotUtf8Error extends Error {}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Imports the uploaded file (see `importStatementFile` for what it refuses, books and mails), and
 * answers the import's counts with the file's name and time.
 */
export async function importUploadedStatement(
  db: Db,
  mailer: Mailer,
  bytes: Uint8Array,
  staffId: string,
  now = new Date(),
): Promise<StatementImport> {
  let xml: string;
  try {
    xml = utf8.decode(bytes);
  } catch {
    throw new NotUtf8Error();
  }
  const summary = await importStatementFile(db, mailer, { xml, staffId }, now);
  const file = await db
    .selectFrom("statement_files")
    .select(["message_id", "imported_at", "entry_count"])
    .where("id", "=", summary.fileId)
    .executeTakeFirstOrThrow();
  return {
    ...summary,
    messageId: file.message_id,
    importedAt: file.imported_at.toISOString(),
    entryCount: file.entry_count,
  };
}

/** One page of the files imported, newest first, with who imported each and what it booked. */
export async function listStatementFiles(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<StatementFilePage> {
  const rows = await db
    .selectFrom("statement_files as f")
    .leftJoin("customers as s", "s.id", "f.imported_by")
    .select(["f.id", "f.message_id", "f.imported_at", "f.entry_count", "s.email"])
    .select((eb) => [
      eb
        .selectFrom("statement_entries as e")
        .select((inner) => inner.fn.countAll<string>().as("n"))
        .whereRef("e.file_id", "=", "f.id")
        .as("credited"),
      eb
        .selectFrom("statement_entries as e")
        .select((inner) => inner.fn.countAll<string>().as("n"))
        .whereRef("e.file_id", "=", "f.id")
        .where("e.outcome", "in", outcomesToReview)
        .as("to_review"),
    ])
    .orderBy("f.imported_at", "desc")
    .orderBy("f.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await db
    .selectFrom("statement_files")
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .executeTakeFirstOrThrow();
  return {
    files: rows.map((row) => ({
      id: row.id,
      messageId: row.message_id,
      importedAt: row.imported_at.toISOString(),
      importedBy: row.email,
      entryCount: row.entry_count,
      credited: Number(row.credited ?? 0),
      toReview: Number(row.to_review ?? 0),
    })),
    total: Number(count.total),
    page,
    pageSize,
  };
}
