import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/database";
import { buildApp } from "../../server/app";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createFixtureSite } from "../support/site";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

describe("when PostgreSQL becomes unreachable", () => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let removeSite: () => Promise<void>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase("postgres");
    const url = new URL(testDatabase.options.databaseUrl ?? "");
    proxy = await startTcpProxy(Number(url.port || 5432));
    url.port = String(proxy.port);
    database = await createDatabase({
      databaseUrl: url.toString(),
      dataDir: testDatabase.options.dataDir,
    });
    const fixture = await createFixtureSite();
    removeSite = fixture.remove;
    app = await buildApp({
      site: fixture.site,
      database,
      sessionSecret: "h".repeat(32),
      production: false,
    });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await removeSite();
    await testDatabase.drop();
  });

  it("answers 503 in French within 5 s, then serves again on its own when it is back", async () => {
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const health = await app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "unavailable" });
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.fr", password: "x" },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().error.message).toBe(
      "Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.",
    );
    expect(Date.now() - started).toBeLessThan(5_000);

    await proxy.restore();
    await expect
      .poll(async () => (await app.inject({ url: "/api/health" })).statusCode, { timeout: 10_000 })
      .toBe(200);
    const unknown = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a@b.fr", password: "x" },
    });
    expect(unknown.statusCode).toBe(401);
  }, 30_000);
});
