import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Where the embedded default keeps its generated secret (a backup carries it). */
export const sessionSecretFile = (dataDir: string) => join(dataDir, "session-secret");

/**
 * SESSION_SECRET from the environment (checked by `serverConfigFromEnv`), or one generated on
 * first start and kept in DATA_DIR, so that signed cookies stay valid across restarts without any
 * set-up. Only the embedded database gets there without one: it serves a single instance.
 */
export async function loadSessionSecret(
  fromEnv: string | undefined,
  dataDir: string,
): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = sessionSecretFile(dataDir);
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  // "wx" fails if another instance wrote it first: then that one's secret is the one to use.
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    },
  );
  return (await readFile(file, "utf8")).trim();
}
