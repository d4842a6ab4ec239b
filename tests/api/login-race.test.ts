import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { startInstances } from "../support/site";

/**
 * An attacker fires many guesses at once, hoping that each is checked before the failures of the
 * others are counted (the race a security review won on the landed code). At most 5 guesses per
 * account and per address may ever be verified in 15 minutes, on one instance or on two.
 */

const ATTEMPTS = 30;

const statusCounts = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const response of responses)
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
};

describe.each<DatabaseKind>(["pglite", "postgres"])("guesses raced on %s", (kind) => {
  let testDatabase: TestDatabase;
  let apps: FastifyInstance[] = [];
  let close: () => Promise<void>;
  let accountCount = 0;

  beforeAll(async () => {
    const started = await startInstances(kind, { trustProxy: true });
    ({ testDatabase, close } = started);
    apps = started.instances.map((instance) => instance.app);
  }, 60_000);

  afterAll(() => close());

  /** Requests spread over every instance in turn, as a load balancer would. */
  const instance = (index: number) => apps[index % apps.length] as FastifyInstance;
  const post = (
    index: number,
    url: string,
    payload: object,
    headers: Record<string, string> = {},
  ) => instance(index).inject({ method: "POST", url, payload, headers });

  const newAccount = async () => {
    accountCount += 1;
    const email = `course${accountCount}@example.fr`;
    const response = await post(
      0,
      "/api/auth/signup",
      { ...claireSignup, email },
      {
        "x-forwarded-for": `192.0.2.${accountCount}`,
      },
    );
    expect(response.statusCode).toBe(201);
    return { email, cookie: cookiesOf(response) };
  };

  const attemptsRecorded = async (emailNormalized: string) =>
    (
      await testDatabase.database.db
        .selectFrom("login_failures")
        .select("id")
        .where("email_normalized", "=", emailNormalized)
        .execute()
    ).length;

  it("verifies at most 5 passwords of one account sent at once, and the right one after them gets 429", async () => {
    const { email } = await newAccount();
    const guesses = Array.from({ length: ATTEMPTS }, (_, index) =>
      post(
        index,
        "/api/auth/login",
        { email, password: index === ATTEMPTS - 1 ? claireSignup.password : `Mauvais-${index}A` },
        // Each guess from its own address: only the account's counter can stop them.
        { "x-forwarded-for": `198.51.100.${index + 1}` },
      ),
    );
    const counts = statusCounts(await Promise.all(guesses));
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(ATTEMPTS - 5);
    expect(await attemptsRecorded(email)).toBeLessThanOrEqual(5);

    const after = await post(
      1,
      "/api/auth/login",
      { email, password: claireSignup.password },
      {
        "x-forwarded-for": "198.51.100.200",
      },
    );
    expect(after.statusCode).toBe(429);
    expect(after.json().error.message).toMatch(
      /^Trop de tentatives\. Réessayez dans 1[45] minutes\.$/,
    );
  });

  it("verifies at most 5 passwords from one address sent at once, across accounts", async () => {
    const address = `203.0.113.${kind === "pglite" ? 10 : 20}`;
    const guesses = Array.from({ length: ATTEMPTS }, (_, index) =>
      post(
        index,
        "/api/auth/login",
        { email: `inconnu${index}-${kind}@example.fr`, password: "Mauvais-2026" },
        { "x-forwarded-for": address },
      ),
    );
    const counts = statusCounts(await Promise.all(guesses));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(ATTEMPTS - 5);
  });

  it("verifies at most 5 second-factor codes sent at once, and the right code after them gets 429", async () => {
    const { email, cookie } = await newAccount();
    const setup = await post(
      0,
      "/api/account/two-factor/setup",
      { password: claireSignup.password },
      { cookie },
    );
    const authenticator = new TOTP({
      secret: Secret.fromBase32(String(setup.json().secret).replace(/\s/g, "")),
    });
    const confirmed = await post(
      0,
      "/api/account/two-factor/confirm",
      { code: authenticator.generate() },
      {
        cookie,
      },
    );
    expect(confirmed.statusCode).toBe(200);

    const password = await post(
      0,
      "/api/auth/login",
      { email, password: claireSignup.password },
      {
        "x-forwarded-for": "198.51.100.250",
      },
    );
    expect(password.json()).toEqual({ secondFactor: "totp" });
    const challenge = cookiesOf(password);
    const valid = [-30_000, 0, 30_000, 60_000].map((shift) =>
      authenticator.generate({ timestamp: Date.now() + shift }),
    );
    const wrong = Array.from({ length: 1_000 }, (_, n) => String(n).padStart(6, "0")).filter(
      (code) => !valid.includes(code),
    );
    const guesses = Array.from({ length: ATTEMPTS }, (_, index) =>
      post(
        index,
        "/api/auth/login/code",
        { code: wrong[index] ?? "000000" },
        {
          cookie: challenge,
          "x-forwarded-for": `198.51.101.${index + 1}`,
        },
      ),
    );
    const counts = statusCounts(await Promise.all(guesses));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(ATTEMPTS - 5);

    const right = await post(
      1,
      "/api/auth/login/code",
      { code: authenticator.generate() },
      {
        cookie: challenge,
        "x-forwarded-for": "198.51.101.200",
      },
    );
    expect(right.statusCode).toBe(429);
  });

  it("verifies at most 5 current passwords of a password change sent at once", async () => {
    const { email, cookie } = await newAccount();
    const guesses = Array.from({ length: ATTEMPTS }, (_, index) =>
      post(
        index,
        "/api/account/password",
        {
          currentPassword: `Mauvais-${index}A`,
          password: "Nouveau-Chemin-2026",
          confirmPassword: "Nouveau-Chemin-2026",
        },
        { cookie, "x-forwarded-for": `198.51.102.${index + 1}` },
      ),
    );
    const counts = statusCounts(await Promise.all(guesses));
    expect(counts[400] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(ATTEMPTS - 5);
    expect(await attemptsRecorded(email)).toBeLessThanOrEqual(5);
  });

  it("lets a customer who types the right password sign in and forgives the account's failures", async () => {
    const { email } = await newAccount();
    for (const index of [1, 2]) {
      const failure = await post(
        index,
        "/api/auth/login",
        { email, password: "Mauvais-2026" },
        {
          "x-forwarded-for": `198.51.103.${index}`,
        },
      );
      expect(failure.statusCode).toBe(401);
    }
    const success = await post(
      0,
      "/api/auth/login",
      { email, password: claireSignup.password },
      {
        "x-forwarded-for": "198.51.103.9",
      },
    );
    expect(success.statusCode).toBe(200);
    expect(await attemptsRecorded(email)).toBe(0);
  });
});
