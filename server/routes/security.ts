import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as security from "../../domain/api/security";
import { twoFactorMessages } from "../../domain/forms/twoFactor";
import type { Database } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import type { SessionCookies } from "../plugins/auth";
import { attemptGate } from "../rate-limit";
import { failure, type Serve } from "../routing";
import type { SecretBox } from "../services/secret-box";
import { readSecurityOverview } from "../services/security-overview";
import { endAllSessions, endSession } from "../services/sessions";
import {
  confirmTotpEnrolment,
  startTotpEnrolment,
  turnOffTotp,
  type TwoFactorTools,
} from "../services/two-factor-settings";
import { inRequestLanguage } from "../i18n";

interface SecurityRouteOptions {
  database: Database;
  sessions: SessionCookies;
  mailer: Mailer;
  box: SecretBox;
  serve: Serve;
}

/**
 * The client area's `Sécurité` section: sessions and two-factor login. Staff protect their
 * back-office access the same way, so these are open to any signed-in person.
 */
export async function securityRoutes(
  app: FastifyInstance,
  { database, sessions, mailer, box, serve }: SecurityRouteOptions,
) {
  serve(app, security.securityOverview, async ({ caller }, _request, reply) => {
    reply.header("cache-control", "no-store");
    return readSecurityOverview(database.db, caller);
  });

  serve(app, security.endSession, async ({ params, caller }, _request, reply) => {
    if (!(await endSession(database.db, caller.customer.id, params.id))) {
      throw failure(security.endSession, "unknown_session");
    }
    if (params.id === caller.session.publicId) sessions.clearCookies(reply);
    return undefined;
  });

  serve(app, security.endAllSessions, async ({ caller }, _request, reply) => {
    await endAllSessions(database.db, caller.customer.id);
    sessions.clearCookies(reply);
    return undefined;
  });

  const tools = (request: FastifyRequest, reply: FastifyReply): TwoFactorTools => ({
    box,
    mailer,
    attempts: attemptGate(database, request, reply),
  });

  serve(app, security.setupTotp, async ({ body, caller }, request, reply) =>
    startTotpEnrolment(database.db, tools(request, reply), caller.customer, body.password),
  );

  serve(app, security.confirmTotp, async ({ body, caller }, request, reply) => ({
    recoveryCodes: await confirmTotpEnrolment(
      database.db,
      tools(request, reply),
      caller,
      body.code,
    ),
  }));

  serve(app, security.disableTotp, async ({ body, caller }, request, reply) => {
    await turnOffTotp(database.db, tools(request, reply), caller.customer, body);
    return { message: inRequestLanguage(request, twoFactorMessages.disabled) };
  });
}
