import type {
  errorResponseBuilderContext,
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Database, Db } from "../db/database";
import { message } from "../domain/i18n/message";
import { ApiError } from "./errors";
import { reserveAttempt, type AttemptTicket } from "./services/login-throttle";

/** Per client address: enough for a person who corrects a mistake, too few for a flood. */
export const formRateLimit = { max: 5, timeWindow: 10 * 60_000 };

/** How often, at most, an instance deletes the counters of windows that have ended. */
const CLEANUP_INTERVAL_MS = 60_000;

/** A counted hit: how many in the window so far, this one included, and when the window ends. */
export interface CountedHit {
  count: number;
  ttlMs: number;
}

/**
 * Counts hits of a key in fixed windows in PostgreSQL (docs/decisions/013-shared-rate-limits.md).
 * One statement per hit: the row is locked while it is updated, so hits arriving at once on any
 * number of instances are each counted once. Windows run on the database's clock, the one clock
 * every instance shares.
 */
export function sharedHitCounter(db: Db): (key: string, windowMs: number) => Promise<CountedHit> {
  let cleanedAt = 0;
  return async (key, windowMs) => {
    const { rows } = await sql<{ hits: number; ttl_ms: number }>`
      INSERT INTO rate_limit_counters AS counter (key, hits, resets_at)
      VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN counter.resets_at <= now() THEN 1 ELSE counter.hits + 1 END,
        resets_at = CASE WHEN counter.resets_at <= now() THEN excluded.resets_at ELSE counter.resets_at END
      RETURNING hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::integer AS ttl_ms
    `.execute(db);
    const [row] = rows;
    if (!row) throw new Error("rate limit counter not returned");
    if (Date.now() - cleanedAt >= CLEANUP_INTERVAL_MS) {
      cleanedAt = Date.now();
      await db
        .deleteFrom("rate_limit_counters")
        .where("resets_at", "<=", sql<Date>`now()`)
        .execute();
    }
    return { count: row.hits, ttlMs: row.ttl_ms };
  };
}

/** @fastify/rate-limit's store on the shared counter: one key per route and client address. */
function sharedStore(db: Db): FastifyRateLimitStoreCtor {
  const count = sharedHitCounter(db);
  class SharedStore implements FastifyRateLimitStore {
    readonly #route: string;

    constructor(_settings: FastifyRateLimitOptions, route = "") {
      this.#route = route;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      count(`${this.#route}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(settings: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin passes the route's limit with the route itself under `routeInfo`, which its
      // types leave out; the route keeps each route's count apart, as its in-process store does.
      const { routeInfo } = settings as unknown as { routeInfo: { method: string; url: string } };
      return new SharedStore(settings, `${routeInfo.method} ${routeInfo.url} `);
    }
  }
  return SharedStore;
}

/** One store per database, so that its clean-up runs once a minute per instance, not per plugin. */
const sharedStores = new WeakMap<Database, FastifyRateLimitStoreCtor>();

/**
 * @fastify/rate-limit's settings for a group of routes: limits only where a route sets one, the
 * French refusal, and the counts in PostgreSQL, shared by every instance, or in this process on
 * the embedded database, which serves a single one.
 */
export function rateLimitSettings(database: Database): FastifyRateLimitOptions {
  if (database.kind === "pglite") return { global: false, errorResponseBuilder: tooManyRequests };
  let store = sharedStores.get(database);
  if (!store) {
    store = sharedStore(database.db);
    sharedStores.set(database, store);
  }
  return { global: false, errorResponseBuilder: tooManyRequests, store };
}

/** @fastify/rate-limit's refusal, with the wait rounded up to the minute. */
export function tooManyRequests(_request: FastifyRequest, context: errorResponseBuilderContext) {
  const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
  return new ApiError(429, "too_many_requests", message("tooManyRequests", { minutes }));
}

/** Login throttling's refusal (password, second factor, secrets typed in the client area). */
export function tooManyAttempts(reply: FastifyReply, waitMinutes: number): ApiError {
  reply.header("retry-after", String(waitMinutes * 60));
  return new ApiError(
    429,
    "too_many_attempts",
    message("tooManyAttempts", { minutes: waitMinutes }),
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
  const decision = await reserveAttempt(database.db, emailNormalized, clientIp, {
    serialized: database.kind === "pglite",
  });
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
