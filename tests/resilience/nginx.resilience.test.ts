import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { send, startNginx, type AccessEntry, type Nginx, type ProxyAnswer } from "../support/nginx";
import { freePort, startServer, type ServerProcess } from "../support/server-process";
import { leadBody, signupBody } from "./bodies";

/**
 * A client address of its own for each request of a test (`block` keeps tests apart). Linux
 * routes all of 127.0.0.0/8 to the loopback interface, so nginx sees each as a distinct client.
 */
const clientAddress = (block: number, n: number) =>
  `127.${block}.${Math.floor(n / 254) % 256}.${(n % 254) + 1}`;

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting after 30 s for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

interface Load<T> {
  answers: T[];
  /** Resolves once `count` answers (or failures) have come back. */
  answered(count: number): Promise<void>;
  /** Sends no more and resolves once every request sent has come back. */
  stop(): Promise<void>;
}

/** Runs `senders` loops, each sending one request after the other, until stopped. */
function loop<T>(senders: number, sendOne: () => Promise<T>): Load<T> {
  const answers: T[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let running = true;
  const sender = async () => {
    while (running) {
      answers.push(await sendOne());
      for (const waiter of waiting.filter(({ count }) => answers.length >= count)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const done = Promise.all(Array.from({ length: senders }, sender));
  return {
    answers,
    answered: (count) =>
      answers.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ count, resolve })),
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** The status of an answer, or 0 when nginx itself could not be reached or cut the connection. */
const statusOf = (answer: Promise<ProxyAnswer>) =>
  answer.then(
    ({ status }) => status,
    () => 0,
  );

describe("two instances on one PostgreSQL behind the published nginx configuration", () => {
  let testDatabase: TestDatabase;
  let nginx: Nginx;
  const secret = randomBytes(32).toString("hex");
  const dataDirs: string[] = [];
  const ports: number[] = [];
  const instances: ServerProcess[] = [];
  const upstream = (index: number) => `127.0.0.1:${ports[index]}`;

  const startInstance = async (index: number) => {
    instances[index] = await startServer({
      DATABASE_URL: testDatabase.options.databaseUrl ?? "",
      DATA_DIR: dataDirs[index] ?? "",
      SESSION_SECRET: secret,
      TRUST_PROXY: "true",
      PUBLIC_URL: nginx.origin,
      PORT: String(ports[index]),
    });
  };

  /** The access log entries of one client address, once nginx has logged `count` of them. */
  const loggedFor = (client: string, count: number) =>
    until(`${count} requests from ${client} in nginx's access log`, async () => {
      const entries = (await nginx.accessLog()).filter((entry) => entry.client === client);
      return entries.length >= count ? entries : undefined;
    });

  let probes = 0;
  /** Waits until nginx sends requests to the instance again (it sets a failed one aside 5 s). */
  const servedBy = (index: number) =>
    until(`nginx to send requests to ${upstream(index)}`, async () => {
      const from = clientAddress(9, (probes += 1));
      const answer = await statusOf(send(nginx, { method: "GET", path: "/api/health", from }));
      const [entry] = await loggedFor(from, 1);
      return answer === 200 && entry?.upstreams.at(-1) === upstream(index) ? true : undefined;
    });

  beforeAll(async () => {
    testDatabase = await createTestDatabase("postgres");
    for (let index = 0; index < 2; index += 1) {
      dataDirs.push(await mkdtemp(join(tmpdir(), "aurore-instance-")));
      ports.push(await freePort());
    }
    nginx = await startNginx([upstream(0), upstream(1)]);
    await Promise.all([startInstance(0), startInstance(1)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop("SIGKILL")));
    await nginx?.stop();
    await testDatabase?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("limits the forms per real client address, whatever X-Forwarded-For the client sends", async () => {
    const lead = (from: string, n: number) =>
      send(nginx, {
        method: "POST",
        path: "/api/leads/pretPersonnel",
        from,
        body: leadBody("pretPersonnel", n),
        // Forged, and different each time: were it passed on, every request would be a new client.
        headers: { "x-forwarded-for": `198.51.100.${n}` },
      });

    const statuses: number[] = [];
    for (let n = 1; n <= 6; n += 1) statuses.push((await lead("127.0.0.2", n)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The 5 allowed were split between the instances: the limit is counted once for both.
    const entries = await loggedFor("127.0.0.2", 6);
    expect(new Set(entries.map((entry) => entry.upstreams.at(-1)))).toEqual(
      new Set([upstream(0), upstream(1)]),
    );
    const refused = await lead("127.0.0.2", 7);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.code).toBe("too_many_requests");

    // Another client, through the same nginx, is not affected.
    expect((await lead("127.0.0.3", 8)).status).toBe(201);
  });

  it("keeps every acknowledged signup and lead through a rolling restart of both instances", async () => {
    let n = 0;
    const write = async () => {
      const id = (n += 1);
      const from = clientAddress(3, id);
      if (id % 3 === 0) {
        const body = signupBody(1_000 + id);
        const status = await statusOf(
          send(nginx, { method: "POST", path: "/api/auth/signup", from, body }),
        );
        return { kind: "signup", email: body.email, status };
      }
      const body = leadBody("pretPersonnel", 1_000 + id);
      const status = await statusOf(
        send(nginx, { method: "POST", path: "/api/leads/pretPersonnel", from, body }),
      );
      return { kind: "lead", email: String(body.email), status };
    };
    const load = loop(3, write);

    await load.answered(10);
    for (const index of [0, 1]) {
      await instances[index]?.stop("SIGTERM");
      await startInstance(index);
      await servedBy(index);
    }
    await load.answered(load.answers.length + 10);
    await load.stop();

    const failed = load.answers.filter(({ status }) => status !== 201);
    // A write not acknowledged may be refused, but only by an answer that says so.
    expect(failed.filter(({ status }) => status !== 502 && status !== 503)).toEqual([]);
    const acknowledged = (kind: string) =>
      load.answers.filter((answer) => answer.kind === kind && answer.status === 201);
    const signups = acknowledged("signup").map(({ email }) => email);
    const leads = acknowledged("lead").map(({ email }) => email);

    const { db } = testDatabase.database;
    const customers = await db
      .selectFrom("customers")
      .select("email")
      .where("email", "in", signups)
      .execute();
    expect(signups.filter((email) => !customers.some((row) => row.email === email))).toEqual([]);
    const storedLeads = await db
      .selectFrom("leads")
      .select("email")
      .where("email", "in", leads)
      .execute();
    expect(leads.filter((email) => !storedLeads.some((row) => row.email === email))).toEqual([]);
    console.info(
      `nginx, rolling restart under writes: ${signups.length} signups and ${leads.length} leads ` +
        `acknowledged and stored, ${failed.length} refused (${failed.map(({ status }) => status).join(", ") || "none"})`,
    );
  }, 180_000);

  it("answers every read while one instance is killed, nginx retrying them on the other", async () => {
    const signup = await send(nginx, {
      method: "POST",
      path: "/api/auth/signup",
      from: clientAddress(2, 0),
      body: signupBody(1),
    });
    expect(signup.status).toBe(201);
    const cookie = [signup.headers["set-cookie"] ?? []]
      .flat()
      .map((line) => line.split(";", 1)[0])
      .join("; ");

    const reads: [string, Record<string, string>][] = [
      ["/", {}],
      ["/api/health", {}],
      ["/pretAuto", { "accept-encoding": "br" }],
      ["/api/auth/session", { cookie }],
    ];
    const from = "127.0.0.4";
    let sent = 0;
    const load = loop(4, async () => {
      const [path, headers] = reads[(sent += 1) % reads.length] ?? ["/", {}];
      return { path, status: await statusOf(send(nginx, { method: "GET", path, from, headers })) };
    });
    await load.answered(100);
    const killedAfter = load.answers.length;
    await instances[0]?.stop("SIGKILL");
    await load.answered(killedAfter + 300);
    await load.stop();

    expect(load.answers.filter(({ status }) => status !== 200)).toEqual([]);
    const entries = await loggedFor(from, load.answers.length);
    const answeredBy = (index: number) =>
      entries.filter((entry: AccessEntry) => entry.upstreams.at(-1) === upstream(index)).length;
    expect(answeredBy(0), "answers of the instance killed, before").toBeGreaterThan(0);
    const retried = entries.filter((entry) => entry.upstreams.length > 1);
    expect(retried.length, "reads nginx sent to the killed instance").toBeGreaterThan(0);
    expect(retried.every((entry) => entry.upstreams.at(-1) === upstream(1))).toBe(true);
    console.info(
      `nginx, kill -9 under reads: ${load.answers.length} answered 200, ${killedAfter} before the kill, ` +
        `${retried.length} retried on the other instance`,
    );
  }, 60_000);
});
