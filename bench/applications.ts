import autocannon from "autocannon";
import { createApplication, saveSituation, uploadDocument } from "../domain/api/applications";
import { endpointUrl } from "../domain/api/endpoint";
import { documentChecklists } from "../domain/credit/documents";
import { maxFilesPerDocument } from "../domain/credit/workflow";
import { personalLoanRequest } from "../tests/support/applications";
import { claireSignup } from "../tests/support/fixtures";
import type { ServerProcess } from "../tests/support/server-process";
import type { FixedRateFigures } from "./api";
import { residentBytes } from "./memory";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** Applications started and situations sent per second: a busy day's peak, many times over. */
export const SUBMISSION_RATE = 50;
/** 5 MB files per second: a phone photo or a scanned file each, from many customers at once. */
export const UPLOAD_RATE = 5;
export const UPLOAD_COUNT = 200;
const UPLOAD_BYTES = 5 * 1024 * 1024;

const loan = personalLoanRequest;

const situation = {
  employmentStatus: "cdi",
  employedSince: "2019-09",
  netMonthlyIncome: 2_850,
  otherCreditPayments: 120,
  housing: "locataire",
  housingCost: 780,
  dependants: 1,
};

export interface UploadFigures {
  uploads: number;
  targetRate: number;
  megabytesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  restBeforeMb: number;
  restAfterMb: number;
}

/**
 * A PDF of `bytes` bytes that the server's check accepts: a header, filler comment lines, and the
 * end-of-file marker. The server stores it whole, like a scanned document.
 */
function pdfOf(bytes: number): Buffer {
  const head = "%PDF-1.4\n";
  const tail = "\n%%EOF\n";
  const line = `%${"x".repeat(78)}\n`;
  const filler = line.repeat(Math.ceil((bytes - head.length - tail.length) / line.length));
  return Buffer.from(head + filler.slice(0, bytes - head.length - tail.length) + tail, "latin1");
}

async function customerSession(server: ServerProcess): Promise<Record<string, string>> {
  const email = `demandes.${Date.now().toString(36)}@example.fr`;
  const response = await fetch(`${server.origin}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ ...claireSignup, email }),
  });
  if (response.status !== 201) {
    throw new Error(`Bench signup failed: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, origin: server.origin };
}

async function postJson(
  server: ServerProcess,
  headers: Record<string, string>,
  path: string,
  body: unknown,
): Promise<{ id: string }> {
  const response = await fetch(`${server.origin}${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

const figuresOf = (
  endpoint: string,
  rate: number,
  result: autocannon.Result,
): FixedRateFigures => ({
  endpoint,
  targetRate: rate,
  requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  non2xxByStatus: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count = 0 }]) => [status, count]),
  ),
  connectionErrors: result.errors,
});

/**
 * Starting an application and sending its situation (which computes the indicative answer), each
 * at a fixed rate, by one signed-in customer.
 */
export async function benchSubmissions(server: ServerProcess): Promise<FixedRateFigures[]> {
  const headers = await customerSession(server);
  const create = await autocannon({
    url: `${server.origin}${createApplication.path}`,
    connections: 4,
    overallRate: SUBMISSION_RATE,
    duration: DURATION_S,
    requests: [
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(loan),
      },
    ],
  });
  const { id } = await postJson(server, headers, createApplication.path, loan);
  const situationPath = endpointUrl(saveSituation, { id });
  const answer = await autocannon({
    url: `${server.origin}${situationPath}`,
    connections: 4,
    overallRate: SUBMISSION_RATE,
    duration: DURATION_S,
    requests: [
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify(situation),
      },
    ],
  });
  return [
    figuresOf(`POST ${createApplication.path}`, SUBMISSION_RATE, create),
    figuresOf(`POST ${saveSituation.path}`, SUBMISSION_RATE, answer),
  ];
}

const settle = () => new Promise((settled) => setTimeout(settled, 3_000));

/**
 * `UPLOAD_COUNT` documents of 5 MB at a fixed rate, spread over as many applications as their
 * checklists need, then the server's memory at rest: it must not keep the files it stored.
 */
export async function benchUploads(server: ServerProcess, pid: number): Promise<UploadFigures> {
  const headers = await customerSession(server);
  const codes = documentChecklists[loan.product].map((document) => document.code);
  const perApplication = codes.length * maxFilesPerDocument;
  const paths: string[] = [];
  while (paths.length < UPLOAD_COUNT) {
    const { id } = await postJson(server, headers, createApplication.path, loan);
    await postJson(server, headers, endpointUrl(saveSituation, { id }), situation);
    for (let slot = 0; slot < perApplication && paths.length < UPLOAD_COUNT; slot += 1) {
      const code = codes[slot % codes.length] ?? "identity";
      paths.push(endpointUrl(uploadDocument, { id, code }, { fileName: `bulletin-${slot}.pdf` }));
    }
  }
  const file = pdfOf(UPLOAD_BYTES);
  await settle();
  const restBefore = await residentBytes(pid);
  let next = 0;
  const result = await autocannon({
    url: server.origin,
    connections: 2,
    overallRate: UPLOAD_RATE,
    amount: UPLOAD_COUNT,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const path = paths[next] ?? paths[0] ?? "/";
          next += 1;
          return {
            ...request,
            path,
            headers: { ...headers, "content-type": "application/pdf" },
            body: file,
          };
        },
      },
    ],
  });
  await settle();
  const restAfter = await residentBytes(pid);
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    uploads: result.requests.total,
    targetRate: UPLOAD_RATE,
    megabytesPerSecond: mb((result["2xx"] * UPLOAD_BYTES) / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    restBeforeMb: mb(restBefore),
    restAfterMb: mb(restAfter),
  };
}
