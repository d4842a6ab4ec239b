import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import { Gauge } from "prom-client";
import type { Database } from "../db/database";
import { apiPrefix } from "../domain/api/endpoint";
import { health } from "../domain/api/operations";
import { loadCommonPasswords } from "../domain/forms/commonPasswords";
import { contentSecurityPolicy, securityHeaders } from "./csp";
import { answerMalformedRequest, handleError, unavailableBody } from "./errors";
import { answerInRequestLanguage } from "./plugins/language";
import { sessionCookies } from "./plugins/auth";
import { registerMetrics } from "./plugins/metrics";
import { refuseForeignOrigin } from "./plugins/same-origin";
import { pageRendering, type PageRenderer } from "./plugins/rendered-pages";
import { staticSite } from "./plugins/static-site";
import { accountRoutes } from "./routes/account";
import { accountOpeningRoutes } from "./routes/account-opening";
import { accountOpeningReviewRoutes } from "./routes/account-opening-review";
import { currentAccountRoutes } from "./routes/current-account";
import { adminRoutes } from "./routes/admin";
import { applicationDocumentRoutes } from "./routes/application-documents";
import { applicationReviewRoutes } from "./routes/application-review";
import { applicationSignatureRoutes } from "./routes/application-signature";
import { applicationRoutes } from "./routes/applications";
import { authRoutes } from "./routes/auth";
import { leadRoutes } from "./routes/leads";
import { newsletterRoutes } from "./routes/newsletter";
import { passkeyRoutes } from "./routes/passkeys";
import { passwordRoutes } from "./routes/passwords";
import { securityRoutes } from "./routes/security";
import { signupRoutes } from "./routes/signup";
import { endpointRouter, setEndpointCompilers } from "./routing";
import { relyingPartyOf } from "./services/passkeys";
import { secretBox } from "./services/secret-box";
import { mailer as createMailer } from "./mail/mailer";
import { outboxCounts } from "./mail/outbox";
import { startMailWorker, type MailWorker, type MailWorkerOptions } from "./mail/worker";
import type { Site } from "./site";

export interface AppOptions {
  site: Site;
  /** Answers the pages' forms sent without scripts; without it they get the 404 page. */
  pageRenderer?: PageRenderer;
  database: Database;
  sessionSecret: string;
  production: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  logger?: boolean;
  /** Where the JSON log lines go (standard output by default); tests read them here. */
  logStream?: NodeJS.WritableStream;
  /** Bearer token of `GET /api/metrics`; without it the endpoint does not exist. */
  metricsToken?: string;
  /** The address customers reach the site at, for links in e-mails (default http://localhost:3000). */
  publicUrl?: string;
  /**
   * Sends the e-mail outbox from this process. Without it mails stay queued in the database (for
   * tests that read the outbox, or an instance that leaves sending to another).
   */
  mail?: MailWorkerOptions;
}

const pathOf = (url: string) => url.split("?", 1)[0] ?? "/";

const HEALTH_TIMEOUT_MS = 3_000;

