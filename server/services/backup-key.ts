import { readFile } from "node:fs/promises";
import { BackupError, checkKey } from "./backup-file";

const howTo =
  'définissez BACKUP_KEY (au moins 32 caractères, par exemple BACKUP_KEY="$(openssl rand -base64 32)") ou BACKUP_KEY_FILE (le chemin d\'un fichier qui la contient)';

const missing = {
  backup: `Aucune clé pour chiffrer la sauvegarde : ${howTo}, et gardez-en une copie hors de cette machine, sans laquelle la sauvegarde est illisible.`,
  restore: `Aucune clé pour déchiffrer la sauvegarde : ${howTo}, avec la clé qui l'a chiffrée.`,
};

/**
 * The operator's backup key: BACKUP_KEY, or the content of the file BACKUP_KEY_FILE names (a file
 * keeps it out of the process list and the shell's history). Spaces and line breaks around it are
 * dropped, so that `BACKUP_KEY="$(cat file)"` and `BACKUP_KEY_FILE=file` give the same key.
 */
export async function backupKeyFromEnv(
  use: keyof typeof missing,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const inline = env.BACKUP_KEY?.trim();
  const path = env.BACKUP_KEY_FILE?.trim();
  if (inline && path) {
    throw new BackupError(
      "BACKUP_KEY et BACKUP_KEY_FILE sont définies toutes les deux : n'en gardez qu'une.",
    );
  }
  let key = inline;
  if (path) {
    key = await readFile(path, "utf8").then(
      (text) => text.trim(),
      (error: NodeJS.ErrnoException) => {
        throw new BackupError(
          `BACKUP_KEY_FILE : impossible de lire ${path} (${error.code ?? error.message}).`,
        );
      },
    );
  }
  if (path && !key) throw new BackupError(`BACKUP_KEY_FILE : ${path} est vide.`);
  if (!key) throw new BackupError(missing[use]);
  checkKey(key);
  return key;
}
