import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { BackupError } from "../server/services/backup";
import { backupKeyFromEnv } from "../server/services/backup-key";
import { runMaintenance, runScript, TaskFailure } from "./task";

const usage = "Usage : npm run backup -- FICHIER (par exemple /sauvegardes/aurore-2026-11-24.age)";

function readFile(): string {
  try {
    const { positionals } = parseArgs({ allowPositionals: true });
    if (positionals.length === 1 && positionals[0]) return resolve(positionals[0]);
  } catch {
    // An unknown option: the usage says what is expected.
  }
  throw new TaskFailure(usage);
}

await runScript(async () => {
  const file = readFile();
  try {
    // Checked before the database is reached: without a key there is nothing to do.
    const key = await backupKeyFromEnv("backup");
    await runMaintenance({ task: "backup", args: { file, key } });
  } catch (error) {
    if (error instanceof BackupError) throw new TaskFailure(error.message);
    throw error;
  }
});