/** One line per request: what was asked, the answer's status and time; never who or with what. */
function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  request.log.info(
    {
      method: request.method,
      path: pathOf(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    },
    "request",
  );
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // The password rules parse synchronously on the server: their list must be there first.
  await loadCommonPasswords();
  const { site, database, sessionSecret, production, trustProxy = false, logger = false } = options;
  const headers = securityHeaders(production);
  // A request too malformed to route has no language: it gets the French page, the reference.
  const notFoundPage = {
    body: site.notFound.fr.body,
    headers: {
      ...headers,
      "content-security-policy": contentSecurityPolicy(site.notFound.fr.scriptHashes, production),
      "content-type": site.notFound.fr.contentType,
    },
  };
  const app: FastifyInstance = Fastify({
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
      ...(options.logStream && { stream: options.logStream }),
    },
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    trustProxy,
    bodyLimit: 100 * 1024,
    // A URL that cannot be decoded names no page: pages get the 404 page, the API a French error.
    frameworkErrors: (error, request, reply): void => {
      if (error.code === "FST_ERR_BAD_URL" && !request.url.startsWith(apiPrefix)) {
        // Sent through the router again with its escapes escaped, it reaches the 404 page by the
        // hooks every page goes through: security headers and log line included.
        request.raw.url = request.url.replaceAll("%", "%25");
        app.routing(request.raw, reply.raw);
        return;
      }
      // These requests never reach the hooks: their headers are set here, and their line is
      // written once the answer has gone.
      reply.headers(headers);
      reply.raw.once("finish", () => logRequest(request, reply));
      if (request.url.startsWith(apiPrefix)) {
        void handleError(error, request, reply);
        return;
      }
      reply.callNotFound();
    },
    // What Node cannot parse as HTTP (a space or control character in the address, a head over
    // 16 KB) gets a French answer with our headers instead of Fastify's English JSON.
    clientErrorHandler: (error, socket) =>
      answerMalformedRequest(error, socket, { headers, notFoundPage, log: app.log }),
  });
  app.setErrorHandler(handleError);
  answerInRequestLanguage(app);
  setEndpointCompilers(app);
  registerMetrics(app, { token: options.metricsToken });
  app.addHook("onResponse", async (request, reply) => logRequest(request, reply));

  // First of the hooks, so that every answer carries them: refusals of the hooks below and the
  // pages written straight to the socket included.
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(cookie, { secret: sessionSecret });
  app.addHook("onRequest", refuseForeignOrigin);

  // Old footers link to /confidentialite; the page lives at /politiquesConfidentialite.
  app.get("/confidentialite", (_request, reply) =>
    reply.redirect("/politiquesConfidentialite", 301),
  );

  const sessions = sessionCookies({ database, production });
  // Tells the client area when the session will time out, so it can offer to stay one minute ahead.
  app.addHook("onSend", async (request, reply) => {
    const deadline = sessions.idleDeadline(request);
    if (deadline) reply.header("x-session-idle-expires-at", deadline.toISOString());
  });

  const publicUrl = options.publicUrl ?? "http://localhost:3000";
  const mailer = createMailer(publicUrl);
  if (options.mail) {
    const mailOptions = options.mail;
    let worker: MailWorker | undefined;
    app.addHook("onReady", async () => {
      worker = startMailWorker(database, app.log, mailOptions);
      mailer.onQueued(worker.nudge);
    });
    // Before the onClose hooks, which run last-registered first and so close the database before
    // anything buildApp registers: a mail being sent must still be marked sent, or it leaves again
    // at the next start.
    app.addHook("preClose", async () => worker?.stop());
  }
  new Gauge({
    name: "aurore_mail_outbox",
    help: "E-mails de la file d'envoi : en attente (pending) et abandonnés (failed)",
    labelNames: ["state"] as const,
    registers: [app.metricsRegistry],
    async collect() {
      // A scrape while the database is away reports the rest of the metrics, not an error.
      const counts = await outboxCounts(database.db).catch(() => undefined);
      if (!counts) return;
      this.set({ state: "pending" }, counts.pending);
      this.set({ state: "failed" }, counts.failed);
    },
  });
  const box = secretBox(sessionSecret);
  const serve = endpointRouter(sessions);
  serve(app, health, async (_input, _request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await Promise.race([
        database.ping(),
        new Promise((_resolve, reject) =>
          setTimeout(() => reject(new Error("health timeout")), HEALTH_TIMEOUT_MS).unref(),
        ),
      ]);
      return { status: "ok" as const };
    } catch {
      return reply.code(503).send({ status: "unavailable", ...unavailableBody });
    }
  });

  await app.register(signupRoutes, { database, sessions, mailer, serve });
  await app.register(authRoutes, { database, sessions, box, serve });
  await app.register(passwordRoutes, { database, mailer, serve });
  await app.register(accountRoutes, { database, serve });
  await app.register(currentAccountRoutes, { database, mailer, serve });
  await app.register(accountOpeningRoutes, {
    database,
    mailer,
    serve,
    relyingParty: relyingPartyOf(publicUrl),
  });
  await app.register(securityRoutes, { database, sessions, mailer, box, serve });
  await app.register(passkeyRoutes, {
    database,
    sessions,
    serve,
    relyingParty: relyingPartyOf(publicUrl),
  });
  await app.register(leadRoutes, { database, serve });
  await app.register(newsletterRoutes, { database, mailer, serve });
  await app.register(adminRoutes, { database, serve });
  await app.register(applicationRoutes, { database, mailer, serve });
  await app.register(applicationReviewRoutes, { database, mailer, serve });
  await app.register(accountOpeningReviewRoutes, { database, mailer, serve });
  await app.register(applicationSignatureRoutes, {
    database,
    mailer,
    serve,
    relyingParty: relyingPartyOf(publicUrl),
  });
  await app.register(applicationDocumentRoutes, { database, serve });
  const renderPage =
    options.pageRenderer &&
    pageRendering(app, { renderer: options.pageRenderer, site, production });
  await app.register(staticSite, { site, production, renderPage });
  return app;
}
