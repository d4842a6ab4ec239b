import type { errorResponseBuilderContext } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
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
