import { createDatabase, type Database } from "../db/database";
import { configFromEnv } from "../server/config";

/** A failure the script explains in French to the person who ran it. */
export class TaskFailure extends Error {}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Opens the database the server uses (`DATABASE_URL`, else PGlite in `DATA_DIR`) for one task. */
export async function withDatabase<T>(task: (database: Database) => Promise<T>): Promise<T> {
  const { databaseUrl, dataDir } = configFromEnv();
  const database = await createDatabase({ databaseUrl, dataDir }).catch((error: unknown) => {
    throw new TaskFailure(`Impossible d'ouvrir la base de données : ${describe(error)}`);
  });
  try {
    return await task(database);
  } finally {
    await database.close();
  }
}

/** Runs a maintenance script: on failure a French message on stderr and exit code 1. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(
      error instanceof TaskFailure ? error.message : `Erreur inattendue : ${describe(error)}`,
    );
    process.exitCode = 1;
  }
}
