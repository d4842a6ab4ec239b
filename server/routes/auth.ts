import type { FastifyInstance } from "fastify";
import * as auth from "../../domain/api/auth";
import * as session from "../../domain/api/session";
import type { Database } from "../../db/database";
import type { SessionCookies } from "../plugins/auth";
import { attemptGate } from "../rate-limit";
import { failure, type Serve } from "../routing";
import { CHALLENGE_LIFETIME_MS } from "../services/login-challenges";
import { passwordLogin, secondFactorLogin } from "../services/login";
import { readProfile } from "../services/profile";
import type { SecretBox } from "../services/secret-box";

interface AuthRouteOptions {
  database: Database;
  sessions: SessionCookies;
  box: SecretBox;
  serve: Serve;
}

/** Signing in (password, then the code when two-factor login is on), the session, signing out. */
export async function authRoutes(
  app: FastifyInstance,
  { database, sessions, box, serve }: AuthRouteOptions,
) {
  serve(app, auth.login, async ({ body }, request, reply) => {
    const step = await passwordLogin(database.db, attemptGate(database, request, reply), body);
    if ("challenge" in step) {
      sessions.setChallengeCookie(reply, step.challenge, CHALLENGE_LIFETIME_MS);
      return { secondFactor: "totp" as const };
    }
    await sessions.signIn(request, reply, step.signIn.id, {
      remember: step.remember,
      secondFactor: false,
      forgiveFailuresOf: step.signIn.email_normalized,
    });
    return { customer: step.profile };
  });

  serve(app, auth.loginCode, async ({ body }, request, reply) => {
    const step = await secondFactorLogin(
      database.db,
      box,
      attemptGate(database, request, reply),
      sessions.challengeOf(request),
      body.code,
    );
    if (!step) {
      sessions.clearChallengeCookie(reply);
      throw failure(auth.loginCode, "challenge_expired");
    }
    await sessions.signIn(request, reply, step.signIn.id, {
      remember: step.remember,
      secondFactor: true,
      forgiveFailuresOf: step.signIn.email_normalized,
    });
    return { customer: step.profile, recoveryCodesLeft: step.recoveryCodesLeft };
  });

  serve(app, session.logout, async (_input, request, reply) => {
    await sessions.signOut(request, reply);
    return undefined;
  });

  serve(app, session.currentSession, async ({ caller }, _request, reply) => {
    reply.header("cache-control", "no-store");
    return { customer: await readProfile(database.db, caller.customer, caller.session) };
  });

  // "Rester connecté": the call itself is the activity, so the idle deadline in its header moves on.
  serve(
    app,
    session.refreshSession,
    async (_input, _request, reply) => {
      reply.header("cache-control", "no-store");
      return undefined;
    },
    { touchSession: true },
  );
}
