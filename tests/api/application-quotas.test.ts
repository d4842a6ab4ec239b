import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { message } from "@domain/i18n/message";
import { bankDay } from "../../server/services/applications";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { samplePdf } from "../support/documents";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { comfortableSituation, personalLoanRequest } from "../support/applications";
import { written } from "../support/messages";
import { startTestApp } from "../support/site";
import { plainSpaces } from "../support/text";
import { storedDataProblems } from "../resilience/stored-data";

const loans = {
  pretPersonnel: personalLoanRequest,
  pretAuto: { ...personalLoanRequest, product: "pretAuto", amount: 20_000, option: "occasion" },
  pretVoyage: { ...personalLoanRequest, product: "pretVoyage", amount: 3_000, option: "famille" },
  pretTravaux: {
    ...personalLoanRequest,
    product: "pretTravaux",
    amount: 15_000,
    option: "interiorRenovation",
  },
} as const;

const mega = 1024 * 1024;

/** A valid one-page PDF of exactly `size` bytes: comment lines before its end, as scanners pad. */
function pdfOfSize(size: number): Buffer {
  const end = samplePdf.length - "%%EOF\n".length;
  const missing = size - samplePdf.length;
  const line = `%${"a".repeat(1022)}\n`;
  const lines = line.repeat(Math.floor(missing / line.length));
  const rest = missing - lines.length;
  const last = rest > 0 ? `%${"b".repeat(Math.max(0, rest - 2))}\n`.slice(-rest) : "";
  return Buffer.concat([
    samplePdf.subarray(0, end),
    Buffer.from(lines + last, "latin1"),
    samplePdf.subarray(end),
  ]);
}

