import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { priceLoan } from "@domain/credit/pricing";
import { formatEuros, formatRate } from "@domain/format";
import { fileTransport, smtpTransport, type MailTransport } from "../../server/mail/transport";
import { renderContractPdf } from "../../server/services/contract-pdf";
import { bankDay } from "../../server/services/applications";
import { createStaffAccount } from "../../server/services/staff";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf, signInStaff, uniqueEmail } from "../support/fixtures";
import {
  acceptSubmitted,
  customerWithApplication,
  personalLoanRequest,
} from "../support/applications";
import {
  emlFolder,
  startSmtpMailbox,
  type MailReader,
  type ReceivedMail,
} from "../support/mailbox";
import { flowing, textOf } from "../support/pdf-text";
import { startTestApp } from "../support/site";

const staff = { email: "credit@aurore-banque.example", password: "Back-Office-2026" };
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const notIssued =
  "L'offre de contrat de cette demande n'a pas été émise : elle ne peut être ni téléchargée ni acceptée. Contactez votre conseiller.";

describe.each<DatabaseKind>(["pglite", "postgres"])("the credit contract on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let staffCookie = "";
  let claire = { cookie: "", id: "", email: "" };
  let paul = "";
  let signups = 0;
  let mailbox: MailReader;
  let closeMailbox: () => Promise<void>;

  const send = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const db = () => testDatabase.database.db;
  const contractOf = (id: string) =>
    db().selectFrom("credit_contracts").selectAll().where("application_id", "=", id).execute();

  beforeAll(async () => {
    // Each engine sends through one of the two transports: SMTP on PostgreSQL, as a bank's relay
    // would take it, and the .eml files of a server without SMTP on PGlite.
    const sender = "Aurore Banque <ne-pas-repondre@aurore-banque.test>";
    let transport: MailTransport;
    if (kind === "postgres") {
      const smtp = await startSmtpMailbox();
      transport = smtpTransport(smtp.url, sender);
      mailbox = smtp;
      closeMailbox = () => smtp.close();
    } else {
      const folder = await mkdtemp(join(tmpdir(), "aurore-contract-mail-"));
      transport = fileTransport(folder, sender);
      mailbox = emlFolder(folder);
      closeMailbox = () => rm(folder, { recursive: true, force: true });
    }
    ({ app, testDatabase, close } = await startTestApp(kind, {
      mail: { transport, pollIntervalMs: 50 },
    }));
    await createStaffAccount(testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(app, staff));
    paul = cookiesOf(
      await send("POST", "/api/auth/signup", "", {
        ...claireSignup,
        email: "paul.durand@example.fr",
        firstName: "Paul",
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await close();
    await closeMailbox();
  });

  beforeEach(async () => {
    // A new Claire each time, from an address of her own: signups are limited per address.
    const email = uniqueEmail("claire");
    claire = {
      email,
      ...(await customerWithApplication(app, {
        email,
        remoteAddress: `10.70.0.${(signups += 1)}`,
      })),
    };
  });

  const acceptanceMail = (mail: ReceivedMail) =>
    mail.recipients.includes(claire.email) &&
    mail.subject === "Votre demande de prêt a reçu une réponse";

  it("issues the contract at the acceptance and keeps it with its digest and moment", async () => {
    expect(await contractOf(claire.id)).toEqual([]);
    const accepted = await acceptSubmitted(app, testDatabase.database, claire.id, staffCookie);
    const { application, history } = accepted.json();
    const [contract, ...more] = await contractOf(claire.id);
    expect(more).toEqual([]);
    if (!contract) throw new Error("No contract issued");
    expect(contract.sha256).toBe(sha256(contract.pdf));
    expect(contract.issued_at.toISOString()).toBe(application.decision.decidedAt);
    expect(history.at(-1)).toMatchObject({ event: "accepted" });
    const event = await db()
      .selectFrom("credit_application_events")
      .select("detail")
      .where("application_id", "=", claire.id)
      .where("event", "=", "accepted")
      .executeTakeFirstOrThrow();
    expect(event.detail).toEqual({
      offerValidUntil: application.offerValidUntil,
      contractSha256: contract.sha256,
    });

    // The same application, price and moment give the same bytes: the digest can be recomputed.
    const priced = priceLoan(personalLoanRequest);
    if (!priced.ok) throw new Error("The loan is no longer offered");
    const again = await renderContractPdf(
      {
        id: claire.id,
        product: personalLoanRequest.product,
        amount: personalLoanRequest.amount,
        months: personalLoanRequest.months,
        insurance: personalLoanRequest.insurance,
        borrower: {
          firstName: claireSignup.firstName,
          lastName: claireSignup.lastName,
          birthDate: claireSignup.birthDate,
          country: claireSignup.country,
        },
      },
      priced.price,
      { issuedAt: contract.issued_at },
    );
    expect(sha256(again)).toBe(contract.sha256);
  });

  it("lets the customer download it as issued, with the application's own figures", async () => {
    const before = await send("GET", `/api/applications/${claire.id}/contract`, claire.cookie);
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toEqual({ code: "contract_not_issued", message: notIssued });

    await acceptSubmitted(app, testDatabase.database, claire.id, staffCookie);
    const response = await send("GET", `/api/applications/${claire.id}/contract`, claire.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const fileName = `Offre-de-contrat-pretPersonnel-${bankDay(new Date())}.pdf`;
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const [stored] = await contractOf(claire.id);
    expect(response.rawPayload.equals(Buffer.from(stored?.pdf ?? []))).toBe(true);

    const figures = (await send("GET", `/api/applications/${claire.id}`, claire.cookie)).json();
    const text = textOf(response.rawPayload);
    for (const mention of [
      "Offre de contrat de crédit à la consommation",
      `Référence ${claire.id}`,
      `${claireSignup.firstName} ${claireSignup.lastName}`,
      `TAEG fixe ${formatRate(figures.taeg)}`,
      `Taux débiteur fixe de ${formatRate(figures.annualRate)}`,
      `mensualités de ${formatEuros(figures.monthlyPayment)}`,
      `Montant total dû ${formatEuros(figures.totalDue)}`,
      "Bordereau de rétractation",
    ]) {
      expect(text).toContain(flowing(mention));
    }

    // Another customer's, an unknown one and a visitor learn nothing.
    const other = await send("GET", `/api/applications/${claire.id}/contract`, paul);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe("application_not_found");
    const unknown = await send("GET", "/api/applications/pas-un-uuid/contract", claire.cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await send("GET", `/api/applications/${claire.id}/contract`, "")).statusCode).toBe(401);
  });

  it("mails the contract at the acceptance to a confirmed address, the bytes it keeps", async () => {
    await db()
      .updateTable("customers")
      .set({ email_verified_at: new Date() })
      .where("email", "=", claire.email)
      .execute();
    await acceptSubmitted(app, testDatabase.database, claire.id, staffCookie);
    const mail = await mailbox.waitForMail(acceptanceMail);
    const [stored] = await contractOf(claire.id);
    if (!stored) throw new Error("No contract issued");
    const [attachment, ...more] = mail.attachments;
    expect(more).toEqual([]);
    expect(attachment?.contentType).toBe("application/pdf");
    expect(attachment?.filename).toBe(`Offre-de-contrat-pretPersonnel-${bankDay(new Date())}.pdf`);
    expect(sha256(attachment?.content ?? new Uint8Array())).toBe(stored.sha256);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("est jointe à ce message en PDF");
    }
  });

  it("keeps the contract out of the mail to an address nobody confirmed, and says so", async () => {
    await acceptSubmitted(app, testDatabase.database, claire.id, staffCookie);
    const mail = await mailbox.waitForMail(acceptanceMail);
    expect(mail.attachments).toEqual([]);
    expect(mail.text).toContain(
      "Elle n'est pas jointe à ce message, car votre adresse email n'est pas encore confirmée.",
    );
    expect(mail.text).toContain("y est à télécharger en PDF");
  });

  it("gives staff the same bytes, and customers no access to staff's link", async () => {
    const url = `/api/admin/applications/${claire.id}/contract`;
    const before = await send("GET", url, staffCookie);
    expect(before.statusCode).toBe(404);
    expect(before.json().error.code).toBe("contract_not_issued");
    await acceptSubmitted(app, testDatabase.database, claire.id, staffCookie);
    const response = await send("GET", url, staffCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="Offre-de-/);
    const [stored] = await contractOf(claire.id);
    expect(response.rawPayload.equals(Buffer.from(stored?.pdf ?? []))).toBe(true);
    expect((await send("GET", url, claire.cookie)).statusCode).toBe(403);
    const unknown = "/api/admin/applications/00000000-0000-4000-8000-000000000000/contract";
    expect((await send("GET", unknown, staffCookie)).json().error.code).toBe(
      "application_not_found",
    );
  });

  it("signs the contract's digest, and refuses a signature when no contract was issued", async () => {
    await acceptSubmitted(app, testDatabase.database, claire.id, staffCookie);
    expect(
      (await send("GET", `/api/applications/${claire.id}/fipen.pdf`, claire.cookie)).statusCode,
    ).toBe(200);
    const signature = { method: "password", agreement: true, password: claireSignup.password };
    // An offer accepted before contracts were kept has none.
    const [kept] = await contractOf(claire.id);
    await db().deleteFrom("credit_contracts").where("application_id", "=", claire.id).execute();
    const refused = await send(
      "POST",
      `/api/applications/${claire.id}/signature`,
      claire.cookie,
      signature,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: "contract_not_issued", message: notIssued });
    // Nor can a passkey be asked to sign a text that does not exist.
    const options = `/api/applications/${claire.id}/signature/options`;
    const noChallenge = await send("POST", options, claire.cookie);
    expect(noChallenge.statusCode).toBe(409);
    expect(noChallenge.json().error).toEqual({ code: "contract_not_issued", message: notIssued });
    const unsigned = await db()
      .selectFrom("credit_applications")
      .select(["state", "signature"])
      .where("id", "=", claire.id)
      .executeTakeFirstOrThrow();
    expect(unsigned).toEqual({ state: "accepted", signature: null });

    if (!kept) throw new Error("No contract issued");
    await db().insertInto("credit_contracts").values(kept).execute();
    const signed = await app.inject({
      method: "POST",
      url: `/api/applications/${claire.id}/signature`,
      headers: {
        cookie: claire.cookie,
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
      },
      payload: signature,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const row = await db()
      .selectFrom("credit_applications")
      .select(["signature", "signed_at"])
      .where("id", "=", claire.id)
      .executeTakeFirstOrThrow();
    expect(row.signature).toMatchObject({
      method: "password",
      contract: { sha256: kept.sha256, issuedAt: kept.issued_at.toISOString() },
      device: { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" },
    });
    expect(row.signed_at?.getTime()).toBeGreaterThan(kept.issued_at.getTime());
    // The signed contract stays downloadable.
    const download = await send("GET", `/api/applications/${claire.id}/contract`, claire.cookie);
    expect(sha256(download.rawPayload)).toBe(kept.sha256);
  });
});
