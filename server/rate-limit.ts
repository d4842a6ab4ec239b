import type { errorResponseBuilderContext } from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./errors";

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
