import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createGunzip } from "node:zlib";
import { Decrypter, Encrypter } from "age-encryption";

/**
 * The layers of a backup file, outside in: an age file (age-encryption.org/v1) sealed with the
 * operator's passphrase, holding a gzip stream, holding JSON lines (backup.ts). Why age and this
 * key: docs/decisions/019-encrypted-backups.md.
 */

/** A failure explained in French to the operator who ran the backup or the restore. */
export class BackupError extends Error {}

/** `openssl rand -base64 32` gives 44: long enough that no key-stretching has to protect it. */
export const MIN_KEY_LENGTH = 32;
// age's default is 18 (256 MiB, 1.4 s here, blocking): the keys are long, and the same code is meant
// to run inside the server, whose memory PGlite already fills. 16 is 64 MiB and 0.35 s; age's own
// tools open it.
const SCRYPT_WORK_FACTOR = 16;
const AGE_MAGIC = "age-encryption.org/v1\n";
const GZIP_MAGIC = "\x1f\x8b";

export function checkKey(key: string): void {
  const length = [...key].length;
  if (length >= MIN_KEY_LENGTH) return;
  throw new BackupError(
    `La clé de sauvegarde (BACKUP_KEY ou BACKUP_KEY_FILE) compte ${length} caractères : il en faut au moins ${MIN_KEY_LENGTH} (par exemple : openssl rand -base64 32).`,
  );
}

// Node's web streams are the DOM's at run time; only their TypeScript declarations differ.
const toWeb = (source: Readable) => Readable.toWeb(source) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (stream: ReadableStream<Uint8Array>) =>
  Readable.fromWeb(stream as unknown as NodeReadableStream<Uint8Array>);

/** A pipeline step that encrypts the bytes flowing through it, 64 KiB at a time. */
export function encryptWith(key: string) {
  checkKey(key);
  return async function* encrypt(plain: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    const encrypter = new Encrypter();
    encrypter.setScryptWorkFactor(SCRYPT_WORK_FACTOR);
    encrypter.setPassphrase(key);
    yield* fromWeb(await encrypter.encrypt(toWeb(Readable.from(plain))));
  };
}

const altered = (file: string) =>
  new BackupError(`${file} est incomplète ou altérée : rien n'a été restauré.`);

export function unreadable(file: string, error: unknown): BackupError {
  if ((error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    return new BackupError(`Fichier introuvable : ${file}`);
  }
  return new BackupError(`${file} n'est pas une sauvegarde Aurore Banque lisible.`);
}

async function startOf(file: string): Promise<string> {
  const handle = await open(file).catch((error: unknown) => {
    throw unreadable(file, error);
  });
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(AGE_MAGIC.length), 0);
    return buffer.subarray(0, bytesRead).toString("latin1");
  } finally {
    await handle.close();
  }
}

/**
 * The decrypted bytes of `file`. The key is checked here, before the caller touches anything: age
 * authenticates its header with it. Each 64 KiB of what follows is authenticated as it is read, the
 * last one marked as such: a byte changed, or a file cut short, fails the reading.
 */
async function decrypted(file: string, key: string): Promise<Readable> {
  const start = await startOf(file);
  if (start.startsWith(GZIP_MAGIC)) {
    throw new BackupError(
      `${file} est une sauvegarde non chiffrée (format 1), que cette version ne restaure plus : restaurez-la avec la version qui l'a écrite, puis refaites une sauvegarde.`,
    );
  }
  if (start !== AGE_MAGIC) throw unreadable(file, undefined);
  const decrypter = new Decrypter();
  decrypter.addPassphrase(key);
  const raw = createReadStream(file);
  try {
    return fromWeb(await decrypter.decrypt(toWeb(raw)));
  } catch (error) {
    raw.destroy();
    // The only refusal age words this way: no recipient of the header opens with this passphrase.
    if (error instanceof Error && error.message.startsWith("no identity matched")) {
      throw new BackupError(
        "La clé BACKUP_KEY ne correspond pas à cette sauvegarde : rien n'a été restauré.",
      );
    }
    throw altered(file);
  }
}

/** The lines of a backup, one at a time, however long (a line can hold a 20 MB row). */
export async function readBackupLines(file: string, key: string): Promise<AsyncGenerator<string>> {
  const plain = await decrypted(file, key);
  return (async function* lines() {
    const text = createGunzip();
    plain.on("error", () => text.destroy(altered(file)));
    plain.pipe(text).setEncoding("utf8");
    try {
      let pieces: string[] = [];
      for await (const chunk of text as AsyncIterable<string>) {
        let start = 0;
        for (let end = chunk.indexOf("\n"); end !== -1; end = chunk.indexOf("\n", start)) {
          pieces.push(chunk.slice(start, end));
          yield pieces.join("");
          pieces = [];
          start = end + 1;
        }
        pieces.push(chunk.slice(start));
      }
      const last = pieces.join("");
      if (last) yield last;
    } finally {
      plain.destroy();
      text.destroy();
    }
  })();
}
