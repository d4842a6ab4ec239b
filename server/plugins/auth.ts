import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import { requestLocale } from "./language";
import type { CustomerRow } from "../services/customers";
import { message } from "../../domain/i18n/message";
import { sessionLifetimes } from "../../domain/lifetimes";
import {
  createSession,
  deleteSession,
  resolveSession,
  type SessionInfo,
} from "../services/sessions";

export interface AuthOptions {
  database: Database;
  production: boolean;
}

/**
 * The session cookie holds only a random token (HttpOnly, SameSite=Lax, signed, Secure in
 * production). A second, readable cookie only tells the pages' header that someone is signed in,
 * so anonymous visitors never cost a session look-up.
 */
export function sessionCookies({ database, production }: AuthOptions) {
  // `__Host-` binds the cookie to this exact host over HTTPS; plain HTTP (development) cannot use it.
  const sessionCookie = production ? "__Host-aurore_session" : "aurore_session";
  const hintCookie = "aurore_connecte";
  const challengeCookie = production ? "__Host-aurore_2fa" : "aurore_2fa";
  const base = { path: "/", sameSite: "lax" as const, secure: production };

  const tokenOf = (request: FastifyRequest): string | undefined => {
    const raw = request.cookies[sessionCookie];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  };

  // The session seen by each request, so that its answer can tell the page when it will time out.
  const seen = new WeakMap<FastifyRequest, SessionInfo>();

  const unauthenticated = () => new ApiError(401, "unauthenticated", message("signInRequired"));

  return {
    async currentSession(
      request: FastifyRequest,
      touch?: "always",
    ): Promise<{ customer: CustomerRow; session: SessionInfo } | undefined> {
      const token = tokenOf(request);
      if (!token) return undefined;
      const resolved = await resolveSession(database.db, token, touch);
      if (resolved) seen.set(request, resolved.session);
      return resolved;
    },

    async currentCustomer(request: FastifyRequest): Promise<CustomerRow | undefined> {
      return (await this.currentSession(request))?.customer;
    },

    async requireCustomer(request: FastifyRequest): Promise<CustomerRow> {
      const customer = await this.currentCustomer(request);
      if (!customer) throw unauthenticated();
      return customer;
    },

    async requireSession(
      request: FastifyRequest,
      touch?: "always",
    ): Promise<{ customer: CustomerRow; session: SessionInfo }> {
      const resolved = await this.currentSession(request, touch);
      if (!resolved) throw unauthenticated();
      return resolved;
    },

    /** Set on every answer to a signed-in request whose session can time out (header below). */
    idleDeadline: (request: FastifyRequest) => seen.get(request)?.idleExpiresAt,

    /**
     * Staff only: customers get a 403 and no data. A staff session that has not proved a second
     * factor gets a 403 too: a password alone never opens prospects' data (DECISIONS.md "Sign-in").
     */
    requireStaff({ customer, session }: { customer: CustomerRow; session: SessionInfo }): void {
      if (customer.role !== "admin") {
        throw new ApiError(403, "forbidden", message("staffOnly"));
      }
      if (!session.secondFactor) {
        throw new ApiError(403, "second_factor_required", message("staffSecondFactorRequired"));
      }
    },

    /**
     * Always a fresh token at sign-in: a token planted before login is worthless after it. The
     * customer's mails follow the language they signed in from. `forgiveFailuresOf`: the account
     * whose failed attempts a right password or code forgives, in the session's statement.
     */
    async signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      customerId: string,
      {
        remember,
        secondFactor,
        forgiveFailuresOf,
      }: { remember: boolean; secondFactor: boolean; forgiveFailuresOf?: string },
    ): Promise<void> {
      this.clearChallengeCookie(reply);
      const { token } = await createSession(
        database.db,
        customerId,
        remember,
        request.headers["user-agent"],
        secondFactor,
        { language: requestLocale(request), replacing: tokenOf(request), forgiveFailuresOf },
      );
      // Without "Se souvenir de moi" the cookie dies with the browser; with it, it survives a
      // restart. The server ends the session after 30 minutes idle or 12 hours either way.
      const maxAge = remember ? sessionLifetimes.maxMs / 1000 : undefined;
      reply.setCookie(sessionCookie, token, { ...base, httpOnly: true, signed: true, maxAge });
      reply.setCookie(hintCookie, "1", { ...base, httpOnly: false, maxAge });
    },

    async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (token) await deleteSession(database.db, token);
      this.clearCookies(reply);
    },

    /** After the session was ended on the server (all devices, password reset). */
    clearCookies(reply: FastifyReply): void {
      // The answer no longer comes from a session that can time out.
      seen.delete(reply.request);
      reply.clearCookie(sessionCookie, base);
      reply.clearCookie(hintCookie, base);
    },

    /**
     * Between the password and the second factor: a short-lived signed cookie naming the pending
     * login, not a session.
     */
    setChallengeCookie(reply: FastifyReply, token: string, maxAgeMs: number): void {
      reply.setCookie(challengeCookie, token, {
        ...base,
        httpOnly: true,
        signed: true,
        maxAge: maxAgeMs / 1000,
      });
    },

    challengeOf(request: FastifyRequest): string | undefined {
      const raw = request.cookies[challengeCookie];
      if (!raw) return undefined;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value ? unsigned.value : undefined;
    },

    clearChallengeCookie(reply: FastifyReply): void {
      reply.clearCookie(challengeCookie, base);
    },
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;
