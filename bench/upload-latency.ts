import { endpointUrl } from "../domain/api/endpoint";
import { downloadDocument, replaceDocument, uploadDocument } from "../domain/api/applications";
import {
  customerAtDocuments,
  percentile,
  probeLatency,
  scannedPdf,
  sendDocument,
} from "../tests/support/document-uploads";
import type { ServerProcess } from "../tests/support/server-process";

/**
 * What one customer's large files cost everyone else (issue 29): on the embedded database a 10 MB
 * upload once froze every request for about 13 s. One customer sends a 10 MB file, then replaces
 * and downloads it `UPLOAD_ROUNDS` times, one after the other, while visitors ask for the health
 * check and a page every 50 ms; the same visitors alone first, for comparison.
 */
export const UPLOAD_ROUNDS = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 10);
export const FILE_BYTES = 10 * 1024 * 1024;
/** What a visitor should wait at worst (p99) while someone else sends or fetches a file. */
export const LATENCY_TARGET_MS = 300;
const IDLE_MS = 3_000;
const PROBED = ["/api/health", "/pretAuto"] as const;

export interface LatencyLine {
  phase: "idle" | "during transfers";
  path: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  withinTarget: boolean;
}

export interface TransferLine {
  transfer: "upload" | "download";
  count: number;
  p50Ms: number;
  p99Ms: number;
  megabytesPerSecond: number;
}

const timed = async (run: () => Promise<unknown>, into: number[]) => {
  const started = performance.now();
  await run();
  into.push(performance.now() - started);
};

const latencyLines = (
  phase: LatencyLine["phase"],
  latencies: Record<string, number[]>,
): LatencyLine[] =>
  Object.entries(latencies).map(([path, values]) => ({
    phase,
    path,
    requests: values.length,
    p50Ms: percentile(values, 50),
    p99Ms: percentile(values, 99),
    maxMs: Math.round(Math.max(...values)),
    withinTarget: percentile(values, 99) < LATENCY_TARGET_MS,
  }));

const transferLine = (transfer: TransferLine["transfer"], values: number[]): TransferLine => ({
  transfer,
  count: values.length,
  p50Ms: percentile(values, 50),
  p99Ms: percentile(values, 99),
  megabytesPerSecond:
    Math.round(((values.length * FILE_BYTES) / 1024 / 1024 / (sum(values) / 1000)) * 10) / 10,
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function benchUploadLatency(
  server: ServerProcess,
): Promise<{ latencies: LatencyLine[]; transfers: TransferLine[] }> {
  const { origin } = server;
  const { cookie, applicationId: id } = await customerAtDocuments(origin, Date.now(), {
    "x-forwarded-for": "10.29.0.1",
  });
  const idle = probeLatency(origin, PROBED);
  await new Promise((wait) => setTimeout(wait, IDLE_MS));
  const idleLatencies = await idle.stop();

  const uploads: number[] = [];
  const downloads: number[] = [];
  // Made before the probes start: 10 MB of random bytes would hold the bench's own thread, and
  // the probes' timers with it.
  const [first = scannedPdf(FILE_BYTES), ...others] = Array.from(
    { length: UPLOAD_ROUNDS + 1 },
    () => scannedPdf(FILE_BYTES),
  );
  const probe = probeLatency(origin, PROBED);
  let documentId = "";
  await timed(async () => {
    const sent = await sendDocument(
      origin,
      cookie,
      endpointUrl(uploadDocument, { id, code: "payslips" }),
      first,
    );
    documentId = sent.documents[0]?.id ?? "";
  }, uploads);
  for (const file of others) {
    const path = endpointUrl(replaceDocument, { id, documentId });
    await timed(() => sendDocument(origin, cookie, path, file), uploads);
    await timed(async () => {
      const response = await fetch(
        `${origin}${endpointUrl(downloadDocument, { id, documentId })}`,
        {
          headers: { cookie },
        },
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!bytes.equals(file)) throw new Error(`Download ${response.status}: not the file sent`);
    }, downloads);
  }
  const busyLatencies = await probe.stop();
  return {
    latencies: [
      ...latencyLines("idle", idleLatencies),
      ...latencyLines("during transfers", busyLatencies),
    ],
    transfers: [transferLine("upload", uploads), transferLine("download", downloads)],
  };
}
