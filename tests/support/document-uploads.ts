import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import { createApplication, saveSituation } from "../../domain/api/applications";
import { endpointUrl } from "../../domain/api/endpoint";
import { comfortableSituation, personalLoanRequest } from "./applications";
import { claireSignup } from "./fixtures";

/** A PDF of `size` bytes that the server accepts, random inside as a scan: no two alike. */
export function scannedPdf(size: number): Buffer {
  const head = Buffer.from("%PDF-1.7\n%", "latin1");
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A new customer of the server at `origin`, signed up through the API, with an application at
 * the Documents step. `n` makes the address unique in the run.
 */
export async function customerAtDocuments(
  origin: string,
  n: number,
  /** E.g. an `x-forwarded-for` of its own: signups are limited per client address. */
  signupHeaders: Record<string, string> = {},
): Promise<{ cookie: string; applicationId: string }> {
  const signup = await ok(
    await fetch(`${origin}/api/auth/signup`, {
      method: "POST",
      headers: { ...signupHeaders, "content-type": "application/json", origin },
      body: JSON.stringify({ ...claireSignup, email: `televersement.${n}@example.fr` }),
    }),
    "signup",
  );
  const cookie = signup.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const post = async (path: string, body: object) =>
    (
      await ok(
        await fetch(`${origin}${path}`, {
          method: "POST",
          headers: { cookie, origin, "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        path,
      )
    ).json() as Promise<{ id: string }>;
  const { id } = await post(createApplication.path, personalLoanRequest);
  await post(endpointUrl(saveSituation, { id }), comfortableSituation);
  return { cookie, applicationId: id };
}

/** Sends a file as the Documents step does: its bytes as the body, its name in the query. */
export async function sendDocument(
  origin: string,
  cookie: string,
  path: string,
  bytes: Buffer,
): Promise<{ documents: { id: string }[] }> {
  const response = await fetch(`${origin}${path}?fileName=scan.pdf`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/pdf" },
    body: new Uint8Array(bytes),
  });
  return (await ok(response, path)).json() as Promise<{ documents: { id: string }[] }>;
}

export interface LatencyProbe {
  /** Stops probing; each path's latencies in milliseconds, once every probe sent has answered. */
  stop(): Promise<Record<string, number[]>>;
}

/** The probes' own thread: the work of the client that sends the files must not delay them. */
const probeThread = `
const { parentPort, workerData } = require("node:worker_threads");
const { origin, paths, everyMs } = workerData;
const latencies = Object.fromEntries(paths.map((path) => [path, []]));
const failures = [];
const pending = [];
const timer = setInterval(() => {
  for (const path of paths) {
    const started = performance.now();
    pending.push(
      fetch(origin + path).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.ok) latencies[path].push(performance.now() - started);
          else failures.push(path + " answered " + response.status);
        },
        (error) => failures.push(path + ": " + String(error)),
      ),
    );
  }
}, everyMs);
parentPort.once("message", async () => {
  clearInterval(timer);
  await Promise.all(pending);
  parentPort.postMessage({ latencies, failures });
});
`;

/**
 * Requests each of `paths` every `everyMs` from a thread of its own, whether the previous answer
 * came or not, as visitors do: a server that stalls for 10 s has 200 requests waiting at the end,
 * not one.
 */
export function probeLatency(origin: string, paths: readonly string[], everyMs = 50): LatencyProbe {
  const worker = new Worker(probeThread, { eval: true, workerData: { origin, paths, everyMs } });
  return {
    async stop() {
      worker.postMessage("stop");
      const [result] = (await once(worker, "message")) as [
        { latencies: Record<string, number[]>; failures: string[] },
      ];
      await worker.terminate();
      if (result.failures.length > 0) {
        throw new Error(`Probes failed: ${result.failures.slice(0, 3).join("; ")}`);
      }
      return result.latencies;
    },
  };
}

/** The `p`-th percentile (0 to 100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(0, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[rank] ?? Number.NaN);
}
