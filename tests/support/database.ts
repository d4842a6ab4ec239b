import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createDatabase, PGLITE_TEMPLATE, type Database } from "../../db/database";

export type DatabaseKind = "pglite" | "postgres";

/** The server that API tests create their throw-away databases on (README: PostgreSQL on loopback). */
export const postgresAdminUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface TestDatabase {
  database: Database;
  /** What `createDatabase` needs to open the same database again (a restart). */
  options: { databaseUrl?: string; dataDir: string };
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of the given kind, removed by `drop()`. `before` runs on the raw
 * database first: a database left by an older version, which opening it then migrates.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { before = [] }: { before?: readonly string[] } = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), "aurore-test-"));
  if (kind === "pglite") {
    if (before.length > 0) {
      // The raw cluster the server would have made, from the template the suite's setup writes.
      const directory = join(dataDir, "pglite");
      await cp(PGLITE_TEMPLATE, directory, { recursive: true });
      const raw = await PGlite.create(directory);
      for (const script of before) await raw.exec(script);
      await raw.close();
    }
    const options = { dataDir };
    const database = await createDatabase(options);
    return {
      database,
      options,
      drop: async () => {
        await database.close().catch(() => {});
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `aurore_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  if (before.length > 0) {
    const raw = new pg.Client({ connectionString: url.toString() });
    await raw.connect();
    for (const script of before) await raw.query(script);
    await raw.end();
  }
  const options = { databaseUrl: url.toString(), dataDir };
  const database = await createDatabase(options);
  return {
    database,
    options,
    drop: async () => {
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
