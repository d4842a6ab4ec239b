import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentOnlyHeaders, securityHeaders } from "../../server/csp";
import { startFixtureApp } from "../support/site";

/**
 * The tests of the Mozilla HTTP Observatory (its scoring of 2024), applied to one page and one API
 * answer of the production server. A+ needs 100 points or more with no failed test.
 */
function observatoryScore(headers: Record<string, string | string[] | number | undefined>): {
  score: number;
  failures: string[];
} {
  const header = (name: string) => String(headers[name] ?? "");
  const failures: string[] = [];
  let score = 100;
  const policy = new Map(
    header("content-security-policy")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values] as const),
  );
  const scripts = policy.get("script-src") ?? policy.get("default-src");
  if (!policy.size || !scripts) {
    failures.push("content-security-policy: missing");
    score -= 25;
  } else if (
    scripts.includes("'unsafe-inline'") ||
    scripts.includes("'unsafe-eval'") ||
    scripts.some((source) => /^(https?:|\*|data:)$/.test(source))
  ) {
    failures.push("content-security-policy: scripts may run inline or from anywhere");
    score -= 20;
  } else if (
    policy.get("object-src")?.join(" ") === "'none'" &&
    policy.has("frame-ancestors") &&
    policy.has("base-uri") &&
    policy.has("form-action")
  ) {
    // Observatory's bonus for a strict policy that also covers objects, framing, base and forms.
    score += 10;
  }
  const hsts = /max-age=(\d+)/.exec(header("strict-transport-security"));
  if (!hsts || Number(hsts[1]) < 15_552_000) {
    failures.push("strict-transport-security: under six months");
    score -= 20;
  } else if (/preload/.test(header("strict-transport-security"))) {
    score += 5;
  }
  if (header("x-content-type-options") !== "nosniff") {
    failures.push("x-content-type-options");
    score -= 5;
  }
  const framing = policy.get("frame-ancestors")?.join(" ");
  if (framing !== "'none'" && !/^(DENY|SAMEORIGIN)$/i.test(header("x-frame-options"))) {
    failures.push("clickjacking protection");
    score -= 20;
  }
  if (
    !/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(
      header("referrer-policy"),
    )
  ) {
    failures.push("referrer-policy");
    score -= 5;
  } else {
    score += 5;
  }
  if (header("access-control-allow-origin") === "*") {
    failures.push("cross-origin resource sharing open to all");
    score -= 50;
  }
  return { score, failures };
}

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startFixtureApp());
});

afterAll(() => close());

