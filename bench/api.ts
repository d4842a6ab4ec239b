import autocannon from "autocannon";
import { claireSignup } from "../tests/support/fixtures";
import type { ServerProcess } from "../tests/support/server-process";

export interface FixedRateFigures {
  endpoint: string;
  targetRate: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Counts by status outside 2xx, so that a failing run says why. */
  non2xxByStatus: Record<string, number>;
  connectionErrors: number;
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
// Well under what 2 cores sustain: a lead is one insert; a signup is one argon2id hash (about
// 96/s at most here) plus two inserts. At a fixed rate the latency is that of a server keeping up,
// not of a queue.
export const LEAD_RATE = 200;
export const SIGNUP_RATE = 40;
// A few connections: at a fixed overall rate, more of them send in bursts and measure the bursts.
export const FIXED_RATE_CONNECTIONS = 4;

const personalLoan = {
  firstName: "Léa",
  lastName: "Bernard",
  phone: "06 11 22 33 44",
  monthlyIncome: "2800",
  description: "Achat d'une cuisine équipée",
  page: "/pretPersonnel",
  simulation: { montant: 15_000, duree: 48 },
};

const run = Date.now().toString(36);
let requestCount = 0;

/**
 * Headers and body of the next request of the run. The server (TRUST_PROXY=true) limits leads per
 * client address, so each request poses as a client of its own from 10.0.0.0/8, as in real traffic;
 * `bodyOf` gets the request's number, unique in the run, to make e-mail addresses unique.
 */
function nextRequest(server: ServerProcess, bodyOf: (n: number) => object) {
  requestCount += 1;
  const n = requestCount;
  return {
    headers: {
      "content-type": "application/json",
      // What a browser sends with a same-origin POST: the server's check runs, and passes.
      origin: server.origin,
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify(bodyOf(n)),
  };
}

const leadBody = (n: number) => ({ ...personalLoan, email: `prospect.${run}.${n}@example.fr` });
const signupBody = (n: number) => ({ ...claireSignup, email: `client.${run}.${n}@example.fr` });

/** POSTs JSON bodies at a fixed overall rate, each request from its own client address. */
async function postAtFixedRate(
  server: ServerProcess,
  path: string,
  rate: number,
  bodyOf: (n: number) => object,
): Promise<FixedRateFigures> {
  const result = await autocannon({
    url: `${server.origin}${path}`,
    connections: FIXED_RATE_CONNECTIONS,
    overallRate: rate,
    duration: DURATION_S,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const { headers, body } = nextRequest(server, bodyOf);
          return { ...request, headers: { ...request.headers, ...headers }, body };
        },
      },
    ],
  });
  const non2xxByStatus = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count = 0 }]) => [status, count]),
  );
  return {
    endpoint: `POST ${path}`,
    targetRate: rate,
    requestsPerSecond: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    non2xxByStatus,
    connectionErrors: result.errors,
  };
}

/** A lead form and the signup, each at a fixed rate that the machine can sustain. */
export async function benchApi(server: ServerProcess): Promise<FixedRateFigures[]> {
  return [
    await postAtFixedRate(server, "/api/leads/pretPersonnel", LEAD_RATE, leadBody),
    await postAtFixedRate(server, "/api/auth/signup", SIGNUP_RATE, signupBody),
  ];
}

const WARM_UP_ROUNDS = 20;
const SETTLE_MS = 2_000;

/**
 * Runs the load tests' code paths a few times, then lets the server settle: "at rest" then means
 * with its modules loaded and its hot functions compiled, as after its first visitors.
 */
export async function warmUp(server: ServerProcess): Promise<void> {
  const expectOk = async (response: Promise<Response>) => {
    const { ok, status, url } = await response;
    if (!ok) throw new Error(`Warm-up request to ${url} failed: ${status}`);
  };
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    await expectOk(fetch(`${server.origin}/pretAuto`, { headers: { "accept-encoding": "br" } }));
    await expectOk(
      fetch(`${server.origin}/api/leads/pretPersonnel`, {
        method: "POST",
        ...nextRequest(server, leadBody),
      }),
    );
    if (round % 5 === 0) {
      await expectOk(
        fetch(`${server.origin}/api/auth/signup`, {
          method: "POST",
          ...nextRequest(server, signupBody),
        }),
      );
    }
  }
  await new Promise((settled) => setTimeout(settled, SETTLE_MS));
}
