import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { lockDataDir, makeOwnerOnly, type DataDirLock } from "./data-dir-lock";
import type { Schema } from "./schema";

/** A connection or a transaction (a Kysely transaction is a Kysely): the one handle services take. */
export type Db = Kysely<Schema>;

export interface Database {
  db: Kysely<Schema>;
  kind: "pglite" | "postgres";
  /** The embedded database's folder on disk, for the files kept beside it (its documents). */
  dataDir?: string;
  /** Resolves when the database answers a trivial query, rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite database lives in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

const DATE_OID = 1082;
const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");
/**
 * An empty cluster made by `npm run build` (`writePgliteTemplate`), or by the unit tests' global
 * setup when they run before any build. PGlite's initdb takes about 700 MB that its WebAssembly
 * memory never gives back: a first start copies this folder instead, and then takes the memory of
 * any later start.
 */
export const PGLITE_TEMPLATE = join(import.meta.dirname, "..", "build", "pglite-template");
// PostgreSQL's 128 MB of shared buffers would sit in the WebAssembly memory, which never shrinks,
// for a database of a few megabytes. On the command line, it also applies to folders made before.
const PGLITE_SETTINGS = ["shared_buffers=16MB"];
const pgliteOptions = {
  parsers: { [DATE_OID]: (value: string) => value },
  startParams: [
    ...PGlite.defaultStartParams,
    ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting]),
  ],
};
// Any constant works: it only has to be the same for every instance running migrations.
const MIGRATION_LOCK_ID = 4_172_026;

interface MigrationTransaction {
  exec(script: string): Promise<void>;
  appliedVersions(): Promise<Set<string>>;
}

type InTransaction = (run: (transaction: MigrationTransaction) => Promise<void>) => Promise<void>;

const versionsQuery = "SELECT version FROM schema_migrations";

/** Applies every migration not yet recorded, each in its own transaction, the same way on both backends. */
async function applyMigrations(inTransaction: InTransaction): Promise<void> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith(".sql")).sort();
  for (const file of ["", ...files]) {
    await inTransaction(async (transaction) => {
      // Two instances starting together on one PostgreSQL must not both apply a migration.
      await transaction.exec(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID});
        CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());`);
      if (!file || (await transaction.appliedVersions()).has(file)) return;
      await transaction.exec(await readFile(join(MIGRATIONS_DIR, file), "utf8"));
      await transaction.exec(
        `INSERT INTO schema_migrations (version) VALUES ('${file.replaceAll("'", "''")}')`,
      );
    });
  }
}

/** Gives a missing or empty folder the build's empty cluster, whole or not at all. */
async function copyTemplate(directory: string): Promise<void> {
  const partial = `${directory}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(PGLITE_TEMPLATE, partial, { recursive: true });
  if (existsSync(directory)) await rmdir(directory);
  await rename(partial, directory);
}

// Memoized per process: a rejected attempt is forgotten, for the next database to try again.
let templateArchive: Promise<Blob> | undefined;

/**
 * The build's empty cluster as the archive PGlite loads into memory: made once per process from a
 * copy of the folder (opening a cluster writes to it), instead of an initdb for every in-memory
 * database (3 s, 16 s on a loaded machine).
 */
function archiveOfTemplate(): Promise<Blob> {
  templateArchive ??= (async () => {
    const copy = await mkdtemp(join(tmpdir(), "aurore-pglite-template-"));
    try {
      await cp(PGLITE_TEMPLATE, copy, { recursive: true });
      const client = await PGlite.create(copy, pgliteOptions);
      try {
        return await client.dumpDataDir("none");
      } finally {
        await client.close();
      }
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  })().catch((error: unknown) => {
    templateArchive = undefined;
    throw error;
  });
  return templateArchive;
}

async function openPglite(dataDir: string): Promise<Database> {
  // `memory://` keeps the whole database in memory (tests); anything else is a folder on disk.
  const inMemory = dataDir.startsWith("memory://");
  const lock = inMemory ? undefined : await lockDataDir(dataDir);
  try {
    return await openLockedPglite(dataDir, inMemory, lock);
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function openLockedPglite(
  dataDir: string,
  inMemory: boolean,
  lock: DataDirLock | undefined,
): Promise<Database> {
  const directory = inMemory ? dataDir : join(dataDir, "pglite");
  if (!inMemory) {
    const empty = !existsSync(directory) || (await readdir(directory)).length === 0;
    // Without a build (a fresh clone), PGlite runs initdb itself.
    if (empty && existsSync(PGLITE_TEMPLATE)) await copyTemplate(directory);
    else await mkdir(directory, { recursive: true });
    await makeOwnerOnly(dataDir);
  }
  const client = await PGlite.create(directory, {
    ...pgliteOptions,
    ...(inMemory && existsSync(PGLITE_TEMPLATE) && { loadDataDir: await archiveOfTemplate() }),
  });
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(client) });
  await applyMigrations((run) =>
    client.transaction(async (transaction) => {
      await run({
        exec: async (script) => {
          await transaction.exec(script);
        },
        appliedVersions: async () =>
          new Set(
            (await transaction.query<{ version: string }>(versionsQuery)).rows.map(
              (row) => row.version,
            ),
          ),
      });
    }),
  );
  return {
    db,
    kind: "pglite",
    ...(directory !== dataDir && { dataDir }),
    ping: async () => {
      await client.query("SELECT 1");
    },
    close: async () => {
      // Kysely closes the client only if it ran a query: a process that opened the database and
      // ran none would leave PGlite's postmaster.pid behind, read as a server still running.
      await db.destroy();
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

/**
 * Runs PGlite's initdb once, into `path`, for `openPglite` to copy. Written beside it first: an
 * interrupted run must not leave a half cluster that every later start would copy.
 */
export async function writePgliteTemplate(path: string): Promise<void> {
  const partial = `${path}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(dirname(path), { recursive: true });
  const client = await PGlite.create(partial, pgliteOptions);
  await client.close();
  await rm(path, { recursive: true, force: true });
  await rename(partial, path);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that stops answering must turn into a 503 within seconds, not a hung request.
    connectionTimeoutMillis: 3_000,
    query_timeout: 5_000,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === DATE_OID
          ? (value: string) => value
          : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
    },
  });
  // A client losing its connection (database restart) must not crash the process: the pool hears
  // an idle client's error, but a checked-out one between two queries emits it with no listener
  // (seen when the health test cuts PostgreSQL off); its next query fails and the pool drops it.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  await applyMigrations(async (run) => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await run({
        exec: async (script) => {
          await client.query(script);
        },
        appliedVersions: async () =>
          new Set(
            (await client.query<{ version: string }>(versionsQuery)).rows.map((row) => row.version),
          ),
      });
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: () => db.destroy(),
  };
}

export async function createDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}
