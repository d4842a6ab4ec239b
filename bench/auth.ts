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

export async function benchAuth(server: ServerProcess): Promise<AuthFigures> {
  const email = `bench.${Date.now()}@example.fr`;
  const password = "Lumiere-2026";
  const signup = await fetch(`${server.origin}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
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
  const cookie = signup.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  const argon2HashesPerSecond = await argon2Rate(DURATION_S);

  const login = await autocannon({
    url: `${server.origin}/api/auth/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
    // As many logins in flight as libuv hashes at once (4), and fewer than the 5 attempts a single
    // account or address may have pending (decision record 008): more would be throttled, not
    // measured.
    connections: 4,
    duration: DURATION_S,
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
