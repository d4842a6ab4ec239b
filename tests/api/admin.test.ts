import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffAccount } from "../../server/services/staff";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { startTestApp } from "../support/site";

const customer = claireSignup;
const staff = { email: "conseillere@aurore-banque.example", password: "Back-Office-2026" };

describe.each<DatabaseKind>(["pglite", "postgres"])("back office API on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let staffCookie = "";
  let customerCookie = "";
  const ids: Record<string, string> = {};

  /** A lead as the public form stores it, sent at a chosen instant. */
  async function lead(kind: string, fields: Record<string, string>, createdAt: string) {
    const { id } = await testDatabase.database.db
      .insertInto("leads")
      .values({
        kind,
        contact_name:
          [fields.firstName, fields.lastName].filter(Boolean).join(" ") || fields.name || "",
        email: fields.email ?? null,
        fields: JSON.stringify(fields),
        page: `/${kind}`,
        simulation:
          kind === "pretPersonnel" ? JSON.stringify({ montant: 15_000, duree: 48 }) : null,
        created_at: new Date(createdAt),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  const get = (url: string, cookie = staffCookie) =>
    app.inject({ url, headers: cookie ? { cookie } : {} });
  const changeStatus = (id: string, status: unknown, cookie = staffCookie) =>
    app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${id}/status`,
      payload: { status },
      headers: cookie ? { cookie } : {},
    });

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind));
    await createStaffAccount(testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(app, staff));
    customerCookie = cookiesOf(
      await app.inject({ method: "POST", url: "/api/auth/signup", payload: customer }),
    );
    // Paris is UTC+1 in winter and UTC+2 in summer: the first lead is on 12 March in Paris.
    ids.lea = await lead(
      "pretPersonnel",
      {
        firstName: "Léa",
        lastName: "Bernard",
        email: "lea.bernard@example.fr",
        phone: "+33611223344",
        monthlyIncome: "2800",
        description: 'Cuisine; "équipée"\net salle de bains',
      },
      "2025-03-11T23:30:00Z",
    );
    ids.paul = await lead(
      "international",
      {
        companyName: "Atelier Lumen",
        name: "Paul Morel",
        phone: "+32470123456",
        targetZone: "europe",
      },
      "2025-03-12T10:00:00Z",
    );
    ids.marc = await lead(
      "pretAuto",
      {
        firstName: "Marc",
        lastName: "Durand_100%",
        email: "marc@example.fr",
        phone: "+33700000000",
        vehicleType: "neuf",
      },
      "2025-03-13T09:00:00Z",
    );
    ids.ines = await lead(
      "pretPersonnel",
      {
        firstName: "Inès",
        lastName: "Petit",
        email: "INES@exemple.fr",
        phone: "+33611223355",
        monthlyIncome: "1900",
      },
      "2025-07-01T08:00:00Z",
    );
  }, 60_000);

  afterAll(() => close());

  it("serves its data to staff only: 401 to visitors, 403 in French to customers", async () => {
    const routes = [
      { method: "GET", url: "/api/admin/leads" },
      { method: "GET", url: "/api/admin/leads.csv" },
      { method: "GET", url: `/api/admin/leads/${ids.lea}` },
      {
        method: "PATCH",
        url: `/api/admin/leads/${ids.lea}/status`,
        payload: { status: "nouveau" },
      },
      { method: "GET", url: "/api/admin/newsletter" },
    ] as const;
    for (const route of routes) {
      const as = (cookie: string) => app.inject({ ...route, headers: cookie ? { cookie } : {} });
      const visitor = await as("");
      expect(visitor.statusCode, route.url).toBe(401);
      const client = await as(customerCookie);
      expect(client.statusCode, route.url).toBe(403);
      expect(client.json().error.message).toBe(
        "Cet espace est réservé au personnel d'Aurore Banque.",
      );
      expect(client.body).not.toMatch(/Bernard/);
    }
    for (const url of ["/api/admin/leads", "/api/admin/leads.csv", "/api/admin/newsletter"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("refuses every route to a staff session that has not proved a second factor", async () => {
    const other = { email: "accueil@aurore-banque.example", password: "Guichet-Principal-2026" };
    await createStaffAccount(testDatabase.database, other);
    const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: other });
    expect(login.json().customer).toMatchObject({ role: "admin", secondFactor: false });
    const passwordOnly = cookiesOf(login);
    for (const url of [
      "/api/admin/leads",
      "/api/admin/leads.csv",
      `/api/admin/leads/${ids.lea}`,
      "/api/admin/newsletter",
    ]) {
      const response = await get(url, passwordOnly);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error).toMatchObject({
        code: "second_factor_required",
        message:
          "Activez la double authentification de votre compte pour accéder aux données du back office.",
      });
      expect(response.body).not.toMatch(/Bernard/);
    }
    const change = await changeStatus(ids.lea ?? "", "en_cours", passwordOnly);
    expect(change.statusCode).toBe(403);

    // Enrolling a second factor in this session opens the back office to it.
    const { cookie, authenticator } = await signInStaff(app, other);
    expect((await get("/api/admin/leads", cookie)).statusCode).toBe(200);
    const session = await app.inject({ url: "/api/auth/session", headers: { cookie } });
    expect(session.json().customer).toMatchObject({ secondFactor: true });
    // From then on the password alone leads to the second step, then to the data.
    const again = await signInStaff(app, other, authenticator);
    expect((await get("/api/admin/leads", again.cookie)).statusCode).toBe(200);
  });

  it("lists requests newest first, with everything each form sent", async () => {
    const response = await get("/api/admin/leads");
    const body = response.json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(body.leads.map((item: { id: string }) => item.id)).toEqual([
      ids.ines,
      ids.marc,
      ids.paul,
      ids.lea,
    ]);
    expect(body.leads[3]).toMatchObject({
      kind: "pretPersonnel",
      status: "nouveau",
      contactName: "Léa Bernard",
      email: "lea.bernard@example.fr",
      page: "/pretPersonnel",
      simulation: { montant: 15_000, duree: 48 },
      fields: { monthlyIncome: "2800" },
      createdAt: "2025-03-11T23:30:00.000Z",
    });
  });

  it("filters by kind, status and days of the Paris calendar", async () => {
    const idsOf = async (query: string) =>
      (await get(`/api/admin/leads?${query}`)).json().leads.map((item: { id: string }) => item.id);
    expect(await idsOf("kind=pretPersonnel")).toEqual([ids.ines, ids.lea]);
    expect(await idsOf("from=2025-03-12&to=2025-03-12")).toEqual([ids.paul, ids.lea]);
    expect(await idsOf("from=2025-03-13")).toEqual([ids.ines, ids.marc]);
    expect(await idsOf("to=2025-03-11")).toEqual([]);
    expect(await idsOf("kind=pretPersonnel&from=2025-03-12&to=2025-03-31")).toEqual([ids.lea]);
    expect(await idsOf("status=nouveau&kind=")).toHaveLength(4);
    expect(await idsOf("status=traite")).toEqual([]);
  });

  it("searches names and e-mail addresses whatever their case, wildcards taken literally", async () => {
    const idsOf = async (q: string) =>
      (await get(`/api/admin/leads?q=${encodeURIComponent(q)}`))
        .json()
        .leads.map((item: { id: string }) => item.id);
    expect(await idsOf("bernard")).toEqual([ids.lea]);
    expect(await idsOf("ines@EXEMPLE")).toEqual([ids.ines]);
    expect(await idsOf("paul mor")).toEqual([ids.paul]);
    expect(await idsOf("100%")).toEqual([ids.marc]);
    expect(await idsOf("_")).toEqual([ids.marc]);
    expect(await idsOf("%")).toEqual([ids.marc]);
  });

  it("pages the list and counts every match", async () => {
    const first = (await get("/api/admin/leads?pageSize=3")).json();
    const second = (await get("/api/admin/leads?pageSize=3&page=2")).json();
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.leads).toHaveLength(3);
    expect(second.leads.map((item: { id: string }) => item.id)).toEqual([ids.lea]);
    const beyond = (await get("/api/admin/leads?page=9")).json();
    expect(beyond).toMatchObject({ total: 4, page: 9, leads: [] });
  });

  it("answers bad parameters with a French 400, never a 5xx", async () => {
    const cases: [string, string, string][] = [
      ["kind=inconnu", "kind", "Ce type de demande n'existe pas"],
      ["status=archive", "status", "Ce statut n'existe pas"],
      ["from=2025-02-30", "from", "Indiquez une date valide (AAAA-MM-JJ)"],
      ["from=12/03/2025", "from", "Indiquez une date valide (AAAA-MM-JJ)"],
      [
        "from=2025-03-13&to=2025-03-12",
        "to",
        "La date de fin doit être postérieure à la date de début",
      ],
      ["q=" + "x".repeat(101), "q", "La recherche doit contenir au plus 100 caractères"],
      ["page=0", "page", "Le numéro de page est invalide"],
      ["page=abc", "page", "Le numéro de page est invalide"],
      ["page=1.5", "page", "Le numéro de page est invalide"],
      ["pageSize=500", "pageSize", "Le nombre de lignes par page doit être compris entre 1 et 100"],
      ["kind=pretAuto&kind=expert", "kind", "Ce type de demande n'existe pas"],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ["/api/admin/leads", "/api/admin/leads.csv"]) {
        if (path.endsWith(".csv") && field.startsWith("page")) continue;
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().error.fields[field]).toBe(message);
      }
    }
    const notAnId = await get("/api/admin/leads/pas-un-identifiant");
    expect(notAnId.statusCode).toBe(404);
    expect(notAnId.json().error.message).toBe("Cette demande n'existe pas.");
    const unknown = await get("/api/admin/leads/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(
      (await changeStatus("00000000-0000-4000-8000-000000000000", "en_cours")).statusCode,
    ).toBe(404);
    const badStatus = await changeStatus(ids.paul as string, "fini");
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.fields.status).toBe("Ce statut n'existe pas");
    expect((await get("/api/admin/newsletter?page=-1")).statusCode).toBe(400);
  });

  it("follows Nouveau → En cours → Traité, refuses any other move and records who and when", async () => {
    const id = ids.marc as string;
    const skip = await changeStatus(id, "traite");
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe(
      "Une demande « Nouveau » ne peut pas passer à « Traité ».",
    );
    const before = Date.now();
    const taken = await changeStatus(id, "en_cours");
    expect(taken.statusCode).toBe(200);
    expect(taken.json().lead.status).toBe("en_cours");
    expect((await changeStatus(id, "traite")).statusCode).toBe(200);
    const reopen = await changeStatus(id, "en_cours");
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.message).toBe(
      "Une demande « Traité » ne peut pas passer à « En cours ».",
    );
    expect((await changeStatus(id, "rejete")).statusCode).toBe(409);

    const { lead, history } = (await get(`/api/admin/leads/${id}`)).json();
    expect(lead.status).toBe("traite");
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: "nouveau",
        toStatus: "en_cours",
        changedBy: staff.email,
      }),
      expect.objectContaining({
        fromStatus: "en_cours",
        toStatus: "traite",
        changedBy: staff.email,
      }),
    ]);
    for (const change of history) {
      expect(Date.parse(change.changedAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    const rejected = ids.paul as string;
    await changeStatus(rejected, "en_cours");
    expect((await changeStatus(rejected, "rejete")).json().lead.status).toBe("rejete");
    const byStatus = (await get("/api/admin/leads?status=traite")).json();
    expect(byStatus.leads.map((item: { id: string }) => item.id)).toEqual([id]);
  });

  it("refuses a status change sent from another site", async () => {
    const response = await app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${ids.ines}/status`,
      payload: { status: "en_cours" },
      headers: { cookie: staffCookie, origin: "https://attaquant.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await get(`/api/admin/leads/${ids.ines}`)).json().lead.status).toBe("nouveau");
  });

  it("exports the filtered list as CSV for French spreadsheets", async () => {
    const response = await get("/api/admin/leads.csv?kind=pretPersonnel&q=bernard");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="demandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = response.rawPayload.toString("utf8");
    expect(body.startsWith("\uFEFF")).toBe(true);
    const lines = body.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Référence;Reçue le;Formulaire;Statut;Nom;Entreprise;Email;Téléphone;Page d'origine;Montant simulé (€);Durée simulée (mois);Détails",
    );
    expect(lines[1]).toBe(
      `${ids.lea};12/03/2025 00:30;Demande de prêt personnel;Nouveau;Léa Bernard;;lea.bernard@example.fr;06 11 22 33 44;/pretPersonnel;15000;48;"Revenus nets mensuels (€) : 2800\nDescription du projet : Cuisine; ""équipée""\net salle de bains"`,
    );
    expect(lines.slice(2)).toEqual([""]);
    const all = (await get("/api/admin/leads.csv")).rawPayload.toString("utf8");
    expect(all.trimEnd().split("\r\n")).toHaveLength(5);
    expect(all).toContain("Atelier Lumen;;'+32 470 12 34 56;/international");
  });

  it("lists newsletter subscribers newest first, with those who left", async () => {
    for (const email of ["premier@example.fr", "second@example.fr"]) {
      await app.inject({ method: "POST", url: "/api/newsletter", payload: { email } });
      // A public subscription counts once its address opens the link mailed to it (double opt-in).
      const mail = await testDatabase.database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("recipient", "=", email)
        .executeTakeFirstOrThrow();
      const token = /\/confirmationNewsletter#([\w-]+)/.exec(mail.text_body)?.[1];
      await app.inject({ method: "POST", url: "/api/newsletter/confirmation", payload: { token } });
    }
    await testDatabase.database.db
      .updateTable("newsletter_subscribers")
      .set({ unsubscribed_at: new Date() })
      .where("email", "=", "premier@example.fr")
      .execute();
    const body = (await get("/api/admin/newsletter")).json();
    expect(body).toMatchObject({ total: 2, page: 1 });
    expect(body.subscribers.map((item: { email: string }) => item.email)).toEqual([
      "second@example.fr",
      "premier@example.fr",
    ]);
    expect(body.subscribers[0].unsubscribedAt).toBeNull();
    expect(body.subscribers[1].unsubscribedAt).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });
});
