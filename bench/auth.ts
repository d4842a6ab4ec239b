import autocannon from "autocannon";
import { hashPassword } from "../server/services/passwords";
import type { ServerProcess } from "../tests/support/server-process";

export interface AuthFigures {
  argon2HashesPerSecond: number;
  loginRequestsPerSecond: number;
  loginToHashRatio: number;
  loginP99Ms: number;
  sessionRate: number;
  sessionP99Ms: number;
  sessionNon2xx: number;
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** argon2id hashes per second with as many in flight as libuv has threads (4 by default). */
async function argon2Rate(seconds: number): Promise<number> {
  const inFlight = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      await hashPassword("Lumiere-2026");
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  return done / ((Date.now() - started) / 1000);
}

/**
 * Logins are spread over this many accounts, each request from its own client address: a single
 * account or address may have at most 5 attempts pending (decision record 008), and the bench
 * measures logins, not the throttle.
 */
const LOGIN_ACCOUNTS = 4;
const LOGIN_CONNECTIONS = 8;

async function signUp(server: ServerProcess, email: string, password: string, n: number) {
  const signup = await fetch(`${server.origin}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.2.0.${n + 1}` },
    body: JSON.stringify({
      lastName: "Banc",
      firstName: "Essai",
      birthDate: "1980-01-01",
      gender: "other",
      email,
      whatsapp: "06 12 34 56 78",
      country: "FR",
      currency: "EUR",
      password,
      confirmPassword: password,
      acceptTerms: true,
    }),
  });
  if (signup.status !== 201)
    throw new Error(`Bench signup failed: ${signup.status} ${await signup.text()}`);
  return signup.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

export async function benchAuth(server: ServerProcess): Promise<AuthFigures> {
  const run = Date.now().toString(36);
  const password = "Lumiere-2026";
  const emails = Array.from({ length: LOGIN_ACCOUNTS }, (_, n) => `bench.${run}.${n}@example.fr`);
  const cookies = [];
  for (const [n, email] of emails.entries()) cookies.push(await signUp(server, email, password, n));
  const cookie = cookies[0] ?? "";

  const argon2HashesPerSecond = await argon2Rate(DURATION_S);

  let sent = 0;
  const login = await autocannon({
    url: `${server.origin}/api/auth/login`,
    connections: LOGIN_CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              "content-type": "application/json",
              "x-forwarded-for": `10.3.${(sent >> 8) & 255}.${sent & 255}`,
            },
            body: JSON.stringify({ email: emails[sent % LOGIN_ACCOUNTS], password }),
          };
        },
      },
    ],
  });
  if (login.non2xx > 0) throw new Error(`${login.non2xx} logins failed during the bench`);

  const session = await autocannon({
    url: `${server.origin}/api/auth/session`,
    headers: { cookie },
    // A few connections at a fixed overall rate: more of them send in bursts and measure the bursts.
    connections: 4,
    overallRate: 200,
    duration: DURATION_S,
  });

  return {
    argon2HashesPerSecond: Math.round(argon2HashesPerSecond * 10) / 10,
    loginRequestsPerSecond: login.requests.average,
    loginToHashRatio: Math.round((login.requests.average / argon2HashesPerSecond) * 100) / 100,
    loginP99Ms: login.latency.p99,
    sessionRate: session.requests.average,
    sessionP99Ms: session.latency.p99,
    sessionNon2xx: session.non2xx,
  };
}
