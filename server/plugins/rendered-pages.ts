import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { apiPrefix, endpointUrl } from "../../domain/api/endpoint";
import type { EndpointReply, PageServerContext } from "../../domain/api/inProcess";
import { localeOfPath } from "../../domain/i18n/locales";
import { contentSecurityPolicy } from "../csp";
import { startScriptsOnPresence } from "../scripts-on-presence";
import { scriptHashesOf, type Site } from "../site";

export type PageRenderer = (request: Request, context: PageServerContext) => Promise<Response>;

/** React Router's handler on the server build, or `undefined` when there is none (a test's site). */
export async function loadPageRenderer(
  serverBuildFile: string,
  production: boolean,
): Promise<PageRenderer | undefined> {
  if (!existsSync(serverBuildFile)) return undefined;
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, production ? "production" : "development");
  return (request, context) => handle(request, context);
}

/** The headers a page's answer depends on; the rest of the browser's stay out of React Router. */
const forwardedHeaders = ["accept", "accept-language", "content-type", "cookie", "user-agent"];

const FORM_BODY_LIMIT = 100 * 1024;

/**
 * Answers what the pre-rendered files cannot: a page's form sent without scripts (its route's
 * `action`), and the page that follows it (`?envoye=…`). React Router renders them on the server
 * (docs/decisions/022-forms-without-javascript.md); the action reaches the API in process, with the
 * visitor's cookies, address and language, and the cookies it sets come back with the page.
 */
export function pageRendering(
  app: FastifyInstance,
  { renderer, site, production }: { renderer: PageRenderer; site: Site; production: boolean },
) {
  const stylesheet = [...site.files.keys()].find(
    (path) => path.startsWith("/assets/") && path.endsWith(".css"),
  );

  const callEndpointFor =
    (request: FastifyRequest, cookies: string[]): PageServerContext["callEndpoint"] =>
    async (endpoint, { params, body }): Promise<EndpointReply> => {
      const answer = await app.inject({
        method: endpoint.method,
        url: endpointUrl(endpoint, params),
        headers: {
          "content-type": "application/json",
          "accept-language": localeOfPath(request.url.split("?", 1)[0] ?? "/"),
          ...(request.headers.cookie && { cookie: request.headers.cookie }),
          ...(request.headers["user-agent"] && { "user-agent": request.headers["user-agent"] }),
        },
        payload: JSON.stringify(body ?? {}),
        remoteAddress: request.ip,
      });
      const setCookie = answer.headers["set-cookie"];
      cookies.push(...(Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []));
      let json: unknown;
      try {
        json = answer.json();
      } catch {
        json = undefined;
      }
      return { status: answer.statusCode, body: json };
    };

  /** Renders the page `request` asks for through React Router, and sends it. */
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const name of forwardedHeaders) {
      const value = request.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const cookies: string[] = [];
    const url = new URL(request.url, "http://localhost");
    // The home page is React Router's one index route: a post to `/` reaches its action only so
    // (React Router's own forms add it; a plain HTML form cannot).
    if (request.method === "POST" && url.pathname === "/") url.searchParams.set("index", "");
    const response = await renderer(
      new Request(url, {
        method: request.method,
        headers,
        ...(request.method === "POST" && { body: String(request.body ?? "") }),
      }),
      { callEndpoint: callEndpointFor(request, cookies) },
    );
    reply.code(response.status);
    const location = response.headers.get("location");
    if (location) reply.header("location", location);
    const setCookies = [...response.headers.getSetCookie(), ...cookies];
    if (setCookies.length > 0) reply.header("set-cookie", setCookies);
    const contentType = response.headers.get("content-type") ?? "";
    if (!contentType.startsWith("text/html")) {
      // The routes a page asks for (decision record 039): versioned, cached as React Router says;
      // a page of an older build is told to reload itself.
      for (const name of ["content-type", "cache-control", "x-remix-reload-document"]) {
        const value = response.headers.get(name);
        if (value) reply.header(name, value);
      }
      return reply.send(await response.text());
    }
    // Drawn for this visitor: never stored by a browser or a proxy.
    reply.header("cache-control", "no-store");
    // Like a pre-rendered page, the answer is HTML until the visitor's next gesture: its scripts
    // do not share the CPU with its first paint, and a form sent again before them posts again.
    let html = startScriptsOnPresence(await response.text());
    // Rendered pages carry the whole sheet: every state they can show has its rules.
    if (stylesheet) {
      html = html.replace("</head>", `<link rel="stylesheet" href="${stylesheet}"/></head>`);
    }
    reply.header(
      "content-security-policy",
      contentSecurityPolicy(scriptHashesOf(html), production),
    );
    return reply.type("text/html; charset=utf-8").send(html);
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post("/*", async (request, reply) => {
      if (request.url.startsWith(apiPrefix)) return reply.callNotFound();
      return render(request, reply);
    });
  });

  return render;
}
