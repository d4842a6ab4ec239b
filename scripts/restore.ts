import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { configFromEnv } from "../server/config";
import {
  BackupError,
  checkNoServerRunning,
  restoreBackup,
  writeGeneratedSecret,
} from "../server/services/backup";
import { runScript, TaskFailure, withDatabase } from "./task";

const usage =
  "Usage : npm run restore -- FICHIER [--force] (--force efface d'abord les données de la base cible)";

function readOptions(): { file: string; force: boolean } {
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: { force: { type: "boolean", default: false } },
    });
    if (positionals.length === 1 && positionals[0]) {
      return { file: resolve(positionals[0]), force: values.force };
    }
  } catch {
    // An unknown option: the usage says what is expected.
  }
  throw new TaskFailure(usage);
}

await runScript(async () => {
  const { file, force } = readOptions();
  const config = configFromEnv();
  try {
    checkNoServerRunning(config);
    const { rows, tables, createdAt, sessionSecret } = await withDatabase((database) =>
      restoreBackup(database, file, { force }),
    );
    // The restored second factors are encrypted with the secret of the backed-up server.
    if (sessionSecret && !config.sessionSecret) {
      await writeGeneratedSecret(config.dataDir, sessionSecret);
    } else if (sessionSecret && sessionSecret !== config.sessionSecret) {
      console.warn(
        `Attention : la sauvegarde vient d'un serveur sans SESSION_SECRET ; avec celui-ci, les doubles authentifications restaurées seront illisibles. Son secret est dans ${file}.`,
      );
    }
    const date = createdAt.toLocaleString("fr-FR", { timeZone: "Europe/Paris" });
    console.log(`Sauvegarde du ${date} restaurée : ${rows} lignes dans ${tables} tables.`);
  } catch (error) {
    if (error instanceof BackupError) throw new TaskFailure(error.message);
    throw error;
  }
});
