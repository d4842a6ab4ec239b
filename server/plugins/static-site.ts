import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiPrefix } from "../../domain/api/endpoint";
import { localeOfPath } from "../../domain/i18n/locales";
import { message } from "../../domain/i18n/message";
import { inRequestLanguage } from "../i18n";
import { routeManifestPath } from "../../domain/pages";
import { linkTokenParam, sentParam, simulationQueryNames } from "../../domain/navigation/pageForms";
import { contentSecurityPolicy, documentOnlyHeaders } from "../csp";
import type { Encoding, Site, SiteFile } from "../site";

const negotiator = new Negotiator<Encoding | "identity">({
  supportedValues: ["br", "gzip", "identity"],
});
// Each page's policy is built once, on its first request.
const policies = new WeakMap<SiteFile, string>();

/**
 * Writes the response straight to Node's socket: the bytes and headers of a file are known in
 * advance, and Fastify's reply pipeline (serialisers, onSend hooks) would cost more than the file
 * itself (docs/decisions/001-static-site-from-memory.md). Headers set by earlier hooks (the security
 * headers of every answer) are kept.
 */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SiteFile,
  production: boolean,
  status: number,
) {
  let policy = policies.get(file);
  if (!policy) {
    policy = contentSecurityPolicy(file.scriptHashes, production);
    policies.set(file, policy);
  }
  const earlier = Object.entries(reply.getHeaders() as Record<string, string | number | string[]>);
  const headers: Record<string, string | number | string[]> = {
    ...Object.fromEntries(
      file.document ? earlier : earlier.filter(([name]) => !documentOnlyHeaders.includes(name)),
    ),
    ...(file.document && { "content-security-policy": policy }),
    "content-type": file.contentType,
    "cache-control": file.cacheControl,
    vary: "accept-encoding",
  };
  let body: Buffer | undefined;
  let code = status;
  if (status === 200 && file.etag) {
    headers.etag = file.etag;
    if (request.headers["if-none-match"] === file.etag) code = 304;
  }
  if (code !== 304) {
    const accepted = request.headers["accept-encoding"];
    const encoding = accepted ? negotiator.negotiate(accepted) : null;
    const encoded = encoding && encoding !== "identity" ? file.encoded[encoding] : undefined;
    if (encoding && encoded) headers["content-encoding"] = encoding;
    body = encoded ?? file.body;
    headers["content-length"] = body.length;
  }
  reply.hijack();
  reply.raw.writeHead(code, headers);
  reply.raw.end(request.method === "HEAD" ? undefined : body);
}

/**
 * Paths no page of ours has, and that a browser or a redirect could take for another host
 * (`//evil.example`, `/\evil.example`, an encoded slash) or a forged header (control characters).
 */
function unsafePath(rawPath: string, path: string): boolean {
  return (
    path.startsWith("//") ||
    path.includes("\\") ||
    [...path].some((character) => character.charCodeAt(0) < 0x20 || character === "\u007f") ||
    /%(2f|5c)/i.test(rawPath)
  );
}

/** A path as it may be sent back in a `Location` header: RFC 3986 path characters only. */
const plainPath = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

function decodePath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    // A malformed escape can name no page of ours: let it fall through to the 404 page.
    return rawPath;
  }
}

/** Serves the pre-rendered site; any path that is not a page answers the 404 page in its language. */
export async function staticSite(
  app: FastifyInstance,
  {
    site,
    production,
    renderPage,
  }: {
    site: Site;
    production: boolean;
    /** Draws a page on the server: the confirmation that follows a form sent without scripts. */
    renderPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
) {
  const send = (request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) =>
    sendFile(request, reply, file, production, status);
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith(apiPrefix)) {
      return reply.code(404).send({
        error: { code: "not_found", message: inRequestLanguage(request, message("notFound")) },
      });
    }
    return send(
      request,
      reply,
      site.notFound[localeOfPath(request.url.split(/[?#]/, 1)[0] ?? "/")],
      404,
    );
  };

  app.get("/*", (request, reply) => {
    const rawPath = request.url.split("?", 1)[0] ?? "/";
    const path = decodePath(rawPath);
    if (unsafePath(rawPath, path)) return notFound(request, reply);
    if (path.length > 1 && path.endsWith("/")) {
      // Only to one of our pages, from the path as received, still encoded: the answer never
      // names another host, and an unknown path gets its 404 at once.
      const page = path.replace(/\/+$/, "");
      const query = request.url.slice(rawPath.length);
      if (!site.files.has(page) || !plainPath.test(rawPath) || !/^[\x21-\x7e]*$/.test(query)) {
        return notFound(request, reply);
      }
      return reply.redirect(`${rawPath.replace(/\/+$/, "")}${query}`, 301);
    }
    // React Router's route discovery: the routes of the links a page shows (decision record 039).
    if (path === routeManifestPath && renderPage) return renderPage(request, reply);
    const file = site.files.get(path);
    const query = new URLSearchParams(request.url.slice(rawPath.length));
    // The confirmation of a form sent without scripts, and a page asked with a simulation's
    // figures (a shared link, a simulator's form sent without scripts), are drawn with them.
    const drawnWithQuery = [sentParam, linkTokenParam, ...simulationQueryNames].some((name) =>
      query.has(name),
    );
    if (file && renderPage && drawnWithQuery) return renderPage(request, reply);
    if (file) return send(request, reply, file);
    return notFound(request, reply);
  });

  app.setNotFoundHandler(notFound);
}
