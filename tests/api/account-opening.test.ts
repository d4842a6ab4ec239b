import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountOpeningMessages as m } from "@domain/forms/accountOpening";
import { message } from "@domain/i18n/message";
import {
  openingIdentityBody,
  openingIdentityDocumentBody,
  openingKnowYourCustomerBody,
  openingTaxResidenceBody,
} from "../support/account-openings";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { written } from "../support/messages";
import { startInstances } from "../support/site";

/**
 * Opening a current account (issue 34): started or resumed from « Ouvrir un compte », answered
 * step by step, on servers listening on ports (two instances sharing PostgreSQL, as behind the
 * load balancer), so that a start pressed several times at once is sent as a browser sends it.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("account opening API on %s", (kind) => {
  let testDatabase: TestDatabase;
  let apps: FastifyInstance[] = [];
  let origins: string[] = [];
  let close: () => Promise<void>;
  let customers = 0;

  beforeAll(async () => {
    const started = await startInstances(kind);
    ({ testDatabase, close } = started);
    apps = started.instances.map((instance) => instance.app);
    origins = started.instances.map((instance) => instance.origin);
  }, 60_000);

  afterAll(() => close());

  const app = () => {
    const first = apps[0];
    if (!first) throw new Error("no instance");
    return first;
  };

  const newCustomer = async () => {
    customers += 1;
    const signup = await app().inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, email: `ouverture.${customers}@example.fr` },
      remoteAddress: `10.34.1.${customers}`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    return cookiesOf(signup);
  };

  const send = (cookie: string, url: string, payload: object, language = "fr") =>
    app().inject({
      method: "POST",
      url,
      headers: { cookie, "accept-language": language },
      payload,
    });
  const start = (cookie: string) =>
    app().inject({ method: "POST", url: "/api/account-opening", headers: { cookie } });
  const current = (cookie: string) =>
    app().inject({ method: "GET", url: "/api/account-opening", headers: { cookie } });

  it("starts an opening, then resumes it at the first step not answered", async () => {
    const cookie = await newCustomer();
    expect((await current(cookie)).statusCode).toBe(404);

    const started = await start(cookie);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.headers["cache-control"]).toBe("no-store");
    const { opening, resumed } = started.json();
    expect(resumed).toBe(false);
    expect(opening).toMatchObject({ status: "in_progress", offer: null, nextStep: "offer" });

    const offer = await send(cookie, "/api/account-opening/offer", { offer: "plus" });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toMatchObject({ offer: "plus", nextStep: "identity" });
    const identity = await send(cookie, "/api/account-opening/identity", {
      ...openingIdentityBody,
      birthCountry: "fr",
    });
    expect(identity.json()).toMatchObject({
      identity: { ...openingIdentityBody, birthCountry: "FR" },
      nextStep: "knowYourCustomer",
    });

    // « Ouvrir un compte » again, days later: the same opening, where it stopped.
    const again = await start(cookie);
    expect(again.json()).toMatchObject({
      resumed: true,
      opening: { id: opening.id, offer: "plus", nextStep: "knowYourCustomer" },
    });
    expect((await current(cookie)).json()).toEqual(again.json().opening);
  });

  it("takes every step in any order, and a later answer replaces an earlier one", async () => {
    const cookie = await newCustomer();
    await start(cookie);
    for (const [path, body] of [
      ["tax-residence", openingTaxResidenceBody],
      ["identity-document", openingIdentityDocumentBody],
      ["know-your-customer", openingKnowYourCustomerBody],
      ["identity", openingIdentityBody],
      ["offer", { offer: "essentiel" }],
      ["offer", { offer: "premium" }],
    ] as const) {
      const answer = await send(cookie, `/api/account-opening/${path}`, body);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect((await current(cookie)).json()).toMatchObject({
      offer: "premium",
      taxResidence: openingTaxResidenceBody,
      identityDocument: openingIdentityDocumentBody,
      knowYourCustomer: openingKnowYourCustomerBody,
      nextStep: null,
    });
  });

  it("answers a wrong field with its message next to it, in the request's language, and keeps what was saved", async () => {
    const cookie = await newCustomer();
    await start(cookie);
    await send(cookie, "/api/account-opening/identity", openingIdentityBody);

    const expired = await send(cookie, "/api/account-opening/identity-document", {
      ...openingIdentityDocumentBody,
      documentExpiresOn: "2020-01-31",
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields).toEqual({ documentExpiresOn: written(m.documentExpired) });

    const postcode = await send(
      cookie,
      "/api/account-opening/identity",
      { ...openingIdentityBody, postalCode: "750" },
      "de",
    );
    expect(postcode.statusCode).toBe(400);
    expect(postcode.json().error.fields).toEqual({
      postalCode: written(m.frenchPostalCode, "de"),
    });

    expect((await current(cookie)).json()).toMatchObject({
      identity: openingIdentityBody,
      identityDocument: null,
    });
  });

  it("tells a customer with no opening to start one", async () => {
    const cookie = await newCustomer();
    const answer = await send(cookie, "/api/account-opening/offer", { offer: "plus" });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toMatchObject({
      code: "opening_not_found",
      message: written(message("openingNotFound")),
    });
  });

  it("keeps the answers of a signed opening as they were signed", async () => {
    const cookie = await newCustomer();
    const { opening } = (await start(cookie)).json();
    await send(cookie, "/api/account-opening/offer", { offer: "plus" });
    await testDatabase.database.db
      .updateTable("account_openings")
      .set({ status: "signed" })
      .where("id", "=", opening.id)
      .execute();
    const changed = await send(cookie, "/api/account-opening/offer", { offer: "premium" });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(written(message("openingLocked")));
    expect((await current(cookie)).json()).toMatchObject({ offer: "plus", status: "signed" });
  });

  it("opens one opening when « Ouvrir un compte » is sent 10 times at once, and leads each to it", async () => {
    const cookie = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const response = await fetch(`${origins[index % origins.length]}/api/account-opening`, {
          method: "POST",
          headers: { cookie },
        });
        return {
          status: response.status,
          body: (await response.json()) as { opening: { id: string }; resumed: boolean },
        };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.opening.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !answer.body.resumed)).toHaveLength(1);
    const rows = await testDatabase.database.db
      .selectFrom("account_openings")
      .select("id")
      .where("id", "in", [...ids])
      .execute();
    expect(rows).toHaveLength(1);
  });
});
