import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerValidUntil } from "@domain/credit/workflow";
import type { CreditSituationInput } from "@domain/forms/creditSituation";
import { bankDay } from "../../server/services/applications";
import { createStaffAccount } from "../../server/services/staff";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import { clearChecks, comfortableSituation, recordAcceptanceChecks } from "../support/applications";
import { startTestApp } from "../support/site";
import { plainSpaces } from "../support/text";

const staff = { email: "credit@aurore-banque.example", password: "Back-Office-2026" };
const publicUrl = "https://banque.example";

const situation = comfortableSituation;

/** Too little income for the loan: the indicative answer is unfavourable. */
const tightSituation = { ...situation, netMonthlyIncome: 1_500, otherCreditPayments: 400 };

const wrongState = "Cette décision n'est pas possible dans l'état actuel de la demande.";

// fr-FR puts narrow no-break spaces in numbers and a no-break space before € and %.
describe.each<DatabaseKind>(["pglite", "postgres"])(
  "loan applications back office on %s",
  (kind) => {
    let app: FastifyInstance;
    let testDatabase: TestDatabase;
    let close: () => Promise<void>;
    let claire = "";
    let paul = "";
    let staffCookie = "";
    let staffId = "";
    const ids = { personal: "", car: "", travel: "" };

    const send = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
      app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
    const db = () => testDatabase.database.db;

    /** An application of the customer's, with its situation, created at a chosen instant. */
    async function application(
      cookie: string,
      loan: { product: string; option: string; amount: number; months: number },
      given: CreditSituationInput | undefined,
      createdAt: string,
    ): Promise<string> {
      const created = await send("POST", "/api/applications", cookie, {
        ...loan,
        insurance: false,
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json();
      if (given) {
        const saved = await send("POST", `/api/applications/${id}/situation`, cookie, given);
        expect(saved.statusCode, saved.body).toBe(200);
      }
      await db()
        .updateTable("credit_applications")
        .set({ created_at: new Date(createdAt) })
        .where("id", "=", id)
        .execute();
      return id;
    }

    /** The customer sent the complete file (the documents' own tests cover how). */
    const submit = (id: string) =>
      db()
        .updateTable("credit_applications")
        .set({ state: "submitted", submitted_at: new Date(), updated_at: new Date() })
        .where("id", "=", id)
        .execute();

    const mailsTo = (recipient: string, subject: string) =>
      db()
        .selectFrom("mail_outbox")
        .select(["recipient", "subject", "text_body"])
        .where("recipient", "=", recipient)
        .where("subject", "=", subject)
        .execute();

    beforeAll(async () => {
      ({ app, testDatabase, close } = await startTestApp(kind, { publicUrl }));
      claire = cookiesOf(
        await app.inject({ method: "POST", url: "/api/auth/signup", payload: claireSignup }),
      );
      paul = cookiesOf(
        await app.inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: {
            ...claireSignup,
            email: "paul.durand@example.fr",
            firstName: "Paul",
            lastName: "Durand",
          },
        }),
      );
      await createStaffAccount(testDatabase.database, staff);
      ({ cookie: staffCookie } = await signInStaff(app, staff));
      ({ id: staffId } = await db()
        .selectFrom("customers")
        .select("id")
        .where("email", "=", staff.email)
        .executeTakeFirstOrThrow());
      ids.personal = await application(
        claire,
        { product: "pretPersonnel", option: "equipement", amount: 10_000, months: 60 },
        situation,
        "2026-01-10T09:00:00Z",
      );
      ids.car = await application(
        paul,
        { product: "pretAuto", option: "occasion", amount: 20_000, months: 60 },
        tightSituation,
        "2026-02-10T09:00:00Z",
      );
      ids.travel = await application(
        claire,
        { product: "pretVoyage", option: "famille", amount: 3_000, months: 24 },
        undefined,
        "2026-03-10T09:00:00Z",
      );
      await submit(ids.personal);
      await submit(ids.car);
    }, 60_000);

    afterAll(() => close());

    it("mails the customer that the application is received, with the answer kept indicative", async () => {
      const [mail, ...more] = await mailsTo(
        claireSignup.email,
        "Votre demande de prêt est bien reçue",
      );
      expect(more).toEqual([]);
      expect(mail?.text_body).toContain("Notre réponse de principe est : Favorable.");
      expect(mail?.text_body).toContain("Elle est indicative");
      expect(mail?.text_body).toContain(`${publicUrl}/demandePret?id=${ids.personal}`);
      expect(mail?.text_body).toContain("Prochaine étape : envoyez vos justificatifs");
      const [paulMail] = await mailsTo(
        "paul.durand@example.fr",
        "Votre demande de prêt est bien reçue",
      );
      expect(paulMail?.text_body).toContain("Notre réponse de principe est : Défavorable.");
      // An unfavourable answer asks for no documents: the mail says what the application shows.
      expect(paulMail?.text_body).not.toContain("justificatifs");
      expect(paulMail?.text_body).toContain("ne peut pas recevoir de réponse favorable");
    });

    it("lists the applications newest first with who applied, filtered and paged", async () => {
      const list = async (query = "") => {
        const response = await send("GET", `/api/admin/applications${query}`, staffCookie);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-store");
        return response.json();
      };
      const all = await list();
      expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(all.applications.map((row: { id: string }) => row.id)).toEqual([
        ids.travel,
        ids.car,
        ids.personal,
      ]);
      expect(all.applications[1]).toEqual({
        id: ids.car,
        applicantName: "Paul Durand",
        email: "paul.durand@example.fr",
        product: "pretAuto",
        amount: 20_000,
        months: 60,
        state: "submitted",
        outcome: "defavorable",
        createdAt: "2026-02-10T09:00:00.000Z",
        updatedAt: expect.any(String),
      });
      const idsOf = async (query: string) =>
        (await list(query)).applications.map((row: { id: string }) => row.id);
      expect(await idsOf("?product=pretPersonnel")).toEqual([ids.personal]);
      expect(await idsOf("?state=submitted")).toEqual([ids.car, ids.personal]);
      expect(await idsOf("?outcome=favorable")).toEqual([ids.personal]);
      expect(await idsOf("?state=informations&product=")).toEqual([ids.travel]);
      expect(await idsOf("?state=submitted&outcome=defavorable&product=pretVoyage")).toEqual([]);
      const second = await list("?pageSize=2&page=2");
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(second.applications.map((row: { id: string }) => row.id)).toEqual([ids.personal]);

      const wrong = await send("GET", "/api/admin/applications?state=perdu", staffCookie);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ state: "Cet état n'existe pas" });
    });

    it("exports the same filters as a CSV file for French spreadsheets", async () => {
      const response = await send(
        "GET",
        "/api/admin/applications.csv?state=submitted",
        staffCookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="demandes-pret-${bankDay(new Date())}.csv"`,
      );
      expect(response.body.startsWith("\uFEFF")).toBe(true);
      const lines = response.body.slice(1).split("\r\n");
      expect(lines.at(-1)).toBe("");
      expect(lines).toHaveLength(4);
      expect(lines[0]).toBe(
        "Référence;Date de la demande;Client;Email;Produit;Montant (€);Durée (mois);Mensualité (€);TAEG (%);Réponse de principe;État;FICP consulté le;Référence FICP;Résultat FICP;Solvabilité;Justification de la solvabilité;Vérifications enregistrées le;Vérifications enregistrées par",
      );
      const noChecks = ["", "", "", "", "", "", ""];
      expect(lines[1]?.split(";")).toEqual([
        ids.car,
        "10/02/2026 10:00",
        "Paul Durand",
        "paul.durand@example.fr",
        "Prêt auto",
        "20000",
        "60",
        expect.stringMatching(/^\d+,\d{2}$/),
        expect.stringMatching(/^\d,\d{2}$/),
        "Défavorable",
        "En cours d'étude",
        ...noChecks,
      ]);
      expect(lines[2]?.split(";")).toEqual([
        ids.personal,
        "10/01/2026 10:00",
        "Claire Martin",
        claireSignup.email,
        "Prêt personnel",
        "10000",
        "60",
        "183,71",
        "3,97",
        "Favorable",
        "En cours d'étude",
        ...noChecks,
      ]);
      const none = await send(
        "GET",
        "/api/admin/applications.csv?product=pretTravaux",
        staffCookie,
      );
      expect(none.body.slice(1).split("\r\n")).toHaveLength(2);
    });

    it("opens the file with the applicant and the history: what, who and when", async () => {
      // What the documents' upload records, as the history must tell it.
      await db()
        .insertInto("credit_application_events")
        .values({
          application_id: ids.personal,
          actor_id: null,
          event: "document_uploaded",
          detail: JSON.stringify({
            code: "proofOfAddress",
            fileName: "facture.pdf",
            size: 122_880,
          }),
          at: new Date("2026-01-10T09:30:00Z"),
        })
        .execute();
      const response = await send("GET", `/api/admin/applications/${ids.personal}`, staffCookie);
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json();
      expect(file.application).toMatchObject({ id: ids.personal, state: "submitted" });
      expect(file.applicant).toEqual({
        id: expect.any(String),
        firstName: "Claire",
        lastName: "Martin",
        email: claireSignup.email,
        birthDate: "1990-05-17",
        country: "FR",
      });
      expect(
        file.history.map((entry: { description: string }) => plainSpaces(entry.description)),
      ).toEqual([
        "Justificatif envoyé : Justificatif de domicile de moins de 3 mois — facture.pdf (120 Ko)",
        "Demande créée (Prêt personnel) : 10 000 € sur 60 mois",
        "Réponse de principe : Favorable",
      ]);
      expect(file.history[0]).toMatchObject({
        at: "2026-01-10T09:30:00.000Z",
        event: "document_uploaded",
        actor: null,
        actorRole: null,
      });
      expect(file.history[1]).toMatchObject({
        event: "created",
        actor: claireSignup.email,
        actorRole: "customer",
      });

      const unknown = await send(
        "GET",
        `/api/admin/applications/${crypto.randomUUID()}`,
        staffCookie,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe("Cette demande de prêt n'existe pas.");
      expect((await send("GET", "/api/admin/applications/42", staffCookie)).statusCode).toBe(404);
    });

    it("asks for a document of the loan's checklist, reopens the file and mails the customer", async () => {
      const url = `/api/admin/applications/${ids.personal}/document-requests`;
      const outside = await send("POST", url, staffCookie, {
        code: "quoteOrInvoice",
        note: "Merci d'envoyer le devis du véhicule.",
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json().error).toMatchObject({
        code: "not_in_checklist",
        message: "Ce justificatif ne fait pas partie de la liste de ce prêt.",
      });
      const short = await send("POST", url, staffCookie, { code: "payslips", note: "Illisible" });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields).toEqual({
        note: "Le message doit contenir entre 10 et 500 caractères",
      });

      const note = "Le bulletin de mars est illisible : merci de le renvoyer.";
      const response = await send("POST", url, staffCookie, { code: "payslips", note });
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json();
      expect(file.application.state).toBe("document_requested");
      expect(file.application.requestedDocuments).toEqual([
        { code: "payslips", note, requestedAt: expect.any(String) },
      ]);
      expect(file.history.at(-1)).toMatchObject({
        event: "document_requested",
        actor: staff.email,
        actorRole: "admin",
        description: `Justificatif demandé : 3 derniers bulletins de salaire — ${note}`,
      });
      const events = await db()
        .selectFrom("credit_application_events")
        .select(["actor_id", "detail"])
        .where("application_id", "=", ids.personal)
        .where("event", "=", "document_requested")
        .execute();
      expect(events).toEqual([{ actor_id: staffId, detail: { code: "payslips", note } }]);
      const [mail, ...more] = await mailsTo(
        claireSignup.email,
        "Un justificatif est demandé pour votre demande de prêt",
      );
      expect(more).toEqual([]);
      expect(mail?.text_body).toContain("3 derniers bulletins de salaire");
      expect(mail?.text_body).toContain(`« ${note} »`);
      expect(mail?.text_body).toContain(`${publicUrl}/demandePret?id=${ids.personal}`);

      // Staff may ask for a second document before the customer answers; both are then awaited.
      const identityNote = "La pièce d'identité envoyée est expirée.";
      const again = await send("POST", url, staffCookie, { code: "identity", note: identityNote });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().application.requestedDocuments).toEqual([
        { code: "payslips", note, requestedAt: expect.any(String) },
        { code: "identity", note: identityNote, requestedAt: expect.any(String) },
      ]);
      // The file is back with the customer: staff cannot accept it until it is sent again.
      const accept = await send(
        "POST",
        `/api/admin/applications/${ids.personal}/acceptance`,
        staffCookie,
      );
      expect(accept.statusCode).toBe(409);
    });

    it("refuses with a reason kept, dated and signed by staff, and mails it", async () => {
      const url = `/api/admin/applications/${ids.personal}/refusal`;
      const missing = await send("POST", url, staffCookie, { reason: "  " });
      expect(missing.json().error.fields).toEqual({ reason: "Indiquez le motif du refus" });
      const reason = "Vos charges ne permettent pas ce remboursement mensuel.";
      const response = await send("POST", url, staffCookie, { reason });
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json();
      expect(file.application).toMatchObject({
        state: "refused",
        decision: { decidedAt: expect.any(String), refusalReason: reason },
        offerValidUntil: null,
      });
      expect(file.history.at(-1)).toMatchObject({
        event: "refused",
        actor: staff.email,
        description: `Refus : ${reason}`,
      });
      const row = await db()
        .selectFrom("credit_applications")
        .select(["decided_by", "refusal_reason"])
        .where("id", "=", ids.personal)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ decided_by: staffId, refusal_reason: reason });
      const [mail] = await mailsTo(claireSignup.email, "Votre demande de prêt a reçu une réponse");
      expect(mail?.text_body).toContain(`Motif : ${reason}`);

      const again = await send("POST", url, staffCookie, { reason });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(wrongState);
    });

    it("issues no offer without the FICP consultation and the solvency assessment, nor when they say no", async () => {
      const accept = () =>
        send("POST", `/api/admin/applications/${ids.car}/acceptance`, staffCookie);
      const url = `/api/admin/applications/${ids.car}/acceptance-checks`;
      const refused = async (code: string, message: string) => {
        const response = await accept();
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toMatchObject({ code, message });
      };
      const missing =
        "Enregistrez d'abord la consultation du FICP et l'évaluation de la solvabilité : l'offre ne peut pas être émise sans elles.";
      await refused("checks_missing", missing);

      const empty = await send("POST", url, staffCookie, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields).toEqual({
        ficpConsultedAt: "Indiquez la date et l'heure de la consultation du FICP",
        ficpReference: "Indiquez la référence de consultation donnée par la Banque de France",
        ficpResult: "Indiquez le résultat de la consultation du FICP",
        solvencyOutcome: "Indiquez la conclusion de l'évaluation de la solvabilité",
        solvencyRationale: "Indiquez ce qui fonde l'évaluation de la solvabilité",
      });
      const wrong = await send("POST", url, staffCookie, {
        ficpConsultedAt: "27/11/2026 14:30",
        ficpReference: "   ",
        ficpResult: "inconnu",
        solvencyOutcome: "",
        solvencyRationale: "Bien",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({
        ficpConsultedAt: "Indiquez la date et l'heure de la consultation du FICP",
        ficpReference: "Indiquez la référence de consultation donnée par la Banque de France",
        ficpResult: "Indiquez le résultat de la consultation du FICP",
        solvencyOutcome: "Indiquez la conclusion de l'évaluation de la solvabilité",
        solvencyRationale: "La justification doit contenir entre 10 et 1 000 caractères",
      });
      const long = await send("POST", url, staffCookie, {
        ...clearChecks(),
        ficpReference: "X".repeat(51),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.fields).toEqual({
        ficpReference: "La référence doit contenir au plus 50 caractères",
      });
      const future = await send(
        "POST",
        url,
        staffCookie,
        clearChecks(new Date(Date.now() + 2 * 3_600_000)),
      );
      expect(future.statusCode).toBe(400);
      expect(future.json().error).toMatchObject({
        code: "consulted_in_future",
        fields: { ficpConsultedAt: "La consultation ne peut pas être dans le futur" },
      });
      // Paul applied on 10 February 2026 at 10:00 in Paris.
      const before = await send("POST", url, staffCookie, {
        ...clearChecks(),
        ficpConsultedAt: "2026-02-10T09:59",
      });
      expect(before.statusCode).toBe(400);
      expect(before.json().error).toMatchObject({
        code: "consulted_before_application",
        fields: { ficpConsultedAt: "La consultation ne peut pas précéder la demande de prêt" },
      });
      const early = await send(
        "POST",
        `/api/admin/applications/${ids.travel}/acceptance-checks`,
        staffCookie,
        clearChecks(),
      );
      expect(early.statusCode).toBe(409);
      expect(early.json().error.message).toBe(wrongState);
      await refused("checks_missing", missing);

      const rationale = "Reste à vivre suffisant, mais un incident est inscrit au FICP.";
      const registered = await recordAcceptanceChecks(app, ids.car, staffCookie, {
        ficpConsultedAt: "2026-02-11T09:15",
        ficpReference: "  BDF-7Q2X-0042  ",
        ficpResult: "registered",
        solvencyRationale: rationale,
      });
      const file = registered.json();
      expect(file.application.state).toBe("submitted");
      expect(file.acceptanceChecks).toEqual({
        recordedAt: expect.any(String),
        recordedBy: staff.email,
        ficpConsultedAt: "2026-02-11T08:15:00.000Z",
        ficpReference: "BDF-7Q2X-0042",
        ficpResult: "registered",
        solvencyOutcome: "sufficient",
        solvencyRationale: rationale,
      });
      expect(file.history.slice(-2)).toEqual([
        {
          at: expect.any(String),
          event: "ficp_consulted",
          actor: staff.email,
          actorRole: "admin",
          description:
            "FICP consulté le 11/02/2026 09:15 — référence BDF-7Q2X-0042 — Inscrit (incident de remboursement)",
        },
        {
          at: expect.any(String),
          event: "solvency_assessed",
          actor: staff.email,
          actorRole: "admin",
          description: `Solvabilité évaluée : Suffisante — ${rationale}`,
        },
      ]);
      await refused(
        "ficp_registered",
        "L'emprunteur est inscrit au FICP : l'offre ne peut pas être émise. La demande peut être refusée.",
      );

      // A later recording is the one the acceptance reads; the earlier stays in the history.
      const insufficient = "Charges trop lourdes : reste à vivre de 310 € pour le foyer.";
      await recordAcceptanceChecks(app, ids.car, staffCookie, {
        solvencyOutcome: "insufficient",
        solvencyRationale: insufficient,
      });
      await refused(
        "solvency_insufficient",
        "La solvabilité de l'emprunteur est jugée insuffisante : l'offre ne peut pas être émise. La demande peut être refusée.",
      );
      const stored = await db()
        .selectFrom("credit_acceptance_checks")
        .select(["recorded_by", "ficp_result", "solvency_outcome"])
        .where("application_id", "=", ids.car)
        .orderBy("id")
        .execute();
      expect(stored).toEqual([
        { recorded_by: staffId, ficp_result: "registered", solvency_outcome: "sufficient" },
        { recorded_by: staffId, ficp_result: "none", solvency_outcome: "insufficient" },
      ]);
      const opened = (await send("GET", `/api/admin/applications/${ids.car}`, staffCookie)).json();
      expect(opened.acceptanceChecks).toMatchObject({ solvencyOutcome: "insufficient" });
      expect(opened.history.map((entry: { event: string }) => entry.event).slice(-4)).toEqual([
        "ficp_consulted",
        "solvency_assessed",
        "ficp_consulted",
        "solvency_assessed",
      ]);

      const csv = await send("GET", "/api/admin/applications.csv?product=pretAuto", staffCookie);
      const [, line] = csv.body.slice(1).split("\r\n");
      const cells = line?.split(";") ?? [];
      expect(cells[0]).toBe(ids.car);
      const minute = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
      expect(cells.slice(11)).toEqual([
        expect.stringMatching(minute),
        "BDF-2026-000123",
        "Non inscrit",
        "Insuffisante",
        insufficient,
        expect.stringMatching(minute),
        staff.email,
      ]);
    });

    it("accepts whatever the indicative answer: the offer holds 15 days and is mailed", async () => {
      await recordAcceptanceChecks(app, ids.car, staffCookie);
      const response = await send(
        "POST",
        `/api/admin/applications/${ids.car}/acceptance`,
        staffCookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const until = offerValidUntil(bankDay(new Date()));
      const file = response.json();
      expect(file.application).toMatchObject({
        state: "accepted",
        answer: { outcome: "defavorable" },
        decision: { decidedAt: expect.any(String), refusalReason: null },
        offerValidUntil: until,
      });
      expect(file.history.at(-1)).toMatchObject({ event: "accepted", actor: staff.email });
      expect(plainSpaces(file.history.at(-1).description)).toMatch(
        /^Offre émise, valable jusqu'au \d{1,2}(er)? \p{L}+ \d{4}$/u,
      );
      const row = await db()
        .selectFrom("credit_applications")
        .select(["decided_by"])
        .where("id", "=", ids.car)
        .executeTakeFirstOrThrow();
      expect(row.decided_by).toBe(staffId);
      const [mail, ...more] = await mailsTo(
        "paul.durand@example.fr",
        "Votre demande de prêt a reçu une réponse",
      );
      expect(more).toEqual([]);
      expect(mail?.text_body).toContain("nous avons le plaisir d'accepter votre demande de prêt");
      expect(mail?.text_body).toContain("inclus");
      // Paul never confirmed his address: the mail carries no document, it says where it is kept.
      expect(mail?.text_body).toContain(
        "L'offre de contrat de crédit, avec son tableau d'amortissement et son bordereau de rétractation, y est à télécharger en PDF",
      );

      const again = await send(
        "POST",
        `/api/admin/applications/${ids.car}/acceptance`,
        staffCookie,
      );
      expect(again.statusCode).toBe(409);
      const early = await send(
        "POST",
        `/api/admin/applications/${ids.travel}/acceptance`,
        staffCookie,
      );
      expect(early.statusCode).toBe(409);
      expect(early.json().error.message).toBe(wrongState);
    });

    it("still refuses a borrower registered at the FICP, whose offer it cannot issue", async () => {
      const id = await application(
        claire,
        { product: "pretTravaux", option: "extension", amount: 15_000, months: 60 },
        situation,
        "2026-04-10T09:00:00Z",
      );
      await submit(id);
      await recordAcceptanceChecks(app, id, staffCookie, { ficpResult: "registered" });
      const accepted = await send("POST", `/api/admin/applications/${id}/acceptance`, staffCookie);
      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().error.code).toBe("ficp_registered");
      const reason = "Un incident de remboursement est inscrit au FICP à votre nom.";
      const refused = await send("POST", `/api/admin/applications/${id}/refusal`, staffCookie, {
        reason,
      });
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json().application).toMatchObject({
        state: "refused",
        decision: { refusalReason: reason },
      });
    });

    it("puts no personal figure in any subject", async () => {
      const subjects = await db().selectFrom("mail_outbox").select("subject").execute();
      for (const { subject } of subjects) {
        expect(subject).not.toMatch(/\d|€|%|favorable|défavorable|étudier|refus|accept/i);
      }
    });

    it("serves its data to staff only: 401 to visitors, 403 to customers", async () => {
      const id = ids.travel;
      const routes = [
        ["GET", "/api/admin/applications", undefined],
        ["GET", "/api/admin/applications.csv", undefined],
        ["GET", `/api/admin/applications/${id}`, undefined],
        [
          "POST",
          `/api/admin/applications/${id}/document-requests`,
          { code: "identity", note: "Merci de renvoyer votre pièce d'identité." },
        ],
        ["POST", `/api/admin/applications/${id}/refusal`, { reason: "Dossier incomplet depuis." }],
        ["POST", `/api/admin/applications/${id}/acceptance`, undefined],
        ["POST", `/api/admin/applications/${id}/acceptance-checks`, clearChecks()],
      ] as const;
      for (const [method, url, body] of routes) {
        expect((await send(method, url, "", body)).statusCode, url).toBe(401);
        const customer = await send(method, url, claire, body);
        expect(customer.statusCode, url).toBe(403);
        expect(customer.json().error.message).toBe(
          "Cet espace est réservé au personnel d'Aurore Banque.",
        );
      }
      const row = await db()
        .selectFrom("credit_applications")
        .select("state")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe("informations");
    });
  },
);
