import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printedIban } from "@domain/currentAccount/iban";
import { message } from "@domain/i18n/message";
import { mailer as newMailer } from "../../server/mail/mailer";
import { createStaffAccount } from "../../server/services/staff";
import { importStatementFile } from "../../server/services/statement-import";
import { signedOpening } from "../support/account-openings";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { flowing, textOf } from "../support/pdf-text";
import { written } from "../support/messages";
import { startTestApp } from "../support/site";
import { camt053, payerIbans } from "../support/statements";

const staff = { email: "operations@aurore-banque.example", password: "Back-Office-2026" };
/** The first transfers' mails wait in the outbox: the imports here are about what is booked. */
const mailer = newMailer("https://www.aurore-banque.example");

/**
 * « Mes comptes » (issue 34): the account a signed opening opened, its RIB, and its balance and
 * operations once the partner bank's statement with the first transfer is imported.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("the client area's account on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let customers = 0;
  let staffId = "";

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind));
    await createStaffAccount(testDatabase.database, staff);
    ({ id: staffId } = await testDatabase.database.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", staff.email)
      .executeTakeFirstOrThrow());
  }, 60_000);

  afterAll(() => close());

  const newCustomer = async () => {
    customers += 1;
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, email: `comptes.${customers}@example.fr` },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    return cookiesOf(signup);
  };
  const get = (cookie: string, url: string) =>
    app.inject({ method: "GET", url, headers: { cookie } });

  it("says there is no account before the agreement is signed", async () => {
    const cookie = await newCustomer();
    const answer = await get(cookie, "/api/current-account");
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe(written(message("currentAccountNotFound")));
    expect((await get(cookie, "/api/current-account/rib.pdf")).statusCode).toBe(404);
  });

  it("shows the signed opening's account, its RIB, and the first transfer once imported", async () => {
    const cookie = await newCustomer();
    const opening = await signedOpening(app, cookie);
    const { iban, reference } = opening.firstTransfer;

    expect(opening.firstTransfer.receivedAt).toBeNull();
    const before = (await get(cookie, "/api/current-account")).json();
    expect(before).toMatchObject({
      offer: "plus",
      status: "pending_first_transfer",
      iban,
      balanceCents: 0,
      operations: [],
      firstTransferMatchedAt: null,
    });

    const rib = await get(cookie, "/api/current-account/rib.pdf");
    expect(rib.statusCode).toBe(200);
    expect(rib.headers["content-type"]).toBe("application/pdf");
    const ribText = flowing(textOf(rib.rawPayload));
    expect(ribText).toContain(printedIban(iban));
    expect(ribText).toContain(
      `Titulaire du compte ${claireSignup.firstName} ${claireSignup.lastName}`,
    );

    // The partner bank's statement of the next morning, imported by staff.
    const xml = camt053([
      {
        iban,
        entries: [
          {
            reference: `FIRST-${customers}-${kind}`,
            amount: "150.00",
            payerName: `${claireSignup.lastName} ${claireSignup.firstName}`.toUpperCase(),
            payerIban: payerIbans.de,
            remittance: [`Premier virement ${reference}`],
          },
        ],
      },
    ]);
    const summary = await importStatementFile(testDatabase.database.db, mailer, { xml, staffId });
    expect(summary).toMatchObject({ credited: 1, toReview: 0 });

    const after = (await get(cookie, "/api/current-account")).json();
    expect(after).toMatchObject({
      balanceCents: 150_00,
      firstTransferMatchedAt: expect.any(String),
      operations: [{ amountCents: 150_00, bookedOn: "2026-11-02" }],
    });
    // The opening's page no longer asks for it: it says when it came.
    expect((await get(cookie, "/api/account-opening")).json().firstTransfer).toEqual({
      ...opening.firstTransfer,
      receivedAt: after.firstTransferMatchedAt,
    });
  });
});
