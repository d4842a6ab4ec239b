import type { FastifyInstance } from "fastify";
import { Gauge } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureApp } from "../support/site";

const TOKEN = "jeton-de-test-0123456789abcdef";

describe("GET /api/metrics without METRICS_TOKEN", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startFixtureApp());
  });

  afterAll(() => close());

  it("does not exist, whatever the credentials", async () => {
    for (const authorization of [undefined, "Bearer ", `Bearer ${TOKEN}`]) {
      const response = await app.inject({
        url: "/api/metrics",
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: "not_found", message: "Cette adresse n'existe pas." },
      });
    }
  });
});

describe("GET /api/metrics with METRICS_TOKEN", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startFixtureApp({ metricsToken: TOKEN }));
  });

  afterAll(() => close());

  const scrape = (authorization?: string) =>
    app.inject({ url: "/api/metrics", headers: authorization ? { authorization } : {} });

  it.each([
    ["no Authorization header", undefined],
    ["a wrong token", "Bearer jeton-de-test-0123456789abcdeX"],
    ["a prefix of the token", `Bearer ${TOKEN.slice(0, -1)}`],
    ["the token with another scheme", `Basic ${TOKEN}`],
    ["the bare token", TOKEN],
  ])("refuses %s with a French 401 and a Bearer challenge", async (_case, authorization) => {
    const response = await scrape(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe("Bearer");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      error: {
        code: "unauthenticated",
        message: "Un jeton d'accès valide est nécessaire pour consulter les métriques.",
      },
    });
    expect(response.body).not.toContain("process_");
  });

  it("serves the process metrics and the request durations by route pattern, with no personal data", async () => {
    const lead = await app.inject({
      method: "POST",
      url: "/api/leads/pretPersonnel?email=lea.bernard%40example.fr",
      payload: {
        firstName: "Léa",
        lastName: "Bernard",
        email: "lea.bernard@example.fr",
        phone: "06 11 22 33 44",
        monthlyIncome: "2800",
        description: "Achat d'une cuisine équipée",
      },
    });
    expect(lead.statusCode).toBe(201);
    const unknown = await app.inject({
      method: "POST",
      url: "/api/inconnu/lea.bernard@example.fr",
    });
    expect(unknown.statusCode).toBe(404);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body;
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes /m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/leads\/:kind",status_code="201"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="unmatched",status_code="404"\} 1$/m,
    );
    expect(text).not.toContain("pretPersonnel");
    expect(text).not.toContain("email=");
    expect(text).not.toContain("lea.bernard");
    expect(text).not.toContain("inconnu");
  });

  it("counts the e-mails waiting in the outbox", async () => {
    // This app runs no mail worker: the welcome mail of a subscription stays queued.
    const before = await scrape(`Bearer ${TOKEN}`);
    const pending = Number(/^aurore_mail_outbox\{state="pending"\} (\d+)$/m.exec(before.body)?.[1]);
    const subscription = await app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: "lecteur.metriques@example.fr" },
    });
    expect(subscription.statusCode).toBe(201);
    const after = await scrape(`Bearer ${TOKEN}`);
    expect(after.body).toContain(`aurore_mail_outbox{state="pending"} ${pending + 1}`);
    expect(after.body).toMatch(/^aurore_mail_outbox\{state="failed"\} 0$/m);
  });

  it("lets other modules add their metrics to the same registry", async () => {
    new Gauge({
      name: "aurore_test_queue_depth",
      help: "Profondeur d'une file de test",
      registers: [app.metricsRegistry],
      collect() {
        this.set(3);
      },
    });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.body).toMatch(/^aurore_test_queue_depth 3$/m);
  });
});
