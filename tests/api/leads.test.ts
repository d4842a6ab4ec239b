import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "@domain/i18n/message";
import { personalLoanLead } from "../support/fixtures";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { written } from "../support/messages";
import { startTestApp } from "../support/site";
import { plainSpaces } from "../support/text";

const personalLoan = { ...personalLoanLead, simulation: { montant: 15_000, duree: 48 } };

describe.each<DatabaseKind>(["pglite", "postgres"])("leads API on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let clientNumber = 0;
  // Each test poses as its own client address, so the per-address limit only bites where tested.
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    clientNumber += 1;
    return app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: { "x-forwarded-for": `192.0.2.${clientNumber}`, ...headers },
    });
  };

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind, { trustProxy: true }));
  }, 60_000);

  afterAll(() => close());

  const leads = () =>
    testDatabase.database.db.selectFrom("leads").selectAll().orderBy("created_at").execute();

  it("stores a valid request with its page, its simulation and the time", async () => {
    const response = await post("/api/leads/pretPersonnel", personalLoan);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/bien été envoyée/);
    const [lead] = await leads();
    expect(lead).toMatchObject({
      kind: "pretPersonnel",
      status: "nouveau",
      contact_name: "Léa Bernard",
      email: "lea.bernard@example.fr",
      page: "/pretPersonnel",
      simulation: { montant: 15_000, duree: 48 },
    });
    expect(lead?.fields).toMatchObject({ phone: "+33611223344", monthlyIncome: "2800" });
    expect(lead?.created_at).toBeInstanceOf(Date);
  });

  it("answers each invalid field with a French message and stores nothing", async () => {
    const before = (await leads()).length;
    const response = await post("/api/leads/pretPersonnel", {
      ...personalLoan,
      firstName: " ",
      email: "lea@",
      phone: "12",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      firstName: "Veuillez renseigner ce champ",
      email: "L'adresse email est invalide",
      phone: "Le numéro de téléphone est invalide",
    });
    expect((await leads()).length).toBe(before);
  });

  it("takes a works loan up to 100 000 € and refuses a simulation outside what the product lends", async () => {
    const works = {
      ...personalLoan,
      worksType: "energyRenovation",
      monthlyIncome: undefined,
      page: "/pretTravaux",
    };
    const accepted = await post("/api/leads/pretTravaux", {
      ...works,
      simulation: { montant: 100_000, duree: 120 },
    });
    expect(accepted.statusCode).toBe(201);
    const before = (await leads()).length;
    for (const montant of [4_999, 100_001]) {
      const refused = await post("/api/leads/pretTravaux", {
        ...works,
        simulation: { montant, duree: 120 },
      });
      expect(refused.statusCode).toBe(400);
      const message =
        "Le montant simulé doit être compris entre 5 000 € et 100 000 € : modifiez votre simulation";
      expect(plainSpaces(refused.json().error.message)).toBe(message);
      expect(plainSpaces(refused.json().error.fields.simulation)).toBe(message);
    }
    expect(await leads()).toHaveLength(before);
  });

  it("checks enumerations against the form's options", async () => {
    const response = await post("/api/leads/international", {
      companyName: "Atelier Lumen",
      name: "Paul Morel",
      phone: "+32 470 12 34 56",
      targetZone: "lune",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ targetZone: "Veuillez choisir une option" });
  });

  it("refuses an unknown kind of form", async () => {
    const response = await post("/api/leads/inconnu", personalLoan);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(written(message("unknownForm")));
  });

  it("drops a bot that fills the hidden field, with the usual answer", async () => {
    const before = (await leads()).length;
    const response = await post("/api/leads/pretPersonnel", {
      ...personalLoan,
      website: "https://spam.example",
    });
    expect(response.statusCode).toBe(201);
    expect((await leads()).length).toBe(before);
  });

  it("refuses a request sent from another site", async () => {
    const response = await post("/api/leads/pretPersonnel", personalLoan, {
      origin: "https://attaquant.example",
    });
    expect(response.statusCode).toBe(403);
  });

  it("limits the requests of one address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/leads/pretPersonnel",
        payload: personalLoan,
        headers: { "x-forwarded-for": "198.51.100.77" },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json().error.message).toMatch(/^Trop de demandes envoyées/);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("subscribes to the newsletter once, however often asked, and unsubscribes by link", async () => {
    const first = await post("/api/newsletter", { email: "Lecteur@example.fr" });
    const again = await post("/api/newsletter", { email: "lecteur@EXAMPLE.fr" });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const subscribers = await testDatabase.database.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .execute();
    expect(subscribers).toHaveLength(1);
    const link = await app.inject({
      url: `/api/newsletter/desinscription?token=${subscribers[0]?.unsubscribe_token}`,
    });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe("/desinscription?statut=ok");
    const [after] = await testDatabase.database.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .execute();
    expect(after?.unsubscribed_at).toBeInstanceOf(Date);
    const forged = await app.inject({ url: "/api/newsletter/desinscription?token=faux" });
    expect(forged.headers.location).toBe("/desinscription?statut=invalide");
    for (const mangled of ["%00abc", "abc%20def", "x".repeat(101)]) {
      const response = await app.inject({
        url: `/api/newsletter/desinscription?token=${mangled}`,
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/desinscription?statut=invalide");
    }
    const invalid = await post("/api/newsletter", { email: "pas-une-adresse" });
    expect(invalid.json().error.fields).toEqual({ email: "L'adresse email est invalide" });
  });
});
