import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../db/database";
import { buildApp } from "../../server/app";
import { bankDay } from "../../server/services/applications";
import { createStaffAccount } from "../../server/services/staff";
import { customerWithApplication, recordAcceptanceChecks } from "../support/applications";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { signInStaff } from "../support/fixtures";
import { emlFolder } from "../support/mailbox";
import { handOverToServer, startServer, type ServerProcess } from "../support/server-process";
import { createFixtureSite } from "../support/site";
import { loanRequest, signupBody, situationBody } from "./bodies";

/** Downloads sent at once, as a customer double-tapping on a slow phone or two tabs would. */
const RACED_DOWNLOADS = 8;

/**
 * The FIPEN given is kept as given (decision record 024): downloads of the same day race through
 * real HTTP requests to a started server, and the bank keeps one sheet of the day, the one every
 * request received.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("FIPEN downloads raced on %s", (kind) => {
  let testDatabase: TestDatabase;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await testDatabase?.drop();
  });

  it("sends every download the same sheet, and keeps that one sheet of the day", async () => {
    testDatabase = await createTestDatabase(kind);
    server = await startServer({
      ...(await handOverToServer(testDatabase)),
      TRUST_PROXY: "true",
    });
    const origin = server.origin;
    const signup = await fetch(`${origin}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(signupBody(1)),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers
      .getSetCookie()
      .map((line) => line.split(";", 1)[0] ?? "")
      .join("; ");
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${origin}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return response.json() as Promise<{ id: string; state: string }>;
    };
    const { id } = await post("/api/applications", loanRequest);
    expect((await post(`/api/applications/${id}/situation`, situationBody)).state).toBe(
      "documents",
    );

    const downloads = await Promise.all(
      Array.from({ length: RACED_DOWNLOADS }, async () => {
        const response = await fetch(`${origin}/api/applications/${id}/fipen.pdf`, {
          headers: { cookie },
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        return {
          status: response.status,
          sha256: createHash("sha256").update(bytes).digest("hex"),
        };
      }),
    );
    expect(downloads.map((download) => download.status)).toEqual(
      Array.from({ length: RACED_DOWNLOADS }, () => 200),
    );
    const digests = new Set(downloads.map((download) => download.sha256));
    expect(digests.size).toBe(1);

    // The embedded database has one owner: it is read once the server has stopped.
    await server.stop();
    server = undefined;
    const database = await createDatabase(testDatabase.options);
    try {
      const kept = await database.db
        .selectFrom("credit_fipen_deliveries")
        .select("sha256")
        .where("application_id", "=", id)
        .execute();
      expect(kept.map((row) => row.sha256)).toEqual([...digests]);
    } finally {
      await database.close();
    }
  });
});

const staff = { email: "retractation@aurore-banque.example", password: "Back-Office-2026" };

/**
 * A customer withdraws online while staff record the letter the same customer posted (decision
 * record 025): both through real HTTP requests to a started server, at once. One of them records
 * the withdrawal; the other is told it is already done; one withdrawal, one mail.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("withdrawals raced on %s", (kind) => {
  let testDatabase: TestDatabase;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await testDatabase?.drop();
  });

  it("records one withdrawal when the customer's and the staff's arrive together", async () => {
    testDatabase = await createTestDatabase(kind);
    // The signed offer is reached in process, as the API tests reach it; the race goes over HTTP.
    const fixture = await createFixtureSite();
    // The server started next keeps this secret: it also seals the staff's second factor.
    const sessionSecret = randomBytes(32).toString("hex");
    const app = await buildApp({
      site: fixture.site,
      database: testDatabase.database,
      sessionSecret,
      production: false,
    });
    const customer = signupBody(2);
    const { id, cookie: customerInProcess } = await customerWithApplication(app, {
      email: customer.email,
    });
    await testDatabase.database.db
      .updateTable("credit_applications")
      .set({ state: "submitted", submitted_at: new Date() })
      .where("id", "=", id)
      .execute();
    await createStaffAccount(testDatabase.database, staff);
    const { cookie: staffInProcess, authenticator } = await signInStaff(app, staff);
    await recordAcceptanceChecks(app, id, staffInProcess);
    const steps = [
      [`/api/admin/applications/${id}/acceptance`, staffInProcess, undefined],
      [`/api/applications/${id}/fipen.pdf`, customerInProcess, undefined],
      [
        `/api/applications/${id}/signature`,
        customerInProcess,
        { method: "password", agreement: true, password: customer.password },
      ],
    ] as const;
    for (const [url, cookie, payload] of steps) {
      const response = await app.inject({
        method: payload || url.endsWith("acceptance") ? "POST" : "GET",
        url,
        headers: { cookie },
        ...(payload && { payload }),
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    await app.close();
    await fixture.remove();

    server = await startServer({
      ...(await handOverToServer(testDatabase)),
      SESSION_SECRET: sessionSecret,
      TRUST_PROXY: "true",
    });
    const origin = server.origin;
    const post = (path: string, body: unknown, cookie = "") =>
      fetch(`${origin}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, ...(cookie && { cookie }) },
        body: JSON.stringify(body),
      });
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((line) => line.split(";", 1)[0] ?? "")
        .join("; ");
    const customerLogin = await post("/api/auth/login", {
      email: customer.email,
      password: customer.password,
    });
    expect(customerLogin.status).toBe(200);
    const staffPassword = await post("/api/auth/login", staff);
    const staffCode = await post(
      "/api/auth/login/code",
      { code: authenticator.generate({ timestamp: Date.now() + 30_000 }) },
      cookieOf(staffPassword),
    );
    expect(staffCode.status, await staffCode.clone().text()).toBe(200);

    const [online, byPost] = await Promise.all([
      post(`/api/applications/${id}/withdrawal`, {}, cookieOf(customerLogin)),
      post(
        `/api/admin/applications/${id}/withdrawal`,
        { channel: "courrier", sentOn: bankDay(new Date()) },
        cookieOf(staffCode),
      ),
    ]);
    expect([online.status, byPost.status].sort()).toEqual([200, 409]);
    const refused = online.status === 409 ? online : byPost;
    expect((await refused.json()).error.code).toBe("wrong_state");

    await server.stop();
    server = undefined;
    const database = await createDatabase(testDatabase.options);
    try {
      const { db } = database;
      const events = await db
        .selectFrom("credit_application_events")
        .select("event")
        .where("application_id", "=", id)
        .where("event", "=", "withdrawn")
        .execute();
      expect(events).toHaveLength(1);
      const row = await db
        .selectFrom("credit_applications")
        .select("state")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe("withdrawn");
      // One mail, still queued or already sent by the server's worker (which stops before the
      // database closes, or a mail being sent would stay queued and leave twice).
      const subject = "Votre rétractation est enregistrée";
      const queued = await db
        .selectFrom("mail_outbox")
        .select("subject")
        .where("recipient", "=", customer.email)
        .where("subject", "=", subject)
        .execute();
      const sent = (await emlFolder(join(testDatabase.options.dataDir, "mail")).messages()).filter(
        (mail) => mail.subject === subject && mail.recipients.includes(customer.email),
      );
      expect(queued.length + sent.length).toBe(1);
    } finally {
      await database.close();
    }
  });
});
