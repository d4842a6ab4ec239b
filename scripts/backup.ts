import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { configFromEnv } from "../server/config";
import { BackupError, checkNoServerRunning, writeBackup } from "../server/services/backup";
import { backupKeyFromEnv } from "../server/services/backup-key";
import { runScript, TaskFailure, withDatabase } from "./task";

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
  const config = configFromEnv();
  try {
    // Checked before the database is opened: without a key there is nothing to do.
    const key = await backupKeyFromEnv("backup");
    checkNoServerRunning(config);
    const { rows, tables, bytes } = await withDatabase((database) =>
      writeBackup(database, file, { key }),
    );
    const size = Math.ceil(bytes / 1000).toLocaleString("fr-FR");
    console.log(`Sauvegarde écrite dans ${file} : ${rows} lignes de ${tables} tables, ${size} ko.`);
  } catch (error) {
    if (error instanceof BackupError) throw new TaskFailure(error.message);
    throw error;
  }
});
