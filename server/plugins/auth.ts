import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database";
import { ApiError } from "../errors";
import type { CustomerRow } from "../services/customers";
import {
  createSession,
  deleteSession,
  resolveSession,
  sessionLifetimes,
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
  const base = { path: "/", sameSite: "lax" as const, secure: production };

  const tokenOf = (request: FastifyRequest): string | undefined => {
    const raw = request.cookies[sessionCookie];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  };

  return {
    async currentCustomer(request: FastifyRequest): Promise<CustomerRow | undefined> {
      const token = tokenOf(request);
      if (!token) return undefined;
      return resolveSession(database, token);
    },

    async requireCustomer(request: FastifyRequest): Promise<CustomerRow> {
      const customer = await this.currentCustomer(request);
      if (!customer)
        throw new ApiError(
          401,
          "unauthenticated",
          "Vous devez être connecté pour accéder à votre espace.",
        );
      return customer;
    },

    /** Staff only: visitors get a 401, customers a 403, and neither gets any data. */
    async requireAdmin(request: FastifyRequest): Promise<CustomerRow> {
      const user = await this.requireCustomer(request);
      if (user.role !== "admin") {
        throw new ApiError(
          403,
          "forbidden",
          "Cet espace est réservé au personnel d'Aurore Banque.",
        );
      }
      return user;
    },

    /** Always a fresh token at sign-in: a token planted before login is worthless after it. */
    async signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      customerId: string,
      remember: boolean,
    ): Promise<void> {
      const previous = tokenOf(request);
      if (previous) await deleteSession(database, previous);
      const { token } = await createSession(
        database,
        customerId,
        remember,
        request.headers["user-agent"],
      );
      // Without "Se souvenir de moi" the cookie dies with the browser; the server enforces 12 h anyway.
      const maxAge = remember ? sessionLifetimes.rememberedMs / 1000 : undefined;
      reply.setCookie(sessionCookie, token, { ...base, httpOnly: true, signed: true, maxAge });
      reply.setCookie(hintCookie, "1", { ...base, httpOnly: false, maxAge });
    },

    async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (token) await deleteSession(database, token);
      reply.clearCookie(sessionCookie, base);
      reply.clearCookie(hintCookie, base);
    },
  };
}

export type SessionCookies = ReturnType<typeof sessionCookies>;
