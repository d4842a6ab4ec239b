/**
 * The embedded server's maintenance channel: a Unix socket in DATA_DIR through which the operator's
 * scripts (`npm run admin:create`, `retention`, `backup`) ask the running server to do their step,
 * since no other process may open its database (`db/data-dir-lock.ts`). DATA_DIR is owner-only
 * (0700) and the socket 0600: only the account that runs the server, or root, can connect.
 *
 * One request per connection: a JSON line `{ task, args }` in, a JSON line
 * `{ ok: true, lines }` or `{ ok: false, message }` out.
 */
import { chmod, rm } from "node:fs/promises";
import { connect, createServer, type Socket } from "node:net";
import { join } from "node:path";
import type { Database } from "../../db/database";
import {
  maintenanceTasks,
  operatorMessage,
  runMaintenanceTask,
  type MaintenanceRequest,
} from "./tasks";

export const maintenanceSocketOf = (dataDir: string) => join(dataDir, "maintenance.sock");

export type MaintenanceAnswer = { ok: true; lines: string[] } | { ok: false; message: string };

// A request holds an e-mail and a password, or a file name: far less than this.
const MAX_REQUEST_BYTES = 64 * 1024;
// Linux's limit on a socket's path (sun_path) is 108 bytes, with its final NUL.
const MAX_SOCKET_PATH_BYTES = 107;

/** The first line `socket` sends, or undefined if it sends more than `limit` bytes without one. */
function firstLine(socket: Socket, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\n");
      if (end !== -1) resolve(received.slice(0, end));
      else if (received.length > limit) resolve(undefined);
    });
    socket.on("end", () => resolve(received || undefined));
    socket.on("error", reject);
  });
}

function parseRequest(line: string | undefined): MaintenanceRequest | undefined {
  try {
    const request = JSON.parse(line ?? "") as Partial<MaintenanceRequest>;
    if (
      typeof request.task === "string" &&
      maintenanceTasks.includes(request.task) &&
      typeof request.args === "object" &&
      request.args !== null
    ) {
      return request as MaintenanceRequest;
    }
  } catch {
    // Answered below like any other request the channel does not know.
  }
  return undefined;
}

export interface MaintenanceLog {
  info(details: object, message: string): void;
  warn(message: string): void;
  error(details: object, message: string): void;
}

/**
 * Opens the channel of the server that owns `dataDir` (call it once the lock is held: a socket file
 * left there is a crashed owner's). Resolves to a function that closes it.
 */
export async function openMaintenanceChannel(
  dataDir: string,
  database: Database,
  log: MaintenanceLog,
): Promise<() => Promise<void>> {
  const path = maintenanceSocketOf(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    log.warn(
      `maintenance channel not opened: ${path} is longer than a Unix socket path may be; stop the server to run maintenance scripts, or use a shorter DATA_DIR`,
    );
    return async () => {};
  }
  await rm(path, { force: true });
  const server = createServer((socket) => {
    void (async () => {
      const request = parseRequest(await firstLine(socket, MAX_REQUEST_BYTES));
      let answer: MaintenanceAnswer;
      if (!request) {
        answer = { ok: false, message: "Demande de maintenance illisible." };
      } else {
        log.info({ task: request.task }, "maintenance task");
        answer = await runMaintenanceTask(database, request).then(
          (lines) => ({ ok: true, lines }),
          (error: unknown) => {
            const message = operatorMessage(error);
            if (message !== undefined) return { ok: false, message };
            log.error({ err: error, task: request.task }, "maintenance task failed");
            return { ok: false, message: `Erreur inattendue : ${String(error)}` };
          },
        );
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    })().catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      void rm(path, { force: true });
    });
}

/** The scripts' side: sends `request` to the server holding `dataDir` and waits for its answer. */
export function askRunningServer(
  dataDir: string,
  request: MaintenanceRequest,
): Promise<MaintenanceAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(maintenanceSocketOf(dataDir));
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.write(`${JSON.stringify(request)}\n`);
      firstLine(socket, Number.POSITIVE_INFINITY).then((line) => {
        try {
          resolve(JSON.parse(line ?? "") as MaintenanceAnswer);
        } catch {
          reject(new Error("réponse illisible du serveur"));
        }
      }, reject);
    });
  });
}
