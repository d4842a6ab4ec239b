import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Access, Endpoint, EndpointAnswer, ParsedRequest } from "../domain/api/endpoint";
import { ApiError } from "./errors";
import type { SessionCookies } from "./plugins/auth";
import type { CustomerRow } from "./services/customers";
import type { SessionInfo } from "./services/sessions";
import { parseBody } from "./validation";

/** The signed-in person of a private endpoint, resolved before its request is parsed. */
export interface Caller {
  customer: CustomerRow;
  session: SessionInfo;
}

type CallerOf<A extends Access> = A extends "public" ? undefined : Caller;

/**
 * Answers the declared success, or the reply itself when it has already sent something else: a
 * redirect (links opened from e-mails), a CSV file, the health check's 503.
 */
export type Handler<E extends Endpoint> = (
  input: ParsedRequest<E> & { caller: CallerOf<E["access"]> },
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointAnswer<E> | FastifyReply>;

export interface ServeOptions {
  /** @fastify/rate-limit's settings for this route. */
  rateLimit?: { max: number; timeWindow: number };
  /** The call itself is activity: the idle deadline moves on even if it is near ("Rester connecté"). */
  touchSession?: boolean;
}

/**
 * The failure an endpoint declared, with each field's message where it sits next to a field, and
 * its wording made precise where the declared message has to name something (two statuses).
 */
export function failure<E extends Endpoint>(
  declaration: E,
  code: keyof E["errors"] & string,
  detail: { fields?: Record<string, string>; message?: string } = {},
): ApiError {
  const declared = declaration.errors[code];
  if (!declared) throw new Error(`${declaration.path}: undeclared error ${code}`);
  return new ApiError(declared.status, code, detail.message ?? declared.message, detail.fields);
}

/** Same field, same message: a wrong current password, a taken address. */
export function fieldFailure<E extends Endpoint>(
  declaration: E,
  code: keyof E["errors"] & string,
  field: string,
): ApiError {
  const declared = declaration.errors[code];
  return failure(declaration, code, declared && { fields: { [field]: declared.message } });
}

/**
 * Validates with the declared zod schemas and fails with the project's French 400 (one message per
 * field), like every other refusal, rather than Fastify's English validation error.
 */
const validatorCompiler =
  ({ schema }: { schema: z.ZodType }) =>
  (data: unknown) => {
    try {
      return { value: parseBody(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/** Set once on the root instance: every route plugin inherits them. */
export function setEndpointCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/**
 * Registers the route of each endpoint from its declaration, in the plugin given (its hooks and
 * rate limits apply): access checked first, then params, query and body parsed by their schemas
 * (typed for the handler), the answer checked against its schema on the way out.
 */
export function endpointRouter(sessions: SessionCookies) {
  const callers = new WeakMap<FastifyRequest, Caller>();

  const resolveCaller = async (access: Access, request: FastifyRequest, touch: boolean) => {
    if (access === "public") return;
    const caller = await sessions.requireSession(request, touch ? "always" : undefined);
    if (access === "customer" && caller.customer.role !== "customer") {
      throw new ApiError(403, "forbidden", "Cette page est réservée aux clients.");
    }
    if (access === "staff") sessions.requireStaff(caller);
    callers.set(request, caller);
  };

  return function serve<E extends Endpoint>(
    app: FastifyInstance,
    declaration: E,
    handler: Handler<E>,
    options: ServeOptions = {},
  ): void {
    const routeOptions: RouteShorthandOptions = {
      ...(options.rateLimit && { config: { rateLimit: options.rateLimit } }),
    };
    app.withTypeProvider<ZodTypeProvider>().route({
      ...routeOptions,
      method: declaration.method,
      url: declaration.path,
      schema: {
        ...(declaration.params && { params: declaration.params }),
        ...(declaration.query && { querystring: declaration.query }),
        ...(declaration.body && { body: declaration.body }),
        ...(declaration.response && { response: { [declaration.status]: declaration.response } }),
      },
      onRequest: async (request) => {
        await resolveCaller(declaration.access, request, options.touchSession === true);
      },
      handler: async (request, reply) => {
        // The schemas above parsed these; their types are the declaration's, which Fastify's
        // generic route types cannot follow through `E`.
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          caller: callers.get(request),
        } as Parameters<Handler<E>>[0];
        const answer = await handler(input, request, reply);
        if (answer === reply) return reply;
        reply.code(declaration.status);
        return declaration.status === 204 ? reply.send() : answer;
      },
    });
  };
}

export type Serve = ReturnType<typeof endpointRouter>;
