import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "kysely";
import type { Database, Db } from "../../db/database";
import {
  documentLines,
  documentRestore,
  DOCUMENT_CHUNKS_TABLES,
  isDocumentLine,
  type DocumentLine,
} from "./backup-documents";
import { BackupError, encryptWith, readBackupLines, unreadable } from "./backup-file";
import { documentStore } from "./document-store";

export { BackupError };

/**
 * A backup is JSON lines, the same for PGlite and PostgreSQL (so a backup of one restores into the
 * other), gzipped and encrypted with the operator's key (backup-file.ts): a header, then batches of
 * rows table by table, parents before the tables that reference them, the documents' bytes one
 * line each (backup-documents.ts), then a trailer with the counts and the sequences. A file
 * without its trailer was cut short and is refused whole. No secret of the server is in it: second factors stay sealed with SESSION_SECRET (README).
 */
const FORMAT = "aurore-banque-backup";
// 2: encrypted, without the generated session secret that version 1 carried in its header.
const FORMAT_VERSION = 2;
// A batch holds about this much JSON (or one row): memory stays bounded whatever the size of the
// documents stored in the database (up to 10 MB each, twice that in hexadecimal).
const BATCH_CHARACTERS = 4 * 1024 * 1024;
const MAX_BATCH_ROWS = 1000;
const MIGRATIONS_TABLE = "schema_migrations";

interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: Database["kind"];
  /** The migrations the data is shaped by: a restore needs the code to have exactly these. */
  migrations: string[];
}

interface Batch {
  table: string;
  rows: Record<string, unknown>[];
}

interface Sequence {
  name: string;
  lastValue: string;
}

interface Trailer {
  end: { rows: Record<string, number>; documents: number; sequences: Sequence[] };
}

export interface BackupSummary {
  tables: number;
  rows: number;
  bytes: number;
}

export interface RestoreSummary extends BackupSummary {
  createdAt: Date;
}

const inCurrentSchema = sql`relnamespace = current_schema()::regnamespace`;

/** Every table with the columns a row is written to, parents before the tables referencing them. */
async function tablesInOrder(db: Db): Promise<{ name: string; columns: string[] }[]> {
  const tables = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class WHERE ${inCurrentSchema} AND relkind = 'r' ORDER BY relname
  `.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
    WHERE k.contype = 'f' AND k.conrelid <> k.confrelid AND child.${inCurrentSchema}
  `.execute(db);
  const columns = await sql<{ table: string; column: string }>`
    SELECT table_name AS table, column_name AS column FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_generated = 'NEVER'
    ORDER BY table_name, ordinal_position
  `.execute(db);
  const ordered: string[] = [];
  let waiting = tables.rows.map((row) => row.name);
  while (waiting.length > 0) {
    const ready = waiting.filter((table) =>
      references.rows.every((edge) => edge.child !== table || ordered.includes(edge.parent)),
    );
    if (ready.length === 0) {
      throw new BackupError(`Références circulaires entre les tables ${waiting.join(", ")}.`);
    }
    ordered.push(...ready);
    waiting = waiting.filter((table) => !ready.includes(table));
  }
  return ordered.map((name) => ({
    name,
    columns: columns.rows.filter((row) => row.table === name).map((row) => row.column),
  }));
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ version: string }>`
    SELECT version FROM schema_migrations ORDER BY version
  `.execute(db);
  return rows.map((row) => row.version);
}

/**
 * Writes a backup of the whole database to `file`, from one snapshot (a repeatable-read
 * transaction: writes made meanwhile by running servers are either all in it or not at all),
 * encrypted with `key`, which restoring it will need. The file appears only once complete, readable
 * by its owner only.
 */
export async function writeBackup(
  database: Database,
  file: string,
  { key }: { key: string },
): Promise<BackupSummary> {
  const encrypt = encryptWith(key);
  const partial = `${file}.${process.pid}.partial`;
  const counts: Record<string, number> = {};
  let documents = 0;
  try {
    await database.db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        const header: Header = {
          format: FORMAT,
          version: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations: await appliedMigrations(trx),
        };
        const tables = (await tablesInOrder(trx)).filter(
          ({ name }) => !DOCUMENT_CHUNKS_TABLES.includes(name),
        );
        async function* lines() {
          yield `${JSON.stringify(header)}\n`;
          for (const { name } of tables) {
            counts[name] = 0;
            await sql`DECLARE backup_rows NO SCROLL CURSOR FOR
              SELECT row_to_json(t)::text AS row FROM ${sql.id(name)} t`.execute(trx);
            // The first row tells how large this table's rows are, hence how many fit a batch.
            let batchSize = 1;
            for (;;) {
              const { rows } = await sql<{ row: string }>`
                FETCH ${sql.raw(String(batchSize))} FROM backup_rows
              `.execute(trx);
              if (rows.length === 0) break;
              counts[name] += rows.length;
              yield `{"table":${JSON.stringify(name)},"rows":[${rows.map((r) => r.row).join(",")}]}\n`;
              const average = rows.reduce((sum, r) => sum + r.row.length, 0) / rows.length;
              batchSize = Math.max(
                1,
                Math.min(MAX_BATCH_ROWS, Math.floor(BATCH_CHARACTERS / average)),
              );
            }
            await sql`CLOSE backup_rows`.execute(trx);
          }
          const sequences = await sql<Sequence>`
            SELECT sequencename AS "name", last_value::text AS "lastValue" FROM pg_sequences
            WHERE schemaname = current_schema() AND last_value IS NOT NULL ORDER BY sequencename
          `.execute(trx);
          yield* documentLines(database, trx, () => (documents += 1));
          const trailer: Trailer = { end: { rows: counts, documents, sequences: sequences.rows } };
          yield `${JSON.stringify(trailer)}\n`;
        }
        await pipeline(lines, createGzip(), encrypt, createWriteStream(partial, { mode: 0o600 }));
      });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return {
    tables: Object.keys(counts).length,
    rows: Object.values(counts).reduce((sum, count) => sum + count, 0),
    bytes: (await stat(file)).size,
  };
}

