import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { configFromEnv } from "../server/config";
import { sessionSecretFile } from "../server/secrets";
import { DataDirBusyError } from "../db/data-dir-lock";
import { BackupError, restoreBackup } from "../server/services/backup";
import { backupKeyFromEnv } from "../server/services/backup-key";
import {
  checkSecondFactors,
  currentSessionSecret,
} from "../server/services/restored-second-factors";
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
    const key = await backupKeyFromEnv("restore");
    const sessionSecret = await currentSessionSecret(config.sessionSecret, config.dataDir);
    const { summary, secondFactors } = await withDatabase(async (database) => {
      const summary = await restoreBackup(database, file, { key, force });
      return { summary, secondFactors: await checkSecondFactors(database.db, sessionSecret) };
    });
    const date = summary.createdAt.toLocaleString("fr-FR", { timeZone: "Europe/Paris" });
    console.log(
      `Sauvegarde du ${date} restaurée : ${summary.rows} lignes dans ${summary.tables} tables.`,
    );
    // The backup holds no secret of the server: the restored second factors need the old one.
    const { enrolled, unreadable } = secondFactors;
    if (unreadable === 0) return;
    const accounts = `${unreadable} des ${enrolled} comptes à double authentification`;
    const consequence =
      "sinon, ces comptes devront enrôler à nouveau leur double authentification.";
    console.warn(
      sessionSecret
        ? `Attention : le secret de ce serveur (SESSION_SECRET ou ${sessionSecretFile(config.dataDir)}) n'ouvre pas les secrets de ${accounts} : donnez-lui le SESSION_SECRET du serveur sauvegardé avant de le démarrer ; ${consequence}`
        : `Attention : ${accounts} ont leur secret chiffré avec celui du serveur sauvegardé, que la sauvegarde ne contient pas : avant de démarrer le serveur, définissez SESSION_SECRET avec la valeur de celui-là, ou copiez son fichier session-secret dans ${config.dataDir} ; ${consequence}`,
    );
  } catch (error) {
    if (error instanceof BackupError) throw new TaskFailure(error.message);
    // Restoring replaces the data a running server serves: it cannot go through that server.
    if (error instanceof DataDirBusyError) {
      throw new TaskFailure(
        `La restauration remplace toute la base : elle se fait serveur arrêté. ${error.message}`,
      );
    }
    throw error;
  }
});
