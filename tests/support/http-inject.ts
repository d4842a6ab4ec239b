import type { FastifyInstance, InjectOptions } from "fastify";

/**
 * `app.inject` over real HTTP to a running server, so that the helpers written for API tests
 * (`signedOpening`…) drive the server a browser test runs: the options they pass (method, url,
 * headers, a JSON object or a file's bytes as payload), the answer's members they read (status,
 * body, JSON). Each request comes from `forwardedFor`, as a client behind the proxy.
 */
export function overHttp(origin: string, forwardedFor: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const { method = "GET", url = "/", headers = {}, payload } = options;
    const json = payload !== undefined && !Buffer.isBuffer(payload) && typeof payload === "object";
    const response = await fetch(`${origin}${String(url)}`, {
      method,
      headers: {
        "x-forwarded-for": forwardedFor,
        ...(json && { "content-type": "application/json" }),
        ...(headers as Record<string, string>),
      },
      ...(payload !== undefined && {
        body: json
          ? JSON.stringify(payload)
          : typeof payload === "string"
            ? payload
            : new Uint8Array(payload as Buffer),
      }),
    });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      json: () => JSON.parse(body) as unknown,
    };
  };
  // Only `inject` is there: the helpers take the app for it alone.
  return { inject } as unknown as FastifyInstance;
}
