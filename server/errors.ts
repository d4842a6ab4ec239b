import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type {
  ConnectionError,
  FastifyBaseLogger,
  FastifyError,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import { apiPrefix } from "../domain/api/endpoint";
import type { Locale } from "../domain/i18n/locales";
import { message, messageId, type MessageText } from "../domain/i18n/message";
import type { SiteMessageKey } from "../domain/i18n/messages";
import { inLocale } from "./i18n";
import { requestLocale } from "./plugins/language";

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * An expected failure that the handler maps to a status and a message, written in the request's
 * language as it leaves (`toBody`).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: MessageText,
    readonly fields?: Readonly<Record<string, MessageText>>,
    /** What the endpoint's declaration says this error carries besides (an id to lead to). */
    readonly extra?: Readonly<Record<string, string>>,
  ) {
    super(messageId(text));
  }

  toBody(locale: Locale): ApiErrorBody {
    return {
      error: {
        ...this.extra,
        code: this.code,
        message: inLocale(this.text, locale),
        ...(this.fields && {
          fields: Object.fromEntries(
            Object.entries(this.fields).map(([field, text]) => [field, inLocale(text, locale)]),
          ),
        }),
      },
    };
  }
}

/** Fastify's own client errors, by Fastify's code. */
const frameworkMessages: Record<string, { code: string; key: SiteMessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "invalid_json", key: "invalidJson" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "invalid_json", key: "emptyJson" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "body_too_large", key: "bodyTooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_media_type", key: "unsupportedMediaType" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "invalid_length", key: "invalidLength" },
  FST_ERR_BAD_URL: { code: "bad_url", key: "badUrl" },
};

export const unavailableBody: ApiErrorBody = {
  error: {
    code: "service_unavailable",
    message: inLocale(message("unavailable"), "fr"),
  },
};

/** Connection-level failures of the database: the request may succeed later, so 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === "string" &&
    (/^(ECONN|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH)/.test(code) || /^(08|57P0)/.test(code))
  ) {
    return true;
  }
  return (
    typeof message === "string" &&
    /timeout|Connection terminated|connect ECONNREFUSED/i.test(message)
  );
}

/**
 * PostgreSQL refuses the NUL character in text and JSON (SQLSTATE 22021, 22P05): whatever field
 * carried it, the request is at fault, not the server.
 */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = (failure: ApiError) =>
    reply.code(failure.statusCode).send(failure.toBody(requestLocale(request)));
  if (error instanceof ApiError) return answer(error);
  if (UNSTORABLE_TEXT.has(error.code)) {
    return answer(new ApiError(400, "invalid_characters", message("invalidCharacters")));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    reply.header("retry-after", "5");
    return answer(new ApiError(503, "service_unavailable", message("unavailable")));
  }
  if (error.statusCode === 429) {
    return reply.code(429).send({ error: { code: "too_many_requests", message: error.message } });
  }
  const known = frameworkMessages[error.code];
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status < 500) {
    return answer(
      known
        ? new ApiError(status, known.code, message(known.key))
        : new ApiError(status, "bad_request", message("badRequest")),
    );
  }
  request.log.error({ err: error }, "unexpected error");
  return answer(new ApiError(500, "internal_error", message("unexpected")));
}

/** Requests Node could not parse, by Node's error code; anything else is a plain 400. */
const malformedRequests: Record<string, { status: number; code: string; key: SiteMessageKey }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "request_too_large",
    key: "headersTooLarge",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "request_timeout",
    key: "requestTimeout",
  },
};

const FLUSH_TIMEOUT_MS = 5_000;

// The start of an HTTP request line addressed to the API: `POST /api/…`.
const apiRequestLine = new RegExp(`^[A-Z]+ ${apiPrefix}`);

/**
 * Answers what Node could not parse as an HTTP request, straight on the socket since there is no
 * request to hand to Fastify: a French JSON error when the request line names the API, the 404 page
 * otherwise, with the headers of every other answer. Logged as one line, without the error: Node's
 * parser error says nothing more useful, and it may quote the request's bytes.
 */
export function answerMalformedRequest(
  error: ConnectionError,
  socket: Duplex,
  {
    headers,
    notFoundPage,
    log,
  }: {
    headers: Readonly<Record<string, string>>;
    notFoundPage: { body: Buffer; headers: Readonly<Record<string, string>> };
    log: FastifyBaseLogger;
  },
): void {
  // The client went away: nobody to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, code, key } = malformedRequests[error.code] ?? {
    status: 400,
    code: "bad_request",
    key: "badRequest",
  };
  log.info({ code: error.code, statusCode: status }, "malformed request");
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // Fastify types it as an object, but Node hands over the bytes received so far.
  const received: unknown = error.rawPacket;
  const api = Buffer.isBuffer(received) && apiRequestLine.test(received.toString("latin1", 0, 16));
  const body = api
    ? Buffer.from(JSON.stringify({ error: { code, message: inLocale(message(key), "fr") } }))
    : notFoundPage.body;
  const head = {
    ...(api
      ? { ...headers, "content-type": "application/json; charset=utf-8" }
      : notFoundPage.headers),
    "cache-control": "no-store",
    "content-length": String(body.length),
    connection: "close",
  };
  const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    Buffer.concat([
      Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n`),
      body,
    ]),
  );
  // A client that stops reading must not keep the socket open.
  setTimeout(() => socket.destroy(), FLUSH_TIMEOUT_MS).unref();
}
