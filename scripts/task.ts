import { createDatabase, type Database } from "../db/database";
import { DataDirBusyError, ownerOf, type LockOwner } from "../db/data-dir-lock";
import { askRunningServer } from "../server/maintenance/channel";
import {
  operatorMessage,
  runMaintenanceTask,
  type MaintenanceRequest,
} from "../server/maintenance/tasks";
import { configFromEnv } from "../server/config";

/** A failure the script explains in French to the person who ran it. */
export class TaskFailure extends Error {}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

// What the scripts write under DATA_DIR (the database, when no server runs) is owner-only too.
process.umask(0o077);

/**
 * Opens the database the server uses (`DATABASE_URL`, else PGlite in `DATA_DIR`) for one task. On
 * the embedded database, refuses at once while another process holds `DATA_DIR`.
 */
export async function withDatabase<T>(task: (database: Database) => Promise<T>): Promise<T> {
  const { databaseUrl, dataDir } = configFromEnv();
  const database = await createDatabase({ databaseUrl, dataDir }).catch((error: unknown) => {
    if (error instanceof DataDirBusyError) throw error;
    throw new TaskFailure(`Impossible d'ouvrir la base de données : ${describe(error)}`);
  });
  try {
    return await task(database);
  } finally {
    await database.close();
  }
}

async function askOwner(dataDir: string, owner: LockOwner, request: MaintenanceRequest) {
  const answer = await askRunningServer(dataDir, request).catch(() => {
    throw new TaskFailure(
      `${new DataDirBusyError(dataDir, owner).message} Ce processus n'a pas de canal de maintenance ouvert : attendez qu'il se termine, ou arrêtez-le.`,
    );
  });
  if (!answer.ok) throw new TaskFailure(answer.message);
  return answer.lines;
}

/**
 * Runs a maintenance step and prints its lines: through the running embedded server when one holds
 * `DATA_DIR` (it alone may open its database), else on the database opened here.
 */
export async function runMaintenance(request: MaintenanceRequest): Promise<void> {
  const { databaseUrl, dataDir } = configFromEnv();
  const owner = databaseUrl ? undefined : await ownerOf(dataDir);
  const lines = owner
    ? await askOwner(dataDir, owner, request)
    : await withDatabase((database) => runMaintenanceTask(database, request)).catch(
        (error: unknown) => {
          // A server that started between the look and the opening answers instead.
          if (error instanceof DataDirBusyError) return askOwner(dataDir, error.owner, request);
          throw error;
        },
      );
  for (const line of lines) console.log(line);
}

/** Runs a maintenance script: on failure a French message on stderr and exit code 1. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const known = error instanceof TaskFailure || error instanceof DataDirBusyError;
    console.error(
      (known ? error.message : operatorMessage(error)) ?? `Erreur inattendue : ${describe(error)}`,
    );
    process.exitCode = 1;
  }
}
