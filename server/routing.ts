import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Access, Endpoint, EndpointAnswer, ParsedRequest } from "../domain/api/endpoint";
import { message, type MessageText } from "../domain/i18n/message";
import { ApiError, handleError } from "./errors";
import type { SessionCookies } from "./plugins/auth";
import type { CustomerRow } from "./services/customers";
import { contentDisposition } from "./services/document-check";
import type { SessionInfo } from "./services/sessions";
import { parseBody } from "./validation";

/** The signed-in person of a private endpoint, resolved before its request is parsed. */
/** A PDF the bank issued (a FIPEN, a contract), sent for the browser to save, never to render. */
export const sendPdf = (
  reply: FastifyReply,
  { pdf, fileName }: { pdf: Buffer; fileName: string },
) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", contentDisposition(fileName))
    .send(pdf);

export interface Caller {
  customer: CustomerRow;
  session: SessionInfo;
}

type CallerOf<A extends Access> = A extends "public" ? undefined : Caller;

/** An upload's handler receives the file's bytes as they arrived (empty when nothing came). */
type FileOf<E extends Endpoint> = E extends { upload: object } ? { file: Buffer } : unknown;

/**
 * Answers the declared success, or the reply itself when it has already sent something else: a
 * redirect (links opened from e-mails), a CSV file, the health check's 503.
 */
export type Handler<E extends Endpoint> = (
  input: ParsedRequest<E> & { caller: CallerOf<E["access"]> } & FileOf<E>,
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
  detail: {
    fields?: Readonly<Record<string, MessageText>>;
    message?: MessageText;
    extra?: Readonly<Record<string, string>>;
  } = {},
): ApiError {
  const declared = declaration.errors[code];
  if (!declared) throw new Error(`${declaration.path}: undeclared error ${code}`);
  return new ApiError(
    declared.status,
    code,
    detail.message ?? declared.message,
    detail.fields,
    detail.extra,
  );
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
 * rate limits apply): access checked first, before any of the body is read, then params, query
 * and body parsed by their schemas (typed for the handler), the answer checked against its schema
 * on the way out. An upload's body is not parsed: its bytes, up to the declared size, are the
 * handler's `file`, and a larger body is the endpoint's own `too_large` failure.
 */
export function endpointRouter(sessions: SessionCookies) {
  const callers = new WeakMap<FastifyRequest, Caller>();

  const resolveCaller = async (access: Access, request: FastifyRequest, touch: boolean) => {
    if (access === "public") return;
    const caller = await sessions.requireSession(request, touch ? "always" : undefined);
    if (access === "customer" && caller.customer.role !== "customer") {
      throw new ApiError(403, "forbidden", message("customersOnly"));
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
    const route = (scope: FastifyInstance, routeOptions: RouteShorthandOptions) =>
      scope.withTypeProvider<ZodTypeProvider>().route({
        ...routeOptions,
        ...(options.rateLimit && { config: { rateLimit: options.rateLimit } }),
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
            ...(declaration.upload && {
              file: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            }),
          } as Parameters<Handler<E>>[0];
          const answer = await handler(input, request, reply);
          if (answer === reply) return reply;
          reply.code(declaration.status);
          return declaration.status === 204 ? reply.send() : answer;
        },
      });

    if (!declaration.upload) {
      route(app, {});
      return;
    }
    const tooLarge = declaration.errors.too_large;
    if (!tooLarge) throw new Error(`${declaration.path}: an upload declares its too_large error`);
    const { maxBytes } = declaration.upload;
    // In a scope of its own, so that the other routes keep their JSON parser.
    void app.register(async (scope) => {
      // The body is the file, whatever type the browser names (its guess from the file's name):
      // JSON and text included, which Fastify would otherwise parse.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, bytes, done) => {
        done(null, bytes);
      });
      route(scope, {
        // Fastify stops reading at the limit, at once when Content-Length announces more.
        bodyLimit: maxBytes,
        errorHandler: (error: FastifyError, request, reply) => {
          lingerAfterRefusal(request, reply);
          return handleError(
            error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
              ? new ApiError(tooLarge.status, "too_large", tooLarge.message)
              : error,
            request,
            reply,
          );
        },
      });
    });
  };
}

/** How much more of a refused upload is read, and for how long, before the connection closes. */
const lingerBytes = 4 * 1024 * 1024;
const lingerMs = 5_000;

/**
 * An upload refused before its end (no access, too large) is answered while the browser is still
 * sending. Closing the connection at once would reset it, and a browser that gets a reset while
 * sending shows a network error instead of the answer; reading the rest to its end would let a
 * 50 Mo body through. So, like nginx's lingering close, the rest is read and thrown away (never
 * kept) for a few more megabytes or seconds, time for the browser to read the answer, then the
 * connection is closed.
 */
function lingerAfterRefusal(request: FastifyRequest, reply: FastifyReply): void {
  const { raw } = request;
  if (raw.readableEnded) return;
  // Fastify asks for an immediate close on a body too large: the reset it sends would lose the
  // answer. The connection is closed below instead, once the browser had time to read it.
  reply.removeHeader("connection");
  const until = raw.socket.bytesRead + lingerBytes;
  const close = () => raw.destroy();
  const timer = setTimeout(close, lingerMs).unref();
  const stop = () => clearTimeout(timer);
  raw.on("data", () => {
    if (raw.socket.bytesRead > until) close();
  });
  raw.once("end", stop);
  raw.once("close", stop);
  raw.resume();
}

export type Serve = ReturnType<typeof endpointRouter>;
