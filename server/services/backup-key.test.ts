import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupKeyFromEnv } from "./backup-key";

describe("the backup key", () => {
  const key = "q0Zb8mJ2yR7cV1nX4tK9pL6wH3sD5fG8aE2uI7oY0zM=";
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "aurore-backup-key-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("reads BACKUP_KEY, or the file BACKUP_KEY_FILE names, as the same key", async () => {
    const file = join(dir, "key");
    await writeFile(file, `${key}\n`);
    expect(await backupKeyFromEnv("backup", { BACKUP_KEY: key })).toBe(key);
    expect(await backupKeyFromEnv("restore", { BACKUP_KEY_FILE: file })).toBe(key);
  });

  it("refuses to go without one, saying how to make one", async () => {
    await expect(backupKeyFromEnv("backup", {})).rejects.toThrow(
      /^Aucune clé pour chiffrer la sauvegarde : définissez BACKUP_KEY .*openssl rand -base64 32.* ou BACKUP_KEY_FILE/,
    );
    await expect(backupKeyFromEnv("restore", { BACKUP_KEY: "  " })).rejects.toThrow(
      /^Aucune clé pour déchiffrer la sauvegarde : .*avec la clé qui l'a chiffrée\.$/,
    );
  });

  it("refuses a short key without showing it, both settings at once, and a file it cannot read", async () => {
    const short = "mot-de-passe-de-la-banque";
    const refusal = backupKeyFromEnv("backup", { BACKUP_KEY: short });
    await expect(refusal).rejects.toThrow(
      "La clé de sauvegarde (BACKUP_KEY ou BACKUP_KEY_FILE) compte 25 caractères : il en faut au moins 32 (par exemple : openssl rand -base64 32).",
    );
    await expect(
      backupKeyFromEnv("backup", { BACKUP_KEY: key, BACKUP_KEY_FILE: join(dir, "key") }),
    ).rejects.toThrow("BACKUP_KEY et BACKUP_KEY_FILE sont définies toutes les deux");
    const missing = join(dir, "absent");
    await expect(backupKeyFromEnv("backup", { BACKUP_KEY_FILE: missing })).rejects.toThrow(
      `BACKUP_KEY_FILE : impossible de lire ${missing} (ENOENT).`,
    );
    const empty = join(dir, "empty");
    await writeFile(empty, "\n");
    await expect(backupKeyFromEnv("backup", { BACKUP_KEY_FILE: empty })).rejects.toThrow(
      `BACKUP_KEY_FILE : ${empty} est vide.`,
    );
  });
});
