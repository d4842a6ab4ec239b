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
import { messages } from "../domain/i18n/messages";

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** An expected failure that the handler maps to a status and a French message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** What the endpoint's declaration says this error carries besides (an id to lead to). */
    readonly extra?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        ...this.extra,
        code: this.code,
        message: this.message,
        ...(this.fields && { fields: this.fields }),
      },
    };
  }
}

/** Fastify's own client errors, worded for a French customer. */
const frameworkMessages: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "invalid_json", message: messages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "invalid_json", message: messages.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "body_too_large", message: messages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "unsupported_media_type",
    message: messages.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "invalid_length", message: messages.invalidLength },
  FST_ERR_BAD_URL: { code: "bad_url", message: messages.badUrl },
};

export const unavailableBody: ApiErrorBody = {
  error: {
    code: "service_unavailable",
    message: messages.unavailable,
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
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
  if (UNSTORABLE_TEXT.has(error.code)) {
    return reply.code(400).send({
      error: {
        code: "invalid_characters",
        message: "Le contenu envoyé contient des caractères non autorisés.",
      },
    });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return reply.code(503).header("retry-after", "5").send(unavailableBody);
  }
  if (error.statusCode === 429) {
    return reply.code(429).send({ error: { code: "too_many_requests", message: error.message } });
  }
  const known = frameworkMessages[error.code];
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status < 500) {
    const body: ApiErrorBody = {
      error: known ?? { code: "bad_request", message: "La requête est invalide." },
    };
    return reply.code(status).send(body);
  }
  request.log.error({ err: error }, "unexpected error");
  return reply.code(500).send({
    error: {
      code: "internal_error",
      message: messages.unexpected,
    },
  });
}

/** Requests Node could not parse, by Node's error code; anything else is a plain 400. */
const malformedRequests: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: "request_too_large",
    message: "L'adresse ou les en-têtes de la requête sont trop longs.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: "request_timeout",
    message: "La requête a mis trop de temps à arriver. Veuillez réessayer.",
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
  const { status, code, message } = malformedRequests[error.code] ?? {
    status: 400,
    code: "bad_request",
    message: "La requête est invalide.",
  };
  log.info({ code: error.code, statusCode: status }, "malformed request");
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // Fastify types it as an object, but Node hands over the bytes received so far.
  const received: unknown = error.rawPacket;
  const api = Buffer.isBuffer(received) && apiRequestLine.test(received.toString("latin1", 0, 16));
  const body = api ? Buffer.from(JSON.stringify({ error: { code, message } })) : notFoundPage.body;
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
