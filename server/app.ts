import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { contentSecurityPolicy } from "./csp";
import { handleError } from "./errors";
import { staticSite } from "./plugins/static-site";
import type { Site } from "./site";

export interface AppOptions {
  site: Site;
  production: boolean;
  logger?: boolean;
}

export async function buildApp({
  site,
  production,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 100 * 1024,
    // A URL that cannot be decoded names no page: pages get the 404 page, the API a French error.
    frameworkErrors: (error, request, reply) => {
      if (request.url.startsWith("/api/")) return handleError(error, request, reply);
      return reply.callNotFound();
    },
  });
  app.setErrorHandler(handleError);

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

  app.get("/api/health", async () => ({ status: "ok" }));

  // Old footers link to /confidentialite; the page lives at /politiquesConfidentialite.
  app.get("/confidentialite", (_request, reply) =>
    reply.redirect("/politiquesConfidentialite", 301),
  );

  await app.register(staticSite, { site, production });
  return app;
}
