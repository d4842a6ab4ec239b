import { gunzipSync, gzipSync } from "node:zlib";
import { Decrypter, Encrypter } from "age-encryption";
import { sql } from "kysely";
import type { Db } from "../../db/database";

/** Every row of every table and every sequence, in an order that does not depend on storage. */
export async function contents(db: Db): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class
    WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' ORDER BY relname
  `.execute(db);
  const result: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ row: string }>`
      SELECT row_to_json(t)::text AS row FROM ${sql.id(name)} t
    `.execute(db);
    result[name] = rows.map((row) => row.row).sort();
  }
  const sequences = await sql<{ row: string }>`
    SELECT sequencename || '=' || coalesce(last_value::text, '') AS row FROM pg_sequences
    WHERE schemaname = current_schema()
  `.execute(db);
  result["(sequences)"] = sequences.rows.map((row) => row.row).sort();
  return result;
}

/**
 * A backup's JSON lines, opened with age itself rather than the code under test: what anyone
 * holding the file and its key can read.
 */
export async function openBackup(bytes: Uint8Array, key: string): Promise<string> {
  const decrypter = new Decrypter();
  decrypter.addPassphrase(key);
  return gunzipSync(await decrypter.decrypt(bytes)).toString("utf8");
}

/** JSON lines sealed as a backup is: a forger who holds the key. */
export async function sealBackup(lines: string, key: string): Promise<Uint8Array> {
  const encrypter = new Encrypter();
  // Quicker than age's default (18), which the restore accepts as well.
  encrypter.setScryptWorkFactor(14);
  encrypter.setPassphrase(key);
  return encrypter.encrypt(gzipSync(lines));
}
