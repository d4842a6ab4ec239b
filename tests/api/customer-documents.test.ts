import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../server/services/staff";
import { bankDay } from "../../server/services/applications";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, signInStaff, uniqueEmail } from "../support/fixtures";
import { acceptSubmitted, customerWithApplication } from "../support/applications";
import { scheduleRowsOf } from "../support/pdf-text";
import { startTestApp } from "../support/site";

const staff = { email: "documents@aurore-banque.example", password: "Back-Office-2026" };

describe.each<DatabaseKind>(["pglite", "postgres"])("« Mes documents » on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let staffCookie = "";
  let claire = { cookie: "", id: "" };
  let paul = { cookie: "", id: "" };

  const get = (url: string, cookie: string) =>
    app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const db = () => testDatabase.database.db;
  const documentsOf = async (cookie: string) => {
    const response = await get("/api/applications/documents", cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().applications;
  };
  const deliveriesOf = (id: string) =>
    db()
      .selectFrom("credit_fipen_deliveries")
      .selectAll()
      .where("application_id", "=", id)
      .orderBy("delivered_at")
      .execute();

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind, {}));
    await createStaffAccount(testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(app, staff));
    claire = await customerWithApplication(app, {
      email: uniqueEmail("claire"),
      remoteAddress: "10.71.0.1",
    });
    paul = await customerWithApplication(app, {
      email: uniqueEmail("paul"),
      remoteAddress: "10.71.0.2",
    });
    // Claire reads the FIPEN, is made an offer and signs it; Paul only reads his FIPEN.
    expect((await get(`/api/applications/${claire.id}/fipen.pdf`, claire.cookie)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/applications/${paul.id}/fipen.pdf`, paul.cookie)).statusCode).toBe(200);
    await acceptSubmitted(app, testDatabase.database, claire.id, staffCookie);
  }, 60_000);

  afterAll(() => close());

  it("lists each customer's own documents: the FIPEN given, then the offer and its signature", async () => {
    const [claireFipen] = await deliveriesOf(claire.id);
    const [paulFipen] = await deliveriesOf(paul.id);
    const contract = await db()
      .selectFrom("credit_contracts")
      .select("issued_at")
      .where("application_id", "=", claire.id)
      .executeTakeFirstOrThrow();
    expect(await documentsOf(claire.cookie)).toEqual([
      {
        id: claire.id,
        product: "pretPersonnel",
        amount: 10_000,
        months: 60,
        state: "accepted",
        fipens: [{ id: claireFipen?.id, deliveredAt: claireFipen?.delivered_at.toISOString() }],
        contract: { issuedAt: contract.issued_at.toISOString(), signedAt: null },
      },
    ]);
    expect(await documentsOf(paul.cookie)).toEqual([
      expect.objectContaining({
        id: paul.id,
        state: "documents",
        fipens: [{ id: paulFipen?.id, deliveredAt: paulFipen?.delivered_at.toISOString() }],
        contract: null,
      }),
    ]);

    // An application the bank issued nothing for is not listed.
    const travel = await app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { cookie: paul.cookie },
      payload: {
        product: "pretVoyage",
        amount: 3_000,
        months: 24,
        option: "famille",
        insurance: false,
      },
    });
    expect(travel.statusCode, travel.body).toBe(201);
    expect((await documentsOf(paul.cookie)).map(({ id }: { id: string }) => id)).toEqual([paul.id]);

    const signed = await app.inject({
      method: "POST",
      url: `/api/applications/${claire.id}/signature`,
      headers: { cookie: claire.cookie },
      payload: { method: "password", agreement: true, password: claireSignup.password },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const [listed] = await documentsOf(claire.cookie);
    expect(listed).toMatchObject({
      state: "signed",
      contract: { signedAt: signed.json().signature.signedAt },
    });
  });

  it("serves each listed document as kept, and the schedule the contract's to the cent", async () => {
    const [listed] = await documentsOf(claire.cookie);
    const [delivery] = await deliveriesOf(claire.id);
    const fipen = await get(
      `/api/applications/${claire.id}/fipens/${listed.fipens[0].id}`,
      claire.cookie,
    );
    expect(fipen.statusCode).toBe(200);
    expect(fipen.headers["content-type"]).toBe("application/pdf");
    expect(fipen.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="FIPEN-pretPersonnel-${delivery?.issued_on}\\.pdf"`),
    );
    expect(fipen.rawPayload.equals(Buffer.from(delivery?.pdf ?? []))).toBe(true);

    const contract = await get(`/api/applications/${claire.id}/contract`, claire.cookie);
    const schedule = await get(`/api/applications/${claire.id}/schedule`, claire.cookie);
    expect(schedule.statusCode).toBe(200);
    expect(schedule.headers["content-type"]).toBe("application/pdf");
    expect(schedule.headers["cache-control"]).toBe("no-store");
    const day = bankDay(new Date(listed.contract.issuedAt));
    expect(schedule.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="Tableau-amortissement-pretPersonnel-${day}\\.pdf"`),
    );
    const rows = scheduleRowsOf(schedule.rawPayload);
    expect(rows).toHaveLength(60);
    expect(rows).toEqual(scheduleRowsOf(contract.rawPayload));
    // Drawn again from the frozen figures and the moment of issue: the same bytes each time.
    const again = await get(`/api/applications/${claire.id}/schedule`, claire.cookie);
    expect(again.rawPayload.equals(schedule.rawPayload)).toBe(true);
  });

  it("gives no one another customer's documents", async () => {
    const [claireFipen] = await deliveriesOf(claire.id);
    const [paulFipen] = await deliveriesOf(paul.id);
    const code = async (url: string, cookie: string) => {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(404);
      return response.json().error.code;
    };
    // Paul asks for Claire's, by her application.
    expect(
      await code(`/api/applications/${claire.id}/fipens/${claireFipen?.id}`, paul.cookie),
    ).toBe("application_not_found");
    expect(await code(`/api/applications/${claire.id}/schedule`, paul.cookie)).toBe(
      "application_not_found",
    );
    // Claire asks for Paul's sheet under her own application, or for a sheet that is no id.
    expect(
      await code(`/api/applications/${claire.id}/fipens/${paulFipen?.id}`, claire.cookie),
    ).toBe("fipen_not_found");
    expect(await code(`/api/applications/${claire.id}/fipens/pas-un-uuid`, claire.cookie)).toBe(
      "fipen_not_found",
    );
    expect(await code(`/api/applications/pas-un-uuid/schedule`, claire.cookie)).toBe(
      "application_not_found",
    );
    // Paul's offer is not issued: no schedule yet.
    expect(await code(`/api/applications/${paul.id}/schedule`, paul.cookie)).toBe(
      "contract_not_issued",
    );
    // Visitors and staff have no « Mes documents ».
    expect((await get("/api/applications/documents", "")).statusCode).toBe(401);
    expect((await get("/api/applications/documents", staffCookie)).statusCode).toBe(403);
    expect((await get(`/api/applications/${claire.id}/schedule`, staffCookie)).statusCode).toBe(
      403,
    );
  });
});
