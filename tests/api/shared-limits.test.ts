import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/database";
import { buildApp } from "../../server/app";
import { sharedHitCounter } from "../../server/rate-limit";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { claireSignup, personalLoanLead } from "../support/fixtures";
import { createFixtureSite, startTestApp } from "../support/site";
import type { Site } from "../../server/site";

const lead = personalLoanLead;

const refusal = (minutes: number) =>
  `Trop de demandes envoyées depuis votre connexion. Réessayez dans ${minutes} minutes.`;

const post = (app: FastifyInstance, url: string, payload: object, address: string) =>
  app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": address } });

describe("limits of two instances on one PostgreSQL", () => {
  let testDatabase: TestDatabase;
  /** The second instance's own connections, as on another machine. */
  let otherDatabase: Database;
  let site: { site: Site; remove(): Promise<void> };
  const sessionSecret = randomBytes(32).toString("hex");
  const opened: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  const instance = async (database: Database) => {
    const app = await buildApp({
      site: site.site,
      database,
      sessionSecret,
      production: false,
      trustProxy: true,
    });
    opened.push(app);
    return app;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase("postgres");
    otherDatabase = await createDatabase(testDatabase.options);
    site = await createFixtureSite();
    [a, b] = await Promise.all([instance(testDatabase.database), instance(otherDatabase)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(opened.map((app) => app.close()));
    await otherDatabase?.close();
    await site?.remove();
    await testDatabase?.drop();
  });

  it("counts the form limit once: 3 requests on one and 2 on the other pass, the 6th is refused on both", async () => {
    const address = "198.51.100.10";
    const passed = [];
    for (const app of [a, a, a, b, b]) {
      passed.push((await post(app, "/api/leads/pretPersonnel", lead, address)).statusCode);
    }
    expect(passed).toEqual([201, 201, 201, 201, 201]);

    for (const app of [a, b]) {
      const refused = await post(app, "/api/leads/pretPersonnel", lead, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({ code: "too_many_requests", message: refusal(10) });
      // The wait is the shared window's: what is left of the 10 minutes started on A.
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(9 * 60);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(10 * 60);
    }
    const stored = await testDatabase.database.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(5);

    // Per address and per route: another client, or the same one on another form, is not held back.
    expect((await post(b, "/api/leads/pretPersonnel", lead, "198.51.100.11")).statusCode).toBe(201);
    const newsletter = await post(a, "/api/newsletter", { email: "lecteur@example.fr" }, address);
    expect(newsletter.statusCode).toBe(201);
  });

  it("counts the password reset's limit once too", async () => {
    const address = "198.51.100.20";
    const forgot = (app: FastifyInstance) =>
      post(app, "/api/auth/password/forgot", { email: "personne@example.fr" }, address);
    const passed = [];
    for (const app of [a, a, a, b, b]) passed.push((await forgot(app)).statusCode);
    expect(passed).toEqual([202, 202, 202, 202, 202]);
    for (const app of [b, a]) {
      const refused = await forgot(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(refusal(15));
    }
  });

  it("mails 3 reset links an hour at most to one account, however many instances are asked at once", async () => {
    const email = "claire.partage@example.fr";
    const signup = await post(a, "/api/auth/signup", { ...claireSignup, email }, "198.51.100.30");
    expect(signup.statusCode).toBe(201);
    // Their own pair, closed below: closing waits for the resets handled after the answer.
    const [c, d] = await Promise.all([instance(testDatabase.database), instance(otherDatabase)]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        post(n % 2 ? c : d, "/api/auth/password/forgot", { email }, `198.51.100.${40 + n}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(202));
    await Promise.all([c.close(), d.close()]);

    const links = await testDatabase.database.db
      .selectFrom("account_tokens")
      .innerJoin("customers", "customers.id", "account_tokens.customer_id")
      .select("account_tokens.created_at")
      .where("customers.email", "=", email)
      .where("purpose", "=", "password_reset")
      .execute();
    expect(links).toHaveLength(3);
    const mails = await testDatabase.database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", email)
      .where("subject", "=", "Réinitialisation de votre mot de passe")
      .execute();
    expect(mails).toHaveLength(3);
  });

  it("starts a window afresh once it has ended, and deletes the counters of ended windows", async () => {
    const { db } = testDatabase.database;
    const ended = new Date(Date.now() - 60_000);
    await db
      .insertInto("rate_limit_counters")
      .values([
        { key: "POST /api/newsletter 203.0.113.1", hits: 9, resets_at: ended },
        { key: "POST /api/newsletter 203.0.113.2", hits: 9, resets_at: ended },
      ])
      .execute();
    // A counter of its own: an instance deletes ended windows at its first hit, then once a minute.
    const hit = sharedHitCounter(otherDatabase.db);
    expect(await hit("POST /api/newsletter 203.0.113.1", 60_000)).toEqual({
      count: 1,
      ttlMs: expect.any(Number),
    });
    const second = await hit("POST /api/newsletter 203.0.113.1", 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(50_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    const keys = await db
      .selectFrom("rate_limit_counters")
      .select("key")
      .where("key", "like", "% 203.0.113.%")
      .execute();
    expect(keys).toEqual([{ key: "POST /api/newsletter 203.0.113.1" }]);
  });
});

describe("limits on the embedded database", () => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp("pglite", { trustProxy: true }));
  }, 60_000);

  afterAll(() => close());

  it("are counted in the process: the 6th form from one address is refused", async () => {
    const statuses = [];
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (await post(app, "/api/leads/pretPersonnel", lead, "198.51.100.50")).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await post(app, "/api/leads/pretPersonnel", lead, "198.51.100.50");
    expect(refused.json().error.message).toBe(refusal(10));
    const counters = await testDatabase.database.db
      .selectFrom("rate_limit_counters")
      .selectAll()
      .execute();
    expect(counters).toEqual([]);
  });
});