// Sizes are written with a no-break space before their unit.
describe.each<DatabaseKind>(["pglite", "postgres"])("application quotas on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let customers = 0;
  const db = () => testDatabase.database.db;

  const send = (
    method: "GET" | "POST" | "DELETE",
    url: string,
    cookie: string,
    payload?: object,
    language?: string,
  ) =>
    app.inject({
      method,
      url,
      headers: { cookie, ...(language && { "accept-language": language }) },
      payload,
    });
  const apply = (cookie: string, loan: object = loans.pretPersonnel, language?: string) =>
    send("POST", "/api/applications", cookie, loan, language);

  /** A customer of their own for each test: the quotas count per customer. */
  const newCustomer = async () => {
    customers += 1;
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, email: `quota.${customers}@example.fr` },
      remoteAddress: `10.29.0.${customers}`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    return cookiesOf(signup);
  };

  const created = async (cookie: string, loan: object = loans.pretPersonnel) => {
    const response = await apply(cookie, loan);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  /**
   * The customer gave their situation and sent the file, which staff then decided on (the
   * documents' and the review's own tests cover how): refused, or an offer until that day.
   */
  const decide = async (
    cookie: string,
    id: string,
    decision: { refused: true } | { offerValidUntil: string },
  ) => {
    const saved = await send(
      "POST",
      `/api/applications/${id}/situation`,
      cookie,
      comfortableSituation,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await db()
      .updateTable("credit_applications")
      .set({
        submitted_at: new Date(),
        decided_at: new Date(),
        ...("refused" in decision
          ? { state: "refused", refusal_reason: "Revenus insuffisants" }
          : { state: "accepted", offer_valid_until: decision.offerValidUntil }),
      })
      .where("id", "=", id)
      .execute();
  };
  const refuse = (cookie: string, id: string) => decide(cookie, id, { refused: true });
  const countOf = async (cookie: string) =>
    (await send("GET", "/api/applications", cookie)).json().applications.length as number;

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind));
  }, 60_000);

  afterAll(() => close());

  it("opens one application per loan: the second answers 409 with the open one, and changes nothing", async () => {
    const claire = await newCustomer();
    const id = await created(claire);
    const saved = await send(
      "POST",
      `/api/applications/${id}/situation`,
      claire,
      comfortableSituation,
    );
    expect(saved.statusCode).toBe(200);

    const again = await apply(claire, { ...loans.pretPersonnel, amount: 12_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: "application_exists",
        message: written(message("applicationExists")),
        applicationId: id,
      },
    });
    const english = await apply(claire, loans.pretPersonnel, "en");
    expect(english.json().error).toEqual({
      code: "application_exists",
      message:
        "You already have an application in progress for this loan: please resume it rather than starting another. To change the amount or the duration, please contact your adviser.",
      applicationId: id,
    });
    expect(await countOf(claire)).toBe(1);
    // The one to resume is the customer's, as it was.
    expect((await send("GET", `/api/applications/${id}`, claire)).json()).toEqual(saved.json());

    expect((await apply(claire, loans.pretAuto)).statusCode).toBe(201);
  });

  it("opens a new application of a loan once the last one is over, not while its offer holds", async () => {
    const claire = await newCustomer();
    const id = await created(claire);
    const today = bankDay(new Date());
    await decide(claire, id, { offerValidUntil: today });
    const held = await apply(claire);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.applicationId).toBe(id);

    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    await db()
      .updateTable("credit_applications")
      .set({ offer_valid_until: yesterday.toISOString().slice(0, 10) })
      .where("id", "=", id)
      .execute();
    const second = await created(claire);
    await refuse(claire, second);
    await created(claire);
    expect(await countOf(claire)).toBe(3);
  });

  it("refuses a fourth open application in French and German, and keeps the three", async () => {
    const claire = await newCustomer();
    const open = [
      await created(claire, loans.pretAuto),
      await created(claire, loans.pretPersonnel),
      await created(claire, loans.pretVoyage),
    ];
    const fourth = await apply(claire, loans.pretTravaux);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toEqual({
      code: "open_applications_limit",
      message:
        "Vous avez déjà 3 demandes de prêt en cours, le maximum : vous pourrez en commencer une autre quand l'une d'elles sera terminée.",
    });
    expect((await apply(claire, loans.pretTravaux, "de")).json().error.message).toBe(
      "Sie haben bereits 3 laufende Kreditanträge, das Maximum: Sie können einen weiteren beginnen, sobald einer davon abgeschlossen ist.",
    );
    const listed = (await send("GET", "/api/applications", claire)).json().applications;
    expect(listed.map((application: { id: string }) => application.id).sort()).toEqual(
      [...open].sort(),
    );

    await refuse(claire, open[0] ?? "");
    expect((await apply(claire, loans.pretTravaux)).statusCode).toBe(201);
  });

  it("refuses a thirteenth application started in 12 months, not once the oldest is older", async () => {
    const claire = await newCustomer();
    const ids: string[] = [];
    for (let count = 0; count < 12; count += 1) {
      const id = await created(claire);
      await refuse(claire, id);
      ids.push(id);
    }
    const thirteenth = await apply(claire);
    expect(thirteenth.statusCode).toBe(409);
    expect(thirteenth.json().error).toEqual({
      code: "yearly_applications_limit",
      message:
        "Vous avez commencé 12 demandes de prêt en ligne ces 12 derniers mois, le maximum : contactez votre conseiller pour une nouvelle demande.",
    });
    expect(await countOf(claire)).toBe(12);

    const thirteenMonthsAgo = new Date();
    thirteenMonthsAgo.setUTCMonth(thirteenMonthsAgo.getUTCMonth() - 13);
    await db()
      .updateTable("credit_applications")
      .set({ created_at: thirteenMonthsAgo })
      .where("id", "=", ids[0] ?? "")
      .execute();
    expect((await apply(claire)).statusCode).toBe(201);
  });

  it("refuses a file past 50 Mo in all with the sizes, keeps what was sent, and counts a replaced file out", async () => {
    const claire = await newCustomer();
    const id = await created(claire);
    await send("POST", `/api/applications/${id}/situation`, claire, comfortableSituation);
    const upload = (code: string, bytes: Buffer, language?: string) =>
      app.inject({
        method: "POST",
        url: `/api/applications/${id}/documents/${code}?fileName=${code}.pdf`,
        headers: {
          cookie: claire,
          "content-type": "application/pdf",
          ...(language && { "accept-language": language }),
        },
        payload: bytes,
      });
    const full = pdfOfSize(10 * mega);
    for (const code of ["identity", "proofOfAddress", "payslips", "payslips"]) {
      expect((await upload(code, full)).statusCode).toBe(201);
    }
    const last = await upload("taxNotice", pdfOfSize(9.5 * mega));
    expect(last.statusCode).toBe(201);
    const sent = last.json().documents;

    const refused = await upload("payslips", pdfOfSize(mega));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe("storage_full");
    expect(plainSpaces(refused.json().error.message)).toBe(
      "Les fichiers d'une demande ne peuvent pas dépasser 50 Mo en tout : ceux déjà envoyés font 49,5 Mo, et ce fichier de 1 Mo dépasserait cette limite. Supprimez un fichier dont vous n'avez plus besoin ou envoyez une version plus légère (qualité standard).",
    );
    const english = await upload("payslips", pdfOfSize(mega), "en");
    expect(plainSpaces(english.json().error.message)).toMatch(
      /^The files of an application cannot exceed 50 MB in total: those already sent take 49\.5 MB, and this 1 MB file would go over the limit\./,
    );
    expect((await send("GET", `/api/applications/${id}`, claire)).json().documents).toEqual(sent);

    const taxNotice = sent.find((document: { code: string }) => document.code === "taxNotice");
    const replaced = await app.inject({
      method: "POST",
      url: `/api/applications/${id}/documents/${taxNotice.id}/replacement?fileName=avis.pdf`,
      headers: { cookie: claire, "content-type": "application/pdf" },
      payload: full,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const small = await upload("payslips", pdfOfSize(300 * 1024));
    expect(plainSpaces(small.json().error.message)).toMatch(/font 50 Mo, et ce fichier de 300 Ko/);

    const [identity] = sent;
    await send("DELETE", `/api/applications/${id}/documents/${identity.id}`, claire);
    expect((await upload("identity", pdfOfSize(mega))).statusCode).toBe(201);
  }, 120_000);

  it("leaves every stored row within the rules the resilience tests hold them to, quotas included", async () => {
    expect(await storedDataProblems(testDatabase.database)).toEqual([]);
  }, 60_000);
});
