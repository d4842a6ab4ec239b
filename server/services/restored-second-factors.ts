import { readFile } from "node:fs/promises";
import type { Db } from "../../db/database";
import { sessionSecretFile } from "../secrets";
import { secretBox } from "./secret-box";
import { openedSeal } from "./two-factor";

/**
 * The secret this server will run with, if it is known before it starts: SESSION_SECRET, else the
 * one it generated in DATA_DIR (read, never generated here: a new one opens nothing restored).
 */
export async function currentSessionSecret(
  fromEnv: string | undefined,
  dataDir: string,
): Promise<string | undefined> {
  if (fromEnv) return fromEnv;
  return readFile(sessionSecretFile(dataDir), "utf8").then(
    (text) => text.trim() || undefined,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    },
  );
}

export interface SecondFactorCheck {
  /** Accounts with a second factor (TOTP) turned on. */
  enrolled: number;
  /** Those whose secret `sessionSecret` does not open: they must enrol again, or get the secret. */
  unreadable: number;
}

/**
 * A backup holds second-factor secrets sealed with the backed-up server's SESSION_SECRET, never
 * that secret: after a restore, tells whether this server's opens them, without showing either.
 */
export async function checkSecondFactors(
  db: Db,
  sessionSecret: string | undefined,
): Promise<SecondFactorCheck> {
  const rows = await db
    .selectFrom("customers")
    .select("totp_secret_encrypted as sealed")
    .where("totp_enabled_at", "is not", null)
    .where("totp_secret_encrypted", "is not", null)
    .execute();
  const box = sessionSecret ? secretBox(sessionSecret) : undefined;
  const opens = (sealed: string | null) =>
    box !== undefined && sealed !== null && Boolean(openedSeal(box, sealed));
  return {
    enrolled: rows.length,
    unreadable: rows.filter((row) => !opens(row.sealed)).length,
  };
}
