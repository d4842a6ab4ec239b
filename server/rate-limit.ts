import type { errorResponseBuilderContext } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import { ApiError } from "./errors";
import { reserveAttempt, type AttemptTicket } from "./services/login-throttle";

/** Per client address: enough for a person who corrects a mistake, too few for a flood. */
export const formRateLimit = { max: 5, timeWindow: 10 * 60_000 };

/** @fastify/rate-limit's refusal, in French, with the wait rounded up to the minute. */
export function tooManyRequests(_request: FastifyRequest, context: errorResponseBuilderContext) {
  const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
  return new ApiError(
    429,
    "too_many_requests",
    `Trop de demandes envoyées depuis votre connexion. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
  );
}

/** Login throttling's refusal (password, second factor, secrets typed in the client area). */
export function tooManyAttempts(reply: FastifyReply, waitMinutes: number): ApiError {
  reply.header("retry-after", String(waitMinutes * 60));
  return new ApiError(
    429,
    "too_many_attempts",
    `Trop de tentatives. Réessayez dans ${waitMinutes} minute${waitMinutes > 1 ? "s" : ""}.`,
  );
}

/**
 * Counts an attempt at the account's secret before it is verified, or refuses it with a 429 when
 * the account or the address has used its attempts (DECISIONS.md, "Login and sessions").
 */
export async function allowAttempt(
  database: Database,
  reply: FastifyReply,
  emailNormalized: string,
  clientIp: string,
): Promise<AttemptTicket> {
  const decision = await reserveAttempt(database.db, emailNormalized, clientIp);
  if (!decision.allowed) throw tooManyAttempts(reply, decision.waitMinutes);
  return decision.ticket;
}

/**
 * What a service that checks a secret needs of the request: counts an attempt at the account's
 * secret, from the request's client address, or refuses it with the wait in the answer's header.
 */
export type AttemptGate = (emailNormalized: string) => Promise<AttemptTicket>;

export const attemptGate =
  (database: Database, request: FastifyRequest, reply: FastifyReply): AttemptGate =>
  (emailNormalized) =>
    allowAttempt(database, reply, emailNormalized, request.ip);