function parseHeader(line: string | undefined, file: string): Header {
  try {
    const header = JSON.parse(line ?? "") as Partial<Header>;
    if (header.format === FORMAT && header.version === FORMAT_VERSION) return header as Header;
  } catch {
    // Reported below like any other foreign file.
  }
  throw unreadable(file, undefined);
}

function checkMigrations(backup: string[], code: string[]): void {
  if (backup.join() === code.join()) return;
  const newer = backup.filter((version) => !code.includes(version));
  if (newer.length > 0) {
    throw new BackupError(
      `Cette sauvegarde vient d'une version plus récente de l'application (migration ${newer.join(", ")}) : restaurez-la avec cette version-là.`,
    );
  }
  throw new BackupError(
    `Cette sauvegarde vient d'une version antérieure de l'application (dernière migration ${backup.at(-1) ?? "aucune"}) : restaurez-la avec cette version-là, puis démarrez celle-ci, qui la migrera.`,
  );
}

/**
 * Restores `file` into the database, in one transaction: either everything is restored or nothing
 * changed. Refuses a wrong `key` before touching the database, and a database that holds data,
 * unless `force`, which empties it first.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  { key, force = false }: { key: string; force?: boolean },
): Promise<RestoreSummary> {
  // Queried before the file is read: Kysely closes PGlite only once it has used it.
  const migrations = await appliedMigrations(database.db);
  const lines = await readBackupLines(file, key);
  const store = documentStore(database);
  const documents = documentRestore(database, file);
  let committed = false;
  try {
    const header = parseHeader((await lines.next()).value as string | undefined, file);
    checkMigrations(header.migrations, migrations);
    const counts: Record<string, number> = {};
    const tableCount = await database.db.transaction().execute(async (trx) => {
      const tables = (await tablesInOrder(trx)).filter(({ name }) => name !== MIGRATIONS_TABLE);
      const filled: string[] = [];
      for (const { name } of tables) {
        const { rows } = await sql<{ filled: boolean }>`
          SELECT EXISTS (SELECT FROM ${sql.id(name)}) AS filled
        `.execute(trx);
        if (rows[0]?.filled) filled.push(name);
      }
      if (filled.length > 0 && !force) {
        throw new BackupError(
          `La base cible contient déjà des données (${filled.join(", ")}) : rien n'a été restauré. Relancez avec --force pour l'effacer puis restaurer.`,
        );
      }
      await sql`TRUNCATE ${sql.join(
        [MIGRATIONS_TABLE, ...tables.map((table) => table.name)].map((name) => sql.id(name)),
      )} RESTART IDENTITY CASCADE`.execute(trx);
      const columns = new Map(tables.map((table) => [table.name, table.columns]));
      columns.set(MIGRATIONS_TABLE, ["version", "applied_at"]);
      for await (const line of lines) {
        const entry = JSON.parse(line) as Batch | DocumentLine | Trailer;
        if (isDocumentLine(entry)) {
          await documents.add(trx, entry);
          continue;
        }
        if ("end" in entry) {
          for (const { name, lastValue } of entry.end.sequences) {
            await sql`SELECT setval(format('%I', ${name}::text)::regclass, ${lastValue}::bigint)`.execute(
              trx,
            );
          }
          const expected = Object.entries(entry.end.rows);
          const documentsMissing = documents.count !== entry.end.documents;
          if (
            documentsMissing ||
            expected.some(([table, count]) => (counts[table] ?? 0) !== count)
          ) {
            throw new BackupError(`${file} est incomplète ou altérée : rien n'a été restauré.`);
          }
          return expected.length;
        }
        const names = (columns.get(entry.table) ?? []).map((column) => sql.id(column));
        await sql`
          INSERT INTO ${sql.id(entry.table)} (${sql.join(names)})
          SELECT ${sql.join(names)} FROM json_populate_recordset(NULL::${sql.id(entry.table)}, ${JSON.stringify(entry.rows)}::json)
        `.execute(trx);
        counts[entry.table] = (counts[entry.table] ?? 0) + entry.rows.length;
      }
      throw new BackupError(
        `${file} est incomplète (coupée avant sa fin) : rien n'a été restauré.`,
      );
    });
    committed = true;
    // Files left by the data the restore replaced (--force): no row names them any more.
    await store.sweep(database.db, 0);
    return {
      createdAt: new Date(header.createdAt),
      tables: tableCount,
      rows: Object.values(counts).reduce((sum, count) => sum + count, 0),
      bytes: (await stat(file)).size,
    };
  } catch (error) {
    // The rows that would have named the documents' files were not committed.
    if (!committed) await documents.discard();
    if (error instanceof BackupError) throw error;
    const code = (error as { code?: string }).code;
    // Authenticated bytes that fail in gzip (Z_…) or in JSON.parse were not written by us; anything
    // else is the database's.
    if (error instanceof SyntaxError || code?.startsWith("Z_")) {
      throw unreadable(file, error);
    }
    throw error;
  } finally {
    await lines.return(undefined);
  }
}
