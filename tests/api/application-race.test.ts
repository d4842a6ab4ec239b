import { describe, expect, it } from "vitest";
import { personalLoanRequest } from "../support/applications";
import type { DatabaseKind } from "../support/database";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { instancesPerDescribe } from "../support/site";

/**
 * « Faire ma demande » pressed again and again, in several tabs, while the first request is on
 * its way: real HTTP requests at once, each on its own connection, to servers listening on ports
 * (two instances with a pool each on PostgreSQL, as behind the load balancer). One application is
 * opened, and every other request is led to it.
 */

const REQUESTS = 12;

const loans = [
  personalLoanRequest,
  { ...personalLoanRequest, product: "pretAuto", amount: 20_000, option: "occasion" },
  { ...personalLoanRequest, product: "pretVoyage", amount: 3_000, option: "famille" },
  { ...personalLoanRequest, product: "pretTravaux", amount: 15_000, option: "extension" },
] as const;

describe.each<DatabaseKind>(["pglite", "postgres"])("« Faire ma demande » raced on %s", (kind) => {
  const bank = instancesPerDescribe(kind);
  let customers = 0;

  /** A signed-in customer; the session is valid on every instance (one secret, one database). */
  const newCustomer = async () => {
    customers += 1;
    const signup = await bank.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, email: `course.${customers}@example.fr` },
      remoteAddress: `10.29.1.${customers}`,
    });
    expect(signup?.statusCode, signup?.body).toBe(201);
    if (!signup) throw new Error("no instance");
    const cookie = cookiesOf(signup);
    const { id } = await bank.testDatabase.database.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", `course.${customers}@example.fr`)
      .executeTakeFirstOrThrow();
    return { cookie, id };
  };

  /** Every request sent before any answer, spread over the instances in turn. */
  const applyAtOnce = (cookie: string, bodies: readonly object[]) =>
    Promise.all(
      bodies.map(async (body, index) => {
        const response = await fetch(
          `${bank.origins[index % bank.origins.length]}/api/applications`,
          {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify(body),
          },
        );
        return { status: response.status, body: (await response.json()) as Record<string, never> };
      }),
    );

  const rowsOf = (customerId: string) =>
    bank.testDatabase.database.db
      .selectFrom("credit_applications")
      .select(["id", "product"])
      .where("customer_id", "=", customerId)
      .execute();

  it("opens one application of a loan asked for 12 times at once, and leads every other to it", async () => {
    const { cookie, id: customerId } = await newCustomer();
    const answers = await applyAtOnce(
      cookie,
      Array.from({ length: REQUESTS }, () => personalLoanRequest),
    );
    const opened = answers.filter((answer) => answer.status === 201);
    expect(opened).toHaveLength(1);
    const openedId = (opened[0]?.body as { id?: string } | undefined)?.id;
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        error: { code: "application_exists", applicationId: openedId },
      });
    }
    expect(await rowsOf(customerId)).toEqual([{ id: openedId, product: "pretPersonnel" }]);
    const created = await bank.testDatabase.database.db
      .selectFrom("credit_application_events")
      .select("id")
      .where("application_id", "=", openedId ?? "")
      .where("event", "=", "created")
      .execute();
    expect(created).toHaveLength(1);
  });

  it("opens at most 3 applications of the 4 loans asked for at once, twice each", async () => {
    const { cookie, id: customerId } = await newCustomer();
    const answers = await applyAtOnce(cookie, [...loans, ...loans]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(["application_exists", "open_applications_limit"]).toContain(
        (answer.body as { error?: { code?: string } }).error?.code,
      );
    }
    const rows = await rowsOf(customerId);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.product)).size).toBe(3);
  });
});
