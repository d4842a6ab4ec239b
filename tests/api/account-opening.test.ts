import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bankIdentifiers, printedIban, ribOfIban } from "@domain/currentAccount/iban";
import { accountOpeningMessages as m } from "@domain/forms/accountOpening";
import { message } from "@domain/i18n/message";
import {
  openingIdentityBody,
  openingIdentityDocumentBody,
  openingKnowYourCustomerBody,
  openingTaxResidenceBody,
  uploadIdentityFiles,
} from "../support/account-openings";
import type { DatabaseKind } from "../support/database";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { written } from "../support/messages";
import { instancesPerDescribe } from "../support/site";
import { plainSpaces } from "../support/text";

/**
 * Opening a current account (issue 34): started or resumed from « Ouvrir un compte », answered
 * step by step, on servers listening on ports (two instances sharing PostgreSQL, as behind the
 * load balancer), so that a start pressed several times at once is sent as a browser sends it.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("account opening API on %s", (kind) => {
  const bank = instancesPerDescribe(kind);
  let customers = 0;

  const newCustomer = async () => {
    customers += 1;
    const signup = await bank.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, email: `ouverture.${customers}@example.fr` },
      remoteAddress: `10.34.1.${customers}`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    return cookiesOf(signup);
  };

  const send = (cookie: string, url: string, payload: object, language = "fr") =>
    bank.app.inject({
      method: "POST",
      url,
      headers: { cookie, "accept-language": language },
      payload,
    });
  const start = (cookie: string) =>
    bank.app.inject({ method: "POST", url: "/api/account-opening", headers: { cookie } });
  const current = (cookie: string) =>
    bank.app.inject({ method: "GET", url: "/api/account-opening", headers: { cookie } });

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

    const country = await send(cookie, "/api/account-opening/identity", {
      ...openingIdentityBody,
      birthCountry: "ZZ",
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().error.fields).toEqual({ birthCountry: written(m.birthCountry) });

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

  it("opens one opening when « Ouvrir un compte » is sent 10 times at once, and leads each to it", async () => {
    const cookie = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const response = await fetch(
          `${bank.origins[index % bank.origins.length]}/api/account-opening`,
          {
            method: "POST",
            headers: { cookie },
          },
        );
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
    const rows = await bank.testDatabase.database.db
      .selectFrom("account_openings")
      .select("id")
      .where("id", "in", [...ids])
      .execute();
    expect(rows).toHaveLength(1);
  });
});

/**
 * The agreement and the fee information document issued from the answers, then signed with a
 * fresh password: the account gets its IBAN and the first transfer's instructions.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("signing an account opening on %s", (kind) => {
  const bank = instancesPerDescribe(kind);
  let customers = 0;

  const call = (cookie: string, method: "GET" | "POST", url: string, payload?: object) => {
    return bank.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
  };

  /** A new customer whose opening has every step answered. */
  const answeredCustomer = async () => {
    customers += 1;
    const signup = await call("", "POST", "/api/auth/signup", {
      ...claireSignup,
      email: `signature.${customers}@example.fr`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const cookie = cookiesOf(signup);
    await call(cookie, "POST", "/api/account-opening");
    for (const [path, body] of [
      ["offer", { offer: "plus" }],
      ["identity", openingIdentityBody],
      ["know-your-customer", openingKnowYourCustomerBody],
      ["tax-residence", openingTaxResidenceBody],
      ["identity-document", openingIdentityDocumentBody],
    ] as const) {
      const answer = await call(cookie, "POST", `/api/account-opening/${path}`, body);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await uploadIdentityFiles(bank.app, cookie);
    return cookie;
  };
  const password = (extra: object = {}) => ({
    method: "password",
    password: claireSignup.password,
    agreement: true,
    ...extra,
  });

  it("issues the documents once every step is answered, and keeps them as issued", async () => {
    customers += 1;
    const early = cookiesOf(
      await call("", "POST", "/api/auth/signup", {
        ...claireSignup,
        email: `signature.${customers}@example.fr`,
      }),
    );
    await call(early, "POST", "/api/account-opening");
    const tooSoon = await call(early, "POST", "/api/account-opening/documents");
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.message).toBe(written(message("openingAnswersMissing")));

    const cookie = await answeredCustomer();
    const issued = await call(cookie, "POST", "/api/account-opening/documents");
    expect(issued.statusCode, issued.body).toBe(200);
    const { documents } = issued.json();
    for (const [file, kept] of [
      ["convention.pdf", documents.agreement],
      ["document-information-tarifaire.pdf", documents.feeInformation],
    ] as const) {
      const pdf = await call(cookie, "GET", `/api/account-opening/documents/${file}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(createHash("sha256").update(pdf.rawPayload).digest("hex")).toBe(kept.sha256);
    }
  });

  it("signs with the customer's password: the account gets its IBAN and the first transfer's reference", async () => {
    const cookie = await answeredCustomer();
    await call(cookie, "POST", "/api/account-opening/documents");

    const unticked = await call(cookie, "POST", "/api/account-opening/signature", {
      ...password({ agreement: false }),
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error.fields).toEqual({ agreement: written(m.agreement) });
    const wrong = await call(cookie, "POST", "/api/account-opening/signature", {
      ...password({ password: "Pas-Le-Bon-2026" }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().error.fields)).toEqual(["password"]);

    const signed = await call(cookie, "POST", "/api/account-opening/signature", password());
    expect(signed.statusCode, signed.body).toBe(200);
    const opening = signed.json();
    expect(opening.status).toBe("signed");
    expect(opening.firstTransfer).toEqual({
      iban: expect.stringMatching(/^FR76\d{23}$/),
      bic: bankIdentifiers.bic,
      reference: expect.stringMatching(/^AUR-/),
      receivedAt: null,
    });
    expect(ribOfIban(opening.firstTransfer.iban)).toBeDefined();

    // The mail says where to send the first transfer, and with which reference.
    const mail = await bank.testDatabase.database.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("recipient", "=", `signature.${customers}@example.fr`)
      .where("subject", "like", "%convention%")
      .executeTakeFirstOrThrow();
    expect(plainSpaces(mail.text_body)).toContain(printedIban(opening.firstTransfer.iban));
    expect(mail.text_body).toContain(opening.firstTransfer.reference);

    const row = await bank.testDatabase.database.db
      .selectFrom("account_openings")
      .select(["signature", "current_account_id"])
      .where("id", "=", opening.id)
      .executeTakeFirstOrThrow();
    expect(row.signature).toMatchObject({
      method: "password",
      acknowledged: true,
      documents: {
        agreement: { sha256: opening.documents.agreement.sha256 },
        fee_information: { sha256: opening.documents.feeInformation.sha256 },
      },
    });

    // The answers are what was signed; a second signature changes nothing.
    const changed = await call(cookie, "POST", "/api/account-opening/offer", { offer: "premium" });
    expect(changed.statusCode).toBe(409);
    const again = await call(cookie, "POST", "/api/account-opening/signature", password());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(written(message("openingLocked")));
  });

  it("refuses to sign documents issued before an answer changed", async () => {
    const cookie = await answeredCustomer();
    await call(cookie, "POST", "/api/account-opening/documents");
    await call(cookie, "POST", "/api/account-opening/offer", { offer: "premium" });
    const signed = await call(cookie, "POST", "/api/account-opening/signature", password());
    expect(signed.statusCode).toBe(409);
    expect(signed.json().error.message).toBe(written(message("openingDocumentsNotIssued")));
    const missing = await call(cookie, "GET", "/api/account-opening/documents/convention.pdf");
    expect(missing.statusCode).toBe(404);
  });

  it("opens one account when the signature is sent 6 times at once", async () => {
    const cookie = await answeredCustomer();
    await call(cookie, "POST", "/api/account-opening/documents");
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const response = await fetch(
          `${bank.origins[index % bank.origins.length]}/api/account-opening/signature`,
          {
            method: "POST",
            headers: { cookie, "content-type": "application/json" },
            body: JSON.stringify(password()),
          },
        );
        return response.status;
      }),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    // The others find it signed, or are held by the password's attempt counter, as a login is.
    expect(
      answers.filter((status) => status !== 200).every((status) => [409, 429].includes(status)),
    ).toBe(true);
    const { id } = (await call(cookie, "GET", "/api/account-opening")).json();
    const accounts = await bank.testDatabase.database.db
      .selectFrom("current_accounts as a")
      .innerJoin("account_openings as o", "o.customer_id", "a.customer_id")
      .select("a.id")
      .where("o.id", "=", id)
      .execute();
    expect(accounts).toHaveLength(1);
  });
});
