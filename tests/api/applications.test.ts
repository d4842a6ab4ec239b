import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loanRequestMessages } from "@domain/credit/offers";
import { priceLoan } from "@domain/credit/pricing";
import { loanAmounts } from "@domain/credit/products";
import { createStaffAccount } from "../../server/services/staff";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import {
  comfortableSituation,
  personalLoanRequest,
  forgetApplications,
} from "../support/applications";
import { startTestApp } from "../support/site";
import { plainSpaces } from "../support/text";
import { written } from "../support/messages";

const staff = { email: "credit@aurore-banque.example", password: "Back-Office-2026" };

const simulation = personalLoanRequest;

const situation = comfortableSituation;

// fr-FR puts narrow no-break spaces in numbers and a no-break space before € and %.
describe.each<DatabaseKind>(["pglite", "postgres"])("loan applications API on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let claire = "";
  let other = "";
  let staffCookie = "";

  const send = (method: "GET" | "POST", url: string, cookie: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined && { payload: payload as object }),
    });
  const apply = (cookie = claire, body: unknown = simulation) =>
    send("POST", "/api/applications", cookie, body);
  const events = (applicationId: string) =>
    testDatabase.database.db
      .selectFrom("credit_application_events")
      .selectAll()
      .where("application_id", "=", applicationId)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind));
    claire = cookiesOf(
      await app.inject({ method: "POST", url: "/api/auth/signup", payload: claireSignup }),
    );
    other = cookiesOf(
      await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { ...claireSignup, email: "paul.durand@example.fr", firstName: "Paul" },
      }),
    );
    await createStaffAccount(testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(app, staff));
  }, 60_000);

  afterAll(() => close());

  // Each test starts applications of the same loan for the same customer: one open at a time.
  beforeEach(() => forgetApplications(testDatabase.database));

  it("creates an application priced by the server, as the simulator prices it", async () => {
    const response = await apply();
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const pricing = priceLoan(simulation);
    if (!pricing.ok) throw new Error("The simulation must be priced");
    const { annualRate, summary, insurance, monthlyCommitment } = pricing.price;
    const application = response.json();
    expect(application).toEqual({
      id: expect.any(String),
      ...simulation,
      annualRate,
      monthlyPayment: summary.monthlyPayment,
      taeg: summary.taeg,
      totalDue: summary.totalDue,
      insuranceMonthly: insurance.monthlyPremium,
      insuranceTotal: insurance.totalCost,
      taea: insurance.taea,
      monthlyCommitment,
      state: "informations",
      situation: null,
      answer: null,
      documents: [],
      requestedDocuments: [],
      submittedAt: null,
      decision: null,
      offerValidUntil: null,
      signature: null,
      withdrawnAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(application.monthlyPayment).toBe(183.71);
    expect(await events(application.id)).toMatchObject([
      { event: "created", detail: { amount: 10_000, months: 60 } },
    ]);

    const listed = await send("GET", "/api/applications", claire);
    expect(listed.json().applications).toEqual([application]);
    const one = await send("GET", `/api/applications/${application.id}`, claire);
    expect(one.json()).toEqual(application);
  });

  it("prices the insurance into the monthly commitment when it is chosen", async () => {
    const insured = {
      ...simulation,
      product: "pretAuto",
      option: "occasion",
      insurance: true,
    } as const;
    const response = await apply(claire, insured);
    expect(response.statusCode).toBe(201);
    const pricing = priceLoan(insured);
    if (!pricing.ok) throw new Error("The simulation must be priced");
    expect(response.json()).toMatchObject({
      annualRate: 0.042,
      monthlyPayment: pricing.price.summary.monthlyPayment,
      insuranceMonthly: pricing.price.insurance.monthlyPremium,
      monthlyCommitment: pricing.price.insurance.monthlyPaymentWithInsurance,
    });
  });

  it("ignores a rate or figures sent by the browser", async () => {
    const response = await apply(claire, {
      ...simulation,
      annualRate: 0.001,
      taeg: 0.001,
      monthlyPayment: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      annualRate: 0.039,
      monthlyPayment: 183.71,
      taeg: expect.closeTo(0.0397, 4),
    });
  });

  it("refuses what the product does not offer with the simulator's French messages", async () => {
    const before = await testDatabase.database.db
      .selectFrom("credit_applications")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    const response = await apply(claire, { ...simulation, amount: 80_000, months: 61 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      amount: written(loanRequestMessages.amount(loanAmounts.pretPersonnel)),
      months: written(loanRequestMessages.months([12, 24, 36, 48, 60, 72, 84])),
    });
    expect(plainSpaces(response.json().error.fields.amount)).toBe(
      "Le montant simulé doit être compris entre 1 000 € et 75 000 € : modifiez votre simulation",
    );
    const wrongOption = await apply(claire, { ...simulation, option: "neuf" });
    expect(wrongOption.json().error.fields).toEqual({
      option: written(loanRequestMessages.option),
    });
    const after = await testDatabase.database.db
      .selectFrom("credit_applications")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it("refuses a simulation in the request's language, figures written as that language writes them", async () => {
    const outOfOffer = { ...simulation, amount: 80_000, option: "neuf" };
    const spanish = await app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { cookie: claire, "accept-language": "es" },
      payload: outOfOffer,
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().error.fields).toEqual({
      amount:
        "El importe simulado debe estar comprendido entre 1000\u00a0€ y 75.000\u00a0€: modifique su simulación",
      option: "Esta opción no está disponible para este préstamo: modifique su simulación",
    });
    const french = await apply(claire, outOfOffer);
    expect(french.json().error.fields).toEqual({
      amount: written(loanRequestMessages.amount(loanAmounts.pretPersonnel)),
      option: written(loanRequestMessages.option),
    });
  });

  it.each([
    ["favorable", situation, "Votre taux d'endettement serait de 6,1 %", false],
    [
      "a_etudier",
      { ...situation, otherCreditPayments: 836.29 },
      "Votre taux d'endettement serait de 34,0 %",
      false,
    ],
    [
      "defavorable",
      { ...situation, netMonthlyIncome: 1_500, otherCreditPayments: 400 },
      "Votre taux d'endettement serait de 38,9 %",
      true,
    ],
  ] as const)(
    "stores the situation and answers %s with its reasons",
    async (outcome, given, ratioText, suggests) => {
      const { id } = (await apply()).json();
      const response = await send("POST", `/api/applications/${id}/situation`, claire, given);
      expect(response.statusCode).toBe(200);
      const application = response.json();
      expect(application.state).toBe("documents");
      expect(application.situation).toEqual(given);
      expect(application.answer).toMatchObject({
        outcome,
        thresholdsSince: expect.any(String),
        answeredAt: expect.any(String),
      });
      expect(plainSpaces(application.answer.notice)).toMatch(
        /ne constitue pas une offre de crédit/,
      );
      const texts = application.answer.reasons.map((reason: { text: string }) =>
        plainSpaces(reason.text),
      );
      expect(texts).toContainEqual(expect.stringContaining(ratioText));
      expect(application.answer.reasons[0].verdict).toBe(outcome);
      expect(application.answer.suggestions.length > 0).toBe(suggests);
      expect((await send("GET", `/api/applications/${id}`, claire)).json()).toEqual(application);
      expect(await events(id)).toMatchObject([
        { event: "created" },
        { event: "situation_saved", detail: { outcome } },
      ]);
    },
  );

  it("refuses an invalid situation field by field, in French, and keeps none of it", async () => {
    const { id } = (await apply()).json();
    const response = await send("POST", `/api/applications/${id}/situation`, claire, {
      ...situation,
      netMonthlyIncome: 0,
      housing: "locataire",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      netMonthlyIncome: "Vos revenus nets mensuels doivent être supérieurs à 0 €",
      housingCost: "Indiquez votre loyer mensuel",
    });
    expect((await send("GET", `/api/applications/${id}`, claire)).json()).toMatchObject({
      situation: null,
      answer: null,
      state: "informations",
    });
  });

  it("gives the FIPEN as a PDF attachment, to the owner only", async () => {
    const { id } = (await apply()).json();
    const response = await send("GET", `/api/applications/${id}/fipen.pdf`, claire);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="FIPEN-pretPersonnel-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await events(id)).toMatchObject([{ event: "created" }, { event: "fipen_downloaded" }]);

    const stranger = await send("GET", `/api/applications/${id}/fipen.pdf`, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("answers another customer's application as an unknown one", async () => {
    const { id } = (await apply()).json();
    const unknown = await send("GET", `/api/applications/${crypto.randomUUID()}`, other);
    const stranger = await send("GET", `/api/applications/${id}`, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(unknown.json());
    expect(stranger.json().error.message).toBe("Cette demande de prêt n'existe pas.");
    expect((await send("GET", "/api/applications/not-a-uuid", other)).statusCode).toBe(404);
    expect((await send("GET", "/api/applications", other)).json()).toEqual({ applications: [] });

    const situationAttempt = await send(
      "POST",
      `/api/applications/${id}/situation`,
      other,
      situation,
    );
    expect(situationAttempt.statusCode).toBe(404);
    expect((await send("GET", `/api/applications/${id}`, claire)).json().situation).toBeNull();
  });

  it("refuses visitors and staff", async () => {
    const { id } = (await apply()).json();
    for (const [method, url, body] of [
      ["POST", "/api/applications", simulation],
      ["GET", "/api/applications", undefined],
      ["GET", `/api/applications/${id}`, undefined],
      ["POST", `/api/applications/${id}/situation`, situation],
      ["GET", `/api/applications/${id}/fipen.pdf`, undefined],
    ] as const) {
      const visitor = await send(method, url, "", body);
      expect(visitor.statusCode, url).toBe(401);
      const member = await send(method, url, staffCookie, body);
      expect(member.statusCode, url).toBe(403);
      expect(member.json().error.message).toBe("Cette page est réservée aux clients.");
    }
    expect(await events(id)).toHaveLength(1);
  });
});
