import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/database";
import { buildApp } from "../../server/app";
import { fileTransport } from "../../server/mail/transport";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { emlFolder, linkIn } from "../support/mailbox";
import { createFixtureSite } from "../support/site";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const email = "Claire.Journal@example.fr";
const clientAddress = "203.0.113.77";

describe("server logs", () => {
  let app: FastifyInstance;
  let database: Database;
  let removeSite: () => Promise<void>;
  let mailDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    const fixture = await createFixtureSite();
    removeSite = fixture.remove;
    database = await createDatabase({ dataDir: "memory://" });
    mailDir = await mkdtemp(join(tmpdir(), "aurore-logs-"));
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) =>
      lines.push(...chunk.toString().split("\n").filter(Boolean)),
    );
    app = await buildApp({
      site: fixture.site,
      database,
      sessionSecret: "s".repeat(32),
      production: true,
      trustProxy: true,
      logger: true,
      logStream,
      mail: { transport: fileTransport(mailDir, "test@aurore-banque.example"), pollIntervalMs: 50 },
    });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    await removeSite();
    await rm(mailDir, { recursive: true, force: true });
  });

  it("are JSON lines with a request id, and hold no address, password, token or cookie", async () => {
    const headers = { "x-forwarded-for": clientAddress };
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup?utm_source=courriel",
      headers,
      payload: { ...claireSignup, email },
    });
    expect(signup.statusCode).toBe(201);
    const cookie = cookiesOf(signup);
    await app.inject({ url: "/api/auth/session", headers: { ...headers, cookie } });
    await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers,
      payload: { email, password: "Mauvais-2026" },
    });
    await app.inject({
      method: "POST",
      url: "/api/auth/password/forgot",
      headers,
      payload: { email },
    });
    await app.inject({ url: "/pretAuto", headers });
    // A URL that cannot be decoded is answered before routing, and logged all the same.
    await app.inject({ url: "/api/%E0", headers });
    const mail = await emlFolder(mailDir).waitForMail((each) =>
      each.subject.startsWith("Réinitialisation"),
    );
    const { url: link, token } = linkIn(mail, "/nouveauMotDePasse");
    // The link's page, its token in the query (decision record 032): the log keeps its path only.
    await app.inject({ url: new URL(link).pathname + new URL(link).search, headers });
    await app.inject({
      method: "POST",
      url: "/api/auth/password/reset/check",
      headers,
      payload: { token },
    });

    // Addresses the router cannot decode, or that look like another host: one line each, no stack.
    for (const url of ["/%ff", "/%E2%82%AC/", "//evil.example/"]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === "request");
    expect(requests.map((entry) => entry.path)).toEqual([
      "/api/auth/signup",
      "/api/auth/session",
      "/api/auth/login",
      "/api/auth/password/forgot",
      "/pretAuto",
      "/api/%E0",
      "/nouveauMotDePasse",
      "/api/auth/password/reset/check",
      "/%25ff",
      "/%E2%82%AC/",
      "//evil.example/",
    ]);
    expect(entries.filter((entry) => entry.level !== 30)).toEqual([]);
    expect(lines.join("\n")).not.toMatch(/\bat .*\.(ts|js):\d+/);
    for (const entry of requests) {
      expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry).toMatchObject({
        level: 30,
        method: expect.any(String),
        statusCode: expect.any(Number),
      });
    }
    expect(entries.some((entry) => entry.msg === "mail sent")).toBe(true);

    const everything = lines.join("\n");
    for (const secret of [
      email,
      email.toLowerCase(),
      clientAddress,
      claireSignup.password,
      "Mauvais-2026",
      "+33612345678",
      token,
      "utm_source",
      // The session token (the readable hint cookie only holds "1").
      ...cookie
        .split("; ")
        .map((pair) => pair.split("=")[1] ?? "")
        .filter((value) => value.length > 20),
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
