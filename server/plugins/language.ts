import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { apiPrefix } from "../../domain/api/endpoint";
import { defaultLocale, isLocale, locales, type Locale } from "../../domain/i18n/locales";
import { inLocale } from "../i18n";

// No cache: keyed by whatever header a client sends, it would grow without bound.
const languages = new Negotiator<Locale>({ supportedValues: [...locales] });

/**
 * The language an `Accept-Language` header asks for: the best by quality of the site's languages,
 * a regional tag counting as its language (`de-CH` → `de`), French when none is. Among languages
 * asked with the same quality, the site's order decides (RFC 9110 lets the server choose).
 */
export function negotiateLocale(header: string | undefined): Locale {
  const chosen = languages.negotiate((header ?? "").replace(/-[A-Za-z0-9]+/g, ""));
  return isLocale(chosen) ? chosen : defaultLocale;
}

interface MessagePayload {
  message?: unknown;
  error?: { message?: unknown; fields?: Record<string, unknown> };
}

/** The answer with its French messages in `locale`: a new object, the shared ones stay French. */
function translatePayload(payload: MessagePayload, locale: Exclude<Locale, "fr">): MessagePayload {
  const translate = (text: unknown) => (typeof text === "string" ? inLocale(text, locale) : text);
  const { error } = payload;
  return {
    ...payload,
    ...(typeof payload.message === "string" && { message: translate(payload.message) }),
    ...(error && {
      error: {
        ...error,
        message: translate(error.message),
        ...(error.fields && {
          fields: Object.fromEntries(
            Object.entries(error.fields).map(([field, text]) => [field, translate(text)]),
          ),
        }),
      },
    }),
  };
}

/**
 * The language of a request: the page's, which the site's client sends in `Accept-Language`; French
 * for anything else. What a customer is mailed is written in it.
 */
export const requestLocale = (request: FastifyRequest): Locale =>
  negotiateLocale(request.headers["accept-language"]);

/**
 * The API answers in the language of the request: the site's client sends the page's language in
 * `Accept-Language`; anything else (curl, an old client) gets French, the reference. Services and
 * rules keep wording their messages in French; they are translated here, as the answer leaves.
 */
export function answerInRequestLanguage(app: FastifyInstance) {
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    if (!request.url.startsWith(apiPrefix) || typeof payload !== "object" || payload === null) {
      return payload;
    }
    reply.header("vary", "Accept-Language");
    const locale = requestLocale(request);
    return locale === "fr" ? payload : translatePayload(payload as MessagePayload, locale);
  });
}
