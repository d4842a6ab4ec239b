import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { startServer, type ServerProcess } from "../support/server-process";
import { signupBody } from "./bodies";

describe("two server instances on one PostgreSQL", () => {
  let testDatabase: TestDatabase;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let client = 0;

  beforeAll(async () => {
    testDatabase = await createTestDatabase("postgres");
    const secret = randomBytes(32).toString("hex");
    // Nothing shared but the database and the secret, as on two machines behind a load balancer.
    const start = async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "aurore-instance-"));
      dataDirs.push(dataDir);
      return startServer({
        DATABASE_URL: testDatabase.options.databaseUrl ?? "",
        DATA_DIR: dataDir,
        SESSION_SECRET: secret,
        TRUST_PROXY: "true",
      });
    };
    [a, b] = await Promise.all([start(), start()]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await testDatabase?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** Each call comes from its own client address, so only the per-account limit can apply. */
  const call = (
    server: ServerProcess,
    method: "GET" | "POST",
    path: string,
    init: { body?: unknown; cookie?: string } = {},
  ) => {
    client += 1;
    return fetch(`${server.origin}${path}`, {
      method,
      headers: {
        "x-forwarded-for": `192.0.2.${client}`,
        ...(init.body !== undefined && { "content-type": "application/json" }),
        ...(init.cookie && { cookie: init.cookie }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  };

  const sessionCookie = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";", 1)[0] ?? "")
      .filter((cookie) => cookie.startsWith("aurore_session="))
      .join("; ");

  it("lets one signup of an address win when both instances receive it at once", async () => {
    const signup = signupBody(1);
    const answers = await Promise.all(
      [a, b].map((server) => call(server, "POST", "/api/auth/signup", { body: signup })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it("accepts on one instance the session opened on the other, and ends it on both", async () => {
    const signup = signupBody(2);
    const opened = await call(a, "POST", "/api/auth/signup", { body: signup });
    expect(opened.status).toBe(201);
    const onA = sessionCookie(opened);

    const seenByB = await call(b, "GET", "/api/auth/session", { cookie: onA });
    expect(seenByB.status).toBe(200);
    expect((await seenByB.json()).customer.email).toBe(signup.email);

    const login = await call(b, "POST", "/api/auth/login", {
      body: { email: signup.email, password: signup.password },
    });
    expect(login.status).toBe(200);
    const onB = sessionCookie(login);

    expect((await call(b, "POST", "/api/auth/logout", { cookie: onA })).status).toBe(204);
    expect((await call(a, "GET", "/api/auth/session", { cookie: onA })).status).toBe(401);
    // The other session of the customer is not affected.
    expect((await call(a, "GET", "/api/auth/session", { cookie: onB })).status).toBe(200);

    expect((await call(a, "POST", "/api/auth/logout", { cookie: onB })).status).toBe(204);
    const ended = await call(b, "GET", "/api/auth/session", { cookie: onB });
    expect(ended.status).toBe(401);
    expect((await ended.json()).error.message).toBe(
      "Vous devez être connecté pour accéder à votre espace.",
    );
  });

  it("counts failed logins across both instances", async () => {
    const signup = signupBody(3);
    expect((await call(a, "POST", "/api/auth/signup", { body: signup })).status).toBe(201);
    const attempt = (server: ServerProcess, password: string) =>
      call(server, "POST", "/api/auth/login", { body: { email: signup.email, password } });

    for (const server of [a, b, a, b, a]) {
      const failed = await attempt(server, "Mauvais-Mot-2026");
      expect(failed.status).toBe(401);
      expect((await failed.json()).error.message).toBe("Email ou mot de passe incorrect");
    }
    for (const server of [b, a]) {
      const refused = await attempt(server, signup.password);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("900");
      expect((await refused.json()).error.message).toBe(
        "Trop de tentatives. Réessayez dans 15 minutes.",
      );
    }
  });
});
