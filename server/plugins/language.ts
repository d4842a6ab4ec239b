import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { apiPrefix } from "../../domain/api/endpoint";
import { defaultLocale, isLocale, locales, type Locale } from "../../domain/i18n/locales";

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

/**
 * The language of a request: the page's, which the site's client sends in `Accept-Language`; French
 * for anything else. What a customer is mailed is written in it.
 */
export const requestLocale = (request: FastifyRequest): Locale =>
  negotiateLocale(request.headers["accept-language"]);

/**
 * The API answers in the language of the request: the site's client sends the page's language in
 * `Accept-Language`; anything else (curl, an old client) gets French, the reference. Each answer's
 * messages are written from keys where it is built (`ApiError.toBody`, `inLocale`); caches are
 * told the language counts.
 */
export function answerInRequestLanguage(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith(apiPrefix)) reply.header("vary", "Accept-Language");
  });
}
