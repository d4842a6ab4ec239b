/**
 * One owner per data folder. PGlite lets one process at a time use its files but does not lock
 * them: a second process opening the same folder works on its own copy in memory and overwrites the
 * first one's writes when it closes (measured: acknowledged signups lost). The owner is recorded in
 * `DATA_DIR/aurore.lock` before any file of the database is touched.
 */
import { readFileSync } from "node:fs";
import {
  chmod,
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  rm,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";

export const lockFileOf = (dataDir: string) => join(dataDir, "aurore.lock");

/** Who holds a data folder: enough to tell a live owner from a crashed one whose pid was reused. */
export interface LockOwner {
  pid: number;
  /** The kernel's start time of the process (`/proc/PID/stat`), when the system has one. */
  startTime: string | undefined;
  command: string;
  since: string;
}

/** The data folder is held by another live process: `message` is the one line the operator reads. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `La base embarquée de ${dataDir} est déjà ouverte par le processus ${owner.pid} (${owner.command}, depuis le ${new Date(owner.since).toLocaleString("fr-FR", { timeZone: "Europe/Paris" })}) : un seul processus peut l'ouvrir. Utilisez ce serveur, ou arrêtez-le (kill ${owner.pid}) avant de relancer.`,
    );
  }
}

/** Field 22 of `/proc/PID/stat`: unchanged for the life of a process, different for a new one. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count after its end.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const startTime = startTimeOf(owner.pid);
  return owner.startTime === undefined || startTime === undefined || startTime === owner.startTime;
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  return readFile(file, "utf8").then(parseOwner, (error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
}

/** The live process holding `dataDir`, if any. */
export async function ownerOf(dataDir: string): Promise<LockOwner | undefined> {
  const owner = await readOwner(lockFileOf(dataDir));
  return owner && isAlive(owner) ? owner : undefined;
}

const thisProcess = (): LockOwner => ({
  pid: process.pid,
  startTime: startTimeOf(process.pid),
  command: process.argv.slice(1).join(" ").slice(0, 200) || "node",
  since: new Date().toISOString(),
});

/**
 * Writes the lock whole or not at all: the owner is written in a file of its own, then linked to
 * the lock's name, which fails if the lock exists. A reader never sees a half-written owner.
 */
async function tryCreate(file: string, owner: LockOwner): Promise<boolean> {
  const draft = `${file}.${process.pid}.draft`;
  await writeFile(draft, `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

// A takeover interrupted by a crash leaves its guard: after this long, it is not anyone's any more.
const GUARD_STALE_MS = 10_000;

/**
 * Removes the lock of a dead owner. Two processes may find the same dead owner at once: the one that
 * creates the guard first removes the lock (if it is still the dead one's); the other waits and
 * looks again, so that it never removes the lock the first has just taken.
 */
async function removeStale(file: string, dead: LockOwner): Promise<void> {
  const guard = `${file}.takeover`;
  try {
    await writeFile(guard, String(process.pid), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = await stat(guard).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > GUARD_STALE_MS) await rm(guard, { force: true });
    else await new Promise((wait) => setTimeout(wait, 50));
    return;
  }
  try {
    const current = await readOwner(file);
    if (current?.pid === dead.pid && current.startTime === dead.startTime) await unlink(file);
  } finally {
    await rm(guard, { force: true });
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Makes this process the owner of `dataDir` (created owner-only if missing), or throws
 * `DataDirBusyError` naming the live owner. A lock left by a process that no longer runs is taken
 * over. Call before opening anything in the folder.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = lockFileOf(dataDir);
  const owner = thisProcess();
  for (let attempt = 0; ; attempt++) {
    if (await tryCreate(file, owner)) break;
    const current = await readOwner(file);
    if (current && isAlive(current)) throw new DataDirBusyError(dataDir, current);
    if (attempt > 100) throw new Error(`Impossible de prendre le verrou ${file}.`);
    // An unreadable lock is a foreign or damaged file: only a dead owner's lock is removed.
    if (current) await removeStale(file, current);
    else
      throw new Error(`${file} n'est pas un verrou d'Aurore Banque : vérifiez puis supprimez-le.`);
  }
  return {
    release: async () => {
      const current = await readOwner(file);
      if (current?.pid === owner.pid && current.since === owner.since)
        await rm(file, { force: true });
    },
  };
}

/**
 * Folders 0700 and files 0600 under `dataDir`: folders made by versions before the umask was set
 * were world-readable (0755/0644). Symbolic links are left alone (their target is not ours).
 */
export async function makeOwnerOnly(path: string): Promise<void> {
  const info = await lstat(path);
  if (info.isSymbolicLink()) return;
  const mode = info.isDirectory() ? 0o700 : 0o600;
  if ((info.mode & 0o777) !== mode && (info.mode & 0o077) !== 0) await chmod(path, mode);
  if (!info.isDirectory()) return;
  for (const entry of await readdir(path)) await makeOwnerOnly(join(path, entry));
}
