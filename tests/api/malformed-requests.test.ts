import { connect } from "node:net";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/database";
import { buildApp } from "../../server/app";
import { securityHeaders } from "../../server/csp";
import { createFixtureSite } from "../support/site";

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are, on a real connection: an HTTP client (and `app.inject`) would encode or
 * refuse the addresses a hostile client sends.
 */
function send(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const end = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: text.slice(end + 4) });
    });
    socket.end(`${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}

const get = (port: number, target: string) => send(port, `GET ${target} HTTP/1.1`);

function expectSecurityHeaders(answer: RawAnswer) {
  // The 404 page adds its scripts' hashes to the policy: it is compared by its framing rule only.
  for (const [name, value] of Object.entries(securityHeaders(true))) {
    if (name === "content-security-policy") {
      expect(answer.headers[name]).toContain("frame-ancestors 'none'");
    } else {
      expect(answer.headers[name], name).toBe(value);
    }
  }
}

/** Fastify's and Node's own English answers, which must never reach a customer. */
function expectNoFrameworkBody(answer: RawAnswer) {
  expect(answer.body).not.toMatch(/FST_ERR|statusCode|Client Error|Bad Request|not a valid url/);
}

function expectNotFoundPage(answer: RawAnswer, status = 404) {
  expect(answer.status).toBe(status);
  expect(answer.headers.location).toBeUndefined();
  expect(answer.headers["set-cookie"]).toBeUndefined();
  expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(answer.body).toContain("Page introuvable");
  expectSecurityHeaders(answer);
  expectNoFrameworkBody(answer);
}

describe("addresses that lead elsewhere or cannot be read, on a real connection", () => {
  let app: FastifyInstance;
  let database: Database;
  let removeSite: () => Promise<void>;
  let port: number;
  const lines: string[] = [];

  beforeAll(async () => {
    const fixture = await createFixtureSite();
    removeSite = fixture.remove;
    database = await createDatabase({ dataDir: "memory://" });
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) =>
      lines.push(...chunk.toString().split("\n").filter(Boolean)),
    );
    app = await buildApp({
      site: fixture.site,
      database,
      sessionSecret: "s".repeat(32),
      production: true,
      logger: true,
      logStream,
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("The server has no port");
    port = address.port;
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    await removeSite();
  });

  // Each of these answered `301 Location: //evil.example` before.
  it.each([
    "//evil.example/",
    "//evil.example",
    "///evil.example/",
    "/%2fevil.example/",
    "/%2Fevil.example/",
    "/%5cevil.example/",
    "/%5Cevil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%09/evil.example/",
    "/%2f%2fevil.example/",
    "/pretAuto%2f/",
  ])("%s gets the French 404 page, never a redirect", async (target) => {
    expectNotFoundPage(await get(port, target));
  });

  it.each([
    "/%E2%82%AC/",
    "/%E2%82/",
    "/%0d%0aSet-Cookie:x",
    "/%0d%0aSet-Cookie:%20x=1/",
    "/%ff",
    "/%ff/",
    "/%",
    "/%00",
    "/%1f/",
    "/%7f",
  ])("%s gets the French 404 page with the headers", async (target) => {
    expectNotFoundPage(await get(port, target));
  });

  it("a long address that Node still reads gets the French 404 page", async () => {
    expectNotFoundPage(await get(port, `/${"a".repeat(8_000)}`));
    expectNotFoundPage(await get(port, `/${"a".repeat(8_000)}/`));
    expectNotFoundPage(await get(port, `/${"%ff".repeat(4_000)}`));
  });

  it.each(["/api/%ff", "/api/%", "/api/auth/%E2%82"])(
    "%s gets a French JSON error with the headers",
    async (target) => {
      const answer = await get(port, target);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: "bad_url", message: "Cette adresse est invalide." },
      });
      expectSecurityHeaders(answer);
    },
  );

  it.each([
    ["a raw control character", "GET /a\x01b HTTP/1.1"],
    ["a raw tab", "GET /\t/evil.example/ HTTP/1.1"],
    ["a raw DEL", "GET /a\x7f HTTP/1.1"],
    ["a space", "GET /a b HTTP/1.1"],
    ["a line break that forges a header", "GET /a\rSet-Cookie: x=1 HTTP/1.1"],
  ])("a request line with %s gets a French 400 with the headers", async (_what, line) => {
    expectNotFoundPage(await send(port, line), 400);
  });

  it("an API request line Node cannot parse gets French JSON", async () => {
    const answer = await send(port, "GET /api/a b HTTP/1.1");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: "bad_request", message: "La requête est invalide." },
    });
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expectSecurityHeaders(answer);
  });

  it("an address longer than Node reads (16 KB) gets a French 431 with the headers", async () => {
    const page = await get(port, `/${"a".repeat(20_000)}`);
    expectNotFoundPage(page, 431);
    const api = await get(port, `/api/${"a".repeat(20_000)}`);
    expect(api.status).toBe(431);
    expect(JSON.parse(api.body)).toEqual({
      error: {
        code: "request_too_large",
        message: "L'adresse ou les en-têtes de la requête sont trop longs.",
      },
    });
    expectSecurityHeaders(api);
  });

  it.each([
    ["/pretAuto/", "/pretAuto"],
    ["/pretAuto//", "/pretAuto"],
    ["/pretAuto/?x=//evil.example", "/pretAuto?x=//evil.example"],
    ["/confidentialite", "/politiquesConfidentialite"],
  ])("%s redirects to a path of this host only", async (target, location) => {
    const answer = await get(port, target);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(location);
    expectSecurityHeaders(answer);
  });

  it("logs each of them as one line, without error or stack", async () => {
    lines.length = 0;
    for (const target of [
      "//evil.example/",
      "/%ff",
      "/%E2%82/",
      "/api/%ff",
      "/%0d%0aSet-Cookie:x",
    ]) {
      await get(port, target);
    }
    await send(port, "GET /a b HTTP/1.1");
    await get(port, `/${"a".repeat(20_000)}`);
    // The log line of a request is written once its answer has gone: wait for all seven.
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(7);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => [entry.msg, entry.statusCode])).toEqual([
      ["request", 404],
      ["request", 404],
      ["request", 404],
      ["request", 400],
      ["request", 404],
      ["malformed request", 400],
      ["malformed request", 431],
    ]);
    for (const entry of entries) {
      expect(entry.level).toBe(30);
      expect(entry).not.toHaveProperty("err");
    }
    // The encoded line break stays inside its JSON string: no forged log line.
    expect(lines.join("\n")).not.toMatch(/\bat .*\.(ts|js):\d+|stack|FST_ERR/);
  });
});