describe("security headers of the production server", () => {
  it.each(["/", "/pretAuto", "/api/health", "/nulle-part"])("grade A+ on %s", async (url) => {
    const response = await app.inject({ url });
    const { score, failures } = observatoryScore(response.headers);
    expect(failures).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it.each([
    ["a page", "GET", "/"],
    ["a page", "HEAD", "/pretAuto"],
    ["a client-rendered page", "GET", "/espaceClient"],
    ["an SVG image", "GET", "/logo.svg"],
    ["a redirect", "GET", "/pretAuto/"],
    ["a redirect", "GET", "/confidentialite"],
    ["the 404 page", "GET", "/nulle-part"],
    ["the 404 page", "GET", "/%ff"],
    ["the 404 page", "POST", "/pretAuto"],
    ["API JSON", "GET", "/api/health"],
    ["an API 401", "GET", "/api/account"],
    ["an API 404", "GET", "/api/nulle-part"],
    ["an API 400 (undecodable address)", "GET", "/api/%ff"],
    ["an API 400 (invalid JSON)", "POST", "/api/leads/pretPersonnel"],
  ] as const)(
    "forbids framing and powerful features but passkeys on %s (%s %s)",
    async (_kind, method, url) => {
      const response = await app.inject({
        method,
        url,
        headers: { "content-type": "application/json" },
        ...(method === "POST" && { payload: "{" }),
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers["x-frame-options"]).toBe("DENY");
      const policy = String(response.headers["permissions-policy"]);
      for (const feature of [
        "camera=()",
        "microphone=()",
        "geolocation=()",
        "payment=()",
        "usb=()",
      ]) {
        expect(policy).toContain(feature);
      }
      expect(policy).toContain("publickey-credentials-get=(self)");
      expect(policy).toContain("publickey-credentials-create=(self)");
      // Every other header of the set too, with the same value: no answer is left out of them.
      // Pages add their scripts' hashes to the policy: it is compared by its framing rule only.
      for (const [name, value] of Object.entries(securityHeaders(true))) {
        if (name === "content-security-policy") {
          expect(response.headers[name]).toContain("frame-ancestors 'none'");
        } else {
          expect(response.headers[name], name).toBe(value);
        }
      }
    },
  );

  it("sends scripts and stylesheets without the headers that only apply to documents", async () => {
    for (const url of ["/assets/entry-abc123.js", "/assets/app-abc123.css"]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
      for (const name of documentOnlyHeaders) expect(response.headers[name], name).toBeUndefined();
    }
  });

  it("keeps the headers on a 304", async () => {
    const first = await app.inject({ url: "/pretAuto" });
    const again = await app.inject({
      url: "/pretAuto",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["x-frame-options"]).toBe("DENY");
    expect(again.headers["permissions-policy"]).toContain("camera=()");
  });

  it("fails a policy that lets inline scripts run", () => {
    const { failures } = observatoryScore({
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
      "strict-transport-security": "max-age=63072000",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });
    expect(failures).toContain("content-security-policy: scripts may run inline or from anywhere");
  });
});

describe("addresses that could lead elsewhere or break the server", () => {
  // Each of these answered `301 Location: //evil.example` (or a 500) before.
  it.each([
    "//evil.example/",
    "//evil.example",
    "/%2fevil.example/",
    "/%2Fevil.example/",
    "/%5cevil.example/",
    "/%5Cevil.example/",
    "/%2f%2fevil.example/",
    "///evil.example/",
    "/%09/evil.example/",
    "/%0d%0aSet-Cookie:%20x=1/",
    "/%0d%0aSet-Cookie:x",
    "/%00/",
    "/%7f/",
    "/pretAuto%2f/",
  ])("%s gets the French 404 page with the security headers, never a redirect", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Page introuvable");
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(observatoryScore(response.headers).failures).toEqual([]);
  });

  it.each(["/%E2%82%AC/", "/%ff", "/%", "/%ff/", "/caf%C3%A9/", "/%E2%82/"])(
    "%s answers the 404 page, not a 500 or Fastify's own body",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Page introuvable");
      expect(observatoryScore(response.headers).failures).toEqual([]);
    },
  );

  it.each([
    ["/en/nope", "Page not found"],
    ["/es/nope?x=1", "Página no encontrada"],
    ["/de/", "Seite nicht gefunden"],
    ["/it/nope", "Page introuvable"],
  ])("%s answers the 404 page in the language of its path", async (url, title) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(title);
  });

  it("answers a very long address with the 404 page", async () => {
    for (const url of [`/${"a".repeat(15_000)}`, `/${"%ff".repeat(5_000)}/`]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("Page introuvable");
      expect(observatoryScore(response.headers).failures).toEqual([]);
    }
  });

  it("keeps redirecting a page's trailing slash to the page, on this host", async () => {
    const response = await app.inject({ url: "/pretAuto/?montant=20000" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/pretAuto?montant=20000");
  });

  it.each([
    ["/pretAuto/", "/pretAuto"],
    ["/pretAuto//", "/pretAuto"],
    ["/pretAuto/?x=%0d%0a", "/pretAuto?x=%0d%0a"],
    ["/confidentialite", "/politiquesConfidentialite"],
    ["/confidentialite?next=//evil.example", "/politiquesConfidentialite"],
  ])("redirects %s to a path of this host only", async (url, location) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(["/api/%ff", "/api/%", "/api/auth/%E2%82"])(
    "answers the undecodable API address %s in French JSON, with the headers",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: "bad_url", message: "Cette adresse est invalide." },
      });
      expect(observatoryScore(response.headers).failures).toEqual([]);
    },
  );
});
