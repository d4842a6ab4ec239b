import { afterAll, describe, expect, it } from "vitest";
import { leadKinds, type LeadKind } from "@domain/leads/forms";
import type { SignupInput } from "@domain/forms/signup";
import { createDatabase } from "../../db/database";
import { normalizeEmail } from "../../server/services/customers";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { handOverToServer, startServer, type ServerProcess } from "../support/server-process";
import { canonicalJson, leadBody, signupBody, storedLeadFields } from "./bodies";
import { storedDataProblems } from "./stored-data";

/** Enough acknowledged writes before the kill that losing any would be seen. */
const ACKNOWLEDGED_SIGNUPS = 20;
const ACKNOWLEDGED_LEADS = 150;
/** Requests kept in flight at once, so that the kill always cuts some of them. */
const SIGNUP_SENDERS = 6;
const LEAD_SENDERS = 10;

interface Burst {
  signups: SignupInput[];
  leads: { kind: LeadKind; body: Record<string, unknown> }[];
  /** Requests that got no answer: the kill cut them. */
  cut: number;
  sent: number;
}

/**
 * Sends signups and leads from many clients at once and kills the server with SIGKILL as soon as
 * enough of them were acknowledged, while the others are still in flight.
 */
async function burstThenKill(server: ServerProcess): Promise<Burst> {
  const burst: Burst = { signups: [], leads: [], cut: 0, sent: 0 };
  let killed: Promise<void> | undefined;
  let n = 0;
  const post = async (path: string, body: unknown, id: number): Promise<boolean> => {
    burst.sent += 1;
    try {
      const response = await fetch(`${server.origin}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.origin,
          // One client address per request: the per-address limit is not what is tested here.
          "x-forwarded-for": `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`,
        },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
      return true;
    } catch (error) {
      if (!killed) throw error;
      burst.cut += 1;
      return false;
    }
  };
  const enough = () =>
    burst.signups.length >= ACKNOWLEDGED_SIGNUPS && burst.leads.length >= ACKNOWLEDGED_LEADS;
  const kill = () => (killed ??= server.stop("SIGKILL"));
  const sender = async (send: () => Promise<void>) => {
    while (!killed) {
      await send();
      if (enough()) kill();
    }
  };
  const sendSignup = async () => {
    const id = (n += 1);
    const body = signupBody(id);
    if (await post("/api/auth/signup", body, id)) burst.signups.push(body);
  };
  const sendLead = async () => {
    const id = (n += 1);
    const kind = leadKinds[id % leadKinds.length] ?? "pretAuto";
    const body = leadBody(kind, id);
    if (await post(`/api/leads/${kind}`, body, id)) burst.leads.push({ kind, body });
  };
  await Promise.all([
    ...Array.from({ length: SIGNUP_SENDERS }, () => sender(sendSignup)),
    ...Array.from({ length: LEAD_SENDERS }, () => sender(sendLead)),
  ]);
  await killed;
  return burst;
}

describe.each<DatabaseKind>(["pglite", "postgres"])("kill -9 during a burst on %s", (kind) => {
  let testDatabase: TestDatabase;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await testDatabase?.drop();
  });

  it("keeps every acknowledged signup and lead, and nothing half-written", async () => {
    testDatabase = await createTestDatabase(kind);
    const env = { ...(await handOverToServer(testDatabase)), TRUST_PROXY: "true" };

    server = await startServer(env);
    const burst = await burstThenKill(server);
    expect(burst.signups.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_SIGNUPS);
    expect(burst.leads.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_LEADS);
    expect(burst.cut, "requests in flight when the server was killed").toBeGreaterThan(0);

    // Restarted on the same data, the last customer acknowledged signs in.
    server = await startServer(env);
    const last = burst.signups.at(-1);
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: last?.email, password: last?.password }),
    });
    expect(login.status).toBe(200);
    await server.stop();

    const database = await createDatabase(testDatabase.options);
    try {
      const customers = await database.db.selectFrom("customers").selectAll().execute();
      const byEmail = new Map(customers.map((row) => [row.email_normalized, row]));
      const missingCustomers = burst.signups.filter((signup) => {
        const row = byEmail.get(normalizeEmail(signup.email));
        return row?.last_name !== signup.lastName || row.whatsapp !== "+33612345678";
      });
      expect(missingCustomers.map((signup) => signup.email)).toEqual([]);

      const leads = await database.db.selectFrom("leads").selectAll().execute();
      const stored = new Set(leads.map((row) => `${row.kind} ${canonicalJson(row.fields)}`));
      const missingLeads = burst.leads.filter(
        ({ kind: leadKind, body }) =>
          !stored.has(`${leadKind} ${canonicalJson(storedLeadFields(leadKind, body))}`),
      );
      expect(missingLeads).toEqual([]);
      // Unacknowledged requests may or may not have been stored, but never more than were sent.
      expect(customers.length + leads.length).toBeLessThanOrEqual(burst.sent);

      expect(await storedDataProblems(database)).toEqual([]);
      console.info(
        `kill -9 on ${kind}: ${burst.signups.length} signups and ${burst.leads.length} leads acknowledged, ` +
          `${burst.cut} requests cut, ${customers.length} customers and ${leads.length} leads stored`,
      );
    } finally {
      await database.close();
    }
  }, 120_000);
});
