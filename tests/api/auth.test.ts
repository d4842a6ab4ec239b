import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { createFixtureSite } from "../support/site";

// Mixed case on purpose: the address must be kept as typed and compared case-insensitively.
const signup = { ...claireSignup, email: "Claire.Martin@example.fr" };

describe.each<DatabaseKind>(["pglite", "postgres"])("accounts API on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let removeSite: () => Promise<void>;

  const start = async (trustProxy = false) => {
    const fixture = await createFixtureSite();
    removeSite = fixture.remove;
    return buildApp({
      site: fixture.site,
      database: testDatabase.database,
      sessionSecret: "s".repeat(32),
      production: false,
      trustProxy,
    });
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    app = await start();
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await removeSite();
    await testDatabase.drop();
  });

  let clientCount = 0;
  /** Each request from its own address: signup is limited per address, like every public form. */
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    clientCount += 1;
    return app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers,
      remoteAddress: `10.30.${Math.floor(clientCount / 200)}.${(clientCount % 200) + 1}`,
    });
  };

  it("reports a healthy database", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("creates an account, signs the customer in and hides the password hash", async () => {
    const response = await post("/api/auth/signup", signup);
    expect(response.statusCode).toBe(201);
    const { customer } = response.json();
    expect(customer).toMatchObject({
      firstName: "Claire",
      email: "Claire.Martin@example.fr",
      whatsapp: "+33612345678",
      country: "FR",
      newsletter: false,
    });
    expect(JSON.stringify(customer)).not.toMatch(/argon2|password/i);
    const session = response.cookies.find((cookie) => cookie.name === "aurore_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(session?.maxAge).toBeUndefined();
    const me = await app.inject({
      url: "/api/auth/session",
      headers: { cookie: cookiesOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().customer.lastName).toBe("Martin");
  });

  it("stores only a hash of the session token", async () => {
    const response = await post("/api/auth/login", {
      email: signup.email,
      password: signup.password,
    });
    const token = response.cookies.find((cookie) => cookie.name === "aurore_session")?.value ?? "";
    const rawToken = token.split(".")[0] ?? "";
    expect(rawToken.length).toBeGreaterThanOrEqual(43);
    const stored = await testDatabase.database.db
      .selectFrom("sessions")
      .select("id_hash")
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.id_hash)).not.toContain(rawToken);
  });

  it("limits the signups of one address, like every public form", async () => {
    const fromOneAddress = (n: number) =>
      app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { ...signup, email: `famille${n}@example.fr` },
        remoteAddress: "10.31.0.1",
      });
    for (let n = 1; n <= 5; n += 1) expect((await fromOneAddress(n)).statusCode).toBe(201);
    const sixth = await fromOneAddress(6);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toMatch(
      /^Trop de demandes envoyées depuis votre connexion\. Réessayez dans \d+ minutes?\.$/,
    );
  });

  it("refuses a second account with the same address, whatever its case", async () => {
    const response = await post("/api/auth/signup", {
      ...signup,
      email: "claire.martin@EXAMPLE.fr",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: "email_taken",
        message: "Un compte existe déjà avec cette adresse email",
        fields: { email: "Un compte existe déjà avec cette adresse email" },
      },
    });
  });

  it("answers every invalid field with the seed's French message", async () => {
    const response = await post("/api/auth/signup", {
      ...signup,
      email: "autre@example.fr",
      firstName: "",
      birthDate: "2015-01-01",
      acceptTerms: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "validation_failed",
      message: "Le prénom est requis",
      fields: {
        firstName: "Le prénom est requis",
        birthDate: "Vous devez avoir au moins 18 ans",
        acceptTerms: "Vous devez accepter les conditions",
      },
    });
  });

  it("logs in with the right password, case-insensitively on the address, with a new session id", async () => {
    const first = await post("/api/auth/login", {
      email: "CLAIRE.martin@example.fr",
      password: signup.password,
    });
    expect(first.statusCode).toBe(200);
    const second = await post(
      "/api/auth/login",
      { email: signup.email, password: signup.password },
      { cookie: cookiesOf(first) },
    );
    expect(cookiesOf(second)).not.toBe(cookiesOf(first));
    const old = await app.inject({
      url: "/api/auth/session",
      headers: { cookie: cookiesOf(first) },
    });
    expect(old.statusCode).toBe(401);
  });

  describe("session lifetimes, on a clock moved forward", () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const sessionAfter = async (cookie: string, minutes: number) => {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + minutes * 60_000 });
      const response = await app.inject({ url: "/api/auth/session", headers: { cookie } });
      vi.useRealTimers();
      return response.statusCode;
    };

    it("keeps a remembered session across browser restarts for 12 hours at most, never 30 days", async () => {
      const response = await post("/api/auth/login", {
        email: signup.email,
        password: signup.password,
        rememberMe: true,
      });
      expect(response.cookies.find((cookie) => cookie.name === "aurore_session")?.maxAge).toBe(
        12 * 3600,
      );
      const stored = await testDatabase.database.db
        .selectFrom("sessions")
        .select(["created_at", "expires_at"])
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeLessThanOrEqual(
        12 * 3600_000 + 5_000,
      );
    });

    it("ends a remembered session after 30 minutes idle, like any other", async () => {
      const login = await post("/api/auth/login", {
        email: signup.email,
        password: signup.password,
        rememberMe: true,
      });
      expect(await sessionAfter(cookiesOf(login), 29)).toBe(200);
      expect(await sessionAfter(cookiesOf(login), 29 + 31)).toBe(401);
    });

    it("ends a session used every 20 minutes after 12 hours", async () => {
      const login = await post("/api/auth/login", {
        email: signup.email,
        password: signup.password,
        rememberMe: true,
      });
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        expect(await sessionAfter(cookiesOf(login), minutes), `${minutes} min`).toBe(200);
      }
      expect(await sessionAfter(cookiesOf(login), 12 * 60 + 1)).toBe(401);
    });

    it("gives a browser session a cookie that dies with the browser", async () => {
      const login = await post("/api/auth/login", {
        email: signup.email,
        password: signup.password,
      });
      expect(
        login.cookies.find((cookie) => cookie.name === "aurore_session")?.maxAge,
      ).toBeUndefined();
      expect(await sessionAfter(cookiesOf(login), 31)).toBe(401);
    });
  });

  it("says only that the e-mail or the password is wrong", async () => {
    const wrongPassword = await post(
      "/api/auth/login",
      { email: signup.email, password: "Mauvais-2026" },
      { "x-forwarded-for": "10.0.0.1" },
    );
    const unknownEmail = await post("/api/auth/login", {
      email: "personne@example.fr",
      password: "Mauvais-2026",
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe("Email ou mot de passe incorrect");
    }
  });

  it("ends the session on logout", async () => {
    const login = await post("/api/auth/login", { email: signup.email, password: signup.password });
    const logout = await post("/api/auth/logout", {}, { cookie: cookiesOf(login) });
    expect(logout.statusCode).toBe(204);
    const after = await app.inject({
      url: "/api/auth/session",
      headers: { cookie: cookiesOf(login) },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe("unauthenticated");
  });

  it("ends an idle browser session after 30 minutes", async () => {
    const login = await post("/api/auth/login", { email: signup.email, password: signup.password });
    await testDatabase.database.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .execute();
    const after = await app.inject({
      url: "/api/auth/session",
      headers: { cookie: cookiesOf(login) },
    });
    expect(after.statusCode).toBe(401);
  });

  it("changes the newsletter preference of the signed-in customer only", async () => {
    const login = await post("/api/auth/login", { email: signup.email, password: signup.password });
    const change = await app.inject({
      method: "PATCH",
      url: "/api/account",
      payload: { newsletter: true },
      headers: { cookie: cookiesOf(login) },
    });
    expect(change.json().customer.newsletter).toBe(true);
    const anonymous = await app.inject({
      method: "PATCH",
      url: "/api/account",
      payload: { newsletter: false },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses state-changing requests from another site", async () => {
    const response = await post(
      "/api/auth/login",
      { email: signup.email, password: signup.password },
      { origin: "https://attaquant.example" },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "Cette demande provient d'un autre site et a été refusée.",
    );
    const sameSite = await post(
      "/api/auth/login",
      { email: signup.email, password: signup.password },
      { origin: "http://localhost:80", host: "localhost:80" },
    );
    expect(sameSite.statusCode).toBe(200);
  });

  it("answers malformed JSON, huge bodies and wrong types in French, never with a 5xx", async () => {
    const malformed = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "{email:",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe("Le contenu envoyé n'est pas un JSON valide.");
    const huge = await post("/api/auth/signup", { ...signup, lastName: "x".repeat(120_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(/trop volumineux/);
    const wrongTypes = await post("/api/auth/signup", {
      ...signup,
      email: 42,
      acceptTerms: "oui",
      newsletter: "non",
    });
    expect(wrongTypes.statusCode).toBe(400);
    const notAnObject = await post("/api/auth/login", [1, 2, 3]);
    expect(notAnObject.statusCode).toBe(400);
  });

  it("blocks an account after 5 failures in 15 minutes, even with the right password", async () => {
    const email = "bloque@example.fr";
    await post("/api/auth/signup", { ...signup, email });
    // Behind a proxy each attempt can come from its own address: only the account counts here.
    const proxied = await start(true);
    const login = (password: string, ip: string) =>
      proxied.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password },
        headers: { "x-forwarded-for": ip },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failure = await login("Mauvais-2026", `10.1.0.${attempt}`);
      expect(failure.statusCode).toBe(401);
    }
    const blocked = await login(signup.password, "10.1.0.99");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe("Trop de tentatives. Réessayez dans 15 minutes.");
    expect(blocked.headers["retry-after"]).toBe("900");
    await testDatabase.database.db
      .updateTable("login_failures")
      .set({ failed_at: new Date(Date.now() - 16 * 60_000) })
      .where("email_normalized", "=", email)
      .execute();
    const later = await login(signup.password, "10.1.0.99");
    expect(later.statusCode).toBe(200);
    await proxied.close();
  });

  it("blocks a client address after 5 failures across accounts, reading it from X-Forwarded-For only behind a proxy", async () => {
    const proxied = await start(true);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await proxied.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `inconnu${attempt}@example.fr`, password: "x" },
        headers: { "x-forwarded-for": "203.0.113.7" },
      });
    }
    const fromThatAddress = await proxied.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: signup.email, password: signup.password },
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(fromThatAddress.statusCode).toBe(429);
    const fromElsewhere = await proxied.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: signup.email, password: signup.password },
      headers: { "x-forwarded-for": "203.0.113.8" },
    });
    expect(fromElsewhere.statusCode).toBe(200);
    await proxied.close();
  });
});
