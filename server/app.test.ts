import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureApp } from "../tests/support/site";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startFixtureApp());
});

afterAll(() => close());

describe("the site server", () => {
  it("serves a page with brotli when the browser accepts it, and revalidates HTML", async () => {
    const response = await app.inject({
      url: "/",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("<h1>Accueil</h1>");
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url: "/" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<h1>Accueil</h1>");
  });

  it("answers 304 when the browser already has the page", async () => {
    const first = await app.inject({ url: "/pretAuto" });
    const again = await app.inject({
      url: "/pretAuto",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ url: "/assets/entry-abc123.js" });
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    // Never revalidated, it carries no ETag.
    expect(response.headers.etag).toBeUndefined();
  });

  it("allows each page's inline scripts by hash, never with unsafe-inline", async () => {
    const response = await app.inject({ url: "/pretAuto" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("answers the French 404 page with status 404 for an unknown path", async () => {
    const response = await app.inject({ url: "/nulle-part" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page introuvable");
    const malformed = await app.inject({ url: "/%E0%A4%A" });
    expect(malformed.statusCode).toBe(404);
  });

  it("serves a client-rendered page in its languages, and not in a language it lacks", async () => {
    expect((await app.inject({ url: "/nouveauMotDePasse" })).body).toContain("Chargement (fr)");
    const german = await app.inject({ url: "/de/nouveauMotDePasse" });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain("Chargement (de)");
    expect((await app.inject({ url: "/de/admin" })).statusCode).toBe(404);
  });

  it("answers unknown API paths in JSON, in French", async () => {
    const response = await app.inject({ url: "/api/inconnu" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "Cette adresse n'existe pas." },
    });
  });

  it("redirects /confidentialite and trailing slashes permanently", async () => {
    const privacy = await app.inject({ url: "/confidentialite" });
    expect(privacy.statusCode).toBe(301);
    expect(privacy.headers.location).toBe("/politiquesConfidentialite");
    const slash = await app.inject({ url: "/pretAuto/?montant=1" });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe("/pretAuto?montant=1");
  });

  it("reports its health", async () => {
    const response = await app.inject({ url: "/api/health" });
    expect(response.json()).toEqual({ status: "ok" });
  });
});
