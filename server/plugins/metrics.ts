import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { metrics } from "../../domain/api/operations";
import { failure } from "../routing";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * What `GET /api/metrics` exposes: other modules register their own metrics here
     * (`new Gauge({ …, registers: [app.metricsRegistry] })`).
     */
    metricsRegistry: Registry;
  }
}

/** The label of requests that matched no route: their raw URLs would be unbounded and personal. */
export const UNMATCHED_ROUTE = "unmatched";

// Digests have the same length whatever was sent, which timingSafeEqual requires.
const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Prometheus metrics of the process and of every request, on a registry of this app's own so that
 * several apps in one process (tests) do not clash. Without a token nothing is collected and
 * `/api/metrics` does not exist (404 like any unknown address).
 *
 * Called on the root instance rather than registered as an encapsulated plugin: the request hook
 * must see every route, and the registry must be visible on `app`.
 */
export function registerMetrics(app: FastifyInstance, { token }: { token?: string }): void {
  const registry = new Registry();
  app.decorate("metricsRegistry", registry);
  if (!token) return;

  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Durée des requêtes HTTP, par méthode, route et code de statut",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The route pattern, never the URL: no e-mail addresses or ids in labels, and few series.
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  const expected = digest(token);
  // Its answer is Prometheus' text, and its caller a scraper with a token, not a session.
  app.route({
    method: metrics.method,
    url: metrics.path,
    handler: async (request, reply) => {
      reply.header("cache-control", "no-store");
      const presented = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
      if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
        reply.header("www-authenticate", "Bearer");
        throw failure(metrics, "unauthenticated");
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  });
}
