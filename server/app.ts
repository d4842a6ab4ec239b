import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { contentSecurityPolicy } from "./csp";
import { handleError, unavailableBody } from "./errors";
import { sessionCookies } from "./plugins/auth";
import { refuseForeignOrigin } from "./plugins/same-origin";
import { staticSite } from "./plugins/static-site";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { leadRoutes } from "./routes/leads";
import type { Site } from "./site";

export interface AppOptions {
  site: Site;
  database: Database;
  sessionSecret: string;
  production: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  logger?: boolean;
}

const pathOf = (url: string) => url.split("?", 1)[0] ?? "/";

const HEALTH_TIMEOUT_MS = 3_000;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { site, database, sessionSecret, production, trustProxy = false, logger = false } = options;
  const app = Fastify({
    logger: logger && {
      level: process.env.LOG_LEVEL ?? "info",
      // Addresses, cookies and query strings are personal data or secrets: logs carry none of them.
      serializers: {
        req: (request: { method: string; url: string }) => ({
          method: request.method,
          path: pathOf(request.url),
        }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
    // One line per request (below) instead of Fastify's two.
    disableRequestLogging: true,
    genReqId: () => randomUUID(),
    trustProxy,
    bodyLimit: 100 * 1024,
    // A URL that cannot be decoded names no page: pages get the 404 page, the API a French error.
    frameworkErrors: (error, request, reply) => {
      if (request.url.startsWith("/api/")) return handleError(error, request, reply);
      return reply.callNotFound();
    },
  });
  app.setErrorHandler(handleError);
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: pathOf(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  await app.register(helmet, {
    // HTML pages replace this policy with one that adds their inline scripts' hashes.
    contentSecurityPolicy: false,
    hsts: production ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", contentSecurityPolicy([], production));
    }
  });
  await app.register(cookie, { secret: sessionSecret });
  app.addHook("onRequest", refuseForeignOrigin);

  app.get("/api/health", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await Promise.race([
        database.ping(),
        new Promise((_resolve, reject) =>
          setTimeout(() => reject(new Error("health timeout")), HEALTH_TIMEOUT_MS).unref(),
        ),
      ]);
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable", ...unavailableBody });
    }
  });

  // Old footers link to /confidentialite; the page lives at /politiquesConfidentialite.
  app.get("/confidentialite", (_request, reply) =>
    reply.redirect("/politiquesConfidentialite", 301),
  );

  const sessions = sessionCookies({ database, production });
  await app.register(authRoutes, { database, sessions });
  await app.register(accountRoutes, { database, sessions });
  await app.register(leadRoutes, { database });
  await app.register(adminRoutes, { database, sessions });
  await app.register(staticSite, { site, production });
  return app;
}
