import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@domain/i18n/locales";
import { createStaffAccount } from "../../server/services/staff";
import { signedOpening } from "../support/account-openings";
import type { DatabaseKind } from "../support/database";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import { instancesPerDescribe } from "../support/site";
import { firstTransferStatement, payerIbans } from "../support/statements";
import { plainSpaces } from "../support/text";

const staff = { email: "releves@aurore-banque.example", password: "Back-Office-2026" };

/** The mail's subject in each language the tests read it in. */
const subjects: Partial<Record<Locale, string>> = {
  fr: "Virement reçu sur votre nouveau compte",
  de: "Überweisung auf Ihrem neuen Konto eingegangen",
  en: "Transfer received on your new account",
};

/**
 * The mail a customer receives when staff's import of the partner bank's statement brings their
 * opening's first transfer (issue 34): in their language, once per credit booked however often
 * and however concurrently the statement is imported, queued with the credit.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("the first transfer's mail on %s", (kind) => {
  const bank = instancesPerDescribe(kind);
  let staffCookie = "";
  let customers = 0;
  const db = () => bank.testDatabase.database.db;

  beforeAll(async () => {
    await createStaffAccount(bank.testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(bank.app, staff));
  });

  /** A new customer, signed up from pages in `language`, whose opening is signed. */
  async function signedCustomer(language: Locale = "fr") {
    customers += 1;
    const email = `premier.virement.${customers}.${randomBytes(3).toString("hex")}@example.fr`;
    const signup = await bank.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "accept-language": language },
      payload: { ...claireSignup, email },
      remoteAddress: `10.34.8.${customers}`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const opening = await signedOpening(bank.app, cookiesOf(signup));
    return { email, opening, firstTransfer: opening.firstTransfer };
  }

  const importFile = (xml: string, origin?: string) =>
    origin === undefined
      ? bank.app
          .inject({
            method: "POST",
            url: "/api/admin/statements",
            headers: { cookie: staffCookie, "content-type": "application/xml" },
            payload: xml,
          })
          .then((answer) => ({ status: answer.statusCode, body: answer.json() }))
      : fetch(`${origin}/api/admin/statements`, {
          method: "POST",
          headers: { cookie: staffCookie, "content-type": "application/xml" },
          body: xml,
        }).then(async (answer) => ({ status: answer.status, body: await answer.json() }));

  /** The first transfers' mails queued for `email`, in `language`. */
  const transferMails = (email: string, language: Locale = "fr") =>
    db()
      .selectFrom("mail_outbox")
      .select(["subject", "text_body", "html_body", "headers"])
      .where("recipient", "=", email)
      .where("subject", "=", subjects[language] ?? "")
      .execute();

  it("tells a French customer their first transfer arrived and the opening awaits the bank's checks, once however often the statement comes", async () => {
    const claire = await signedCustomer("fr");
    const entry = { reference: `VIR-${randomBytes(4).toString("hex")}`, amount: "250.40" };
    const statement = firstTransferStatement(claire.firstTransfer, "MARTIN CLAIRE", entry);
    const imported = await importFile(statement);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ credited: 1, toReview: 0 });

    const [mail, ...others] = await transferMails(claire.email);
    expect(others).toEqual([]);
    expect(plainSpaces(mail?.text_body ?? "")).toContain(
      [
        "Bonjour Claire,",
        "Le virement de 250,40 € envoyé par MARTIN CLAIRE est arrivé sur votre compte en cours d'ouverture.",
        "Votre ouverture de compte attend maintenant les dernières vérifications de la banque : nous vous écrirons dès que votre compte sera ouvert.",
        "Voir mon compte :",
      ].join("\n\n"),
    );
    expect(mail?.text_body).toMatch(/^Voir mon compte :\nhttps?:\/\/[^/]+\/espaceClient$/m);
    expect(mail?.headers).toMatchObject({ "Content-Language": "fr-FR" });

    // The same file again is refused; another day's file repeating the credit books nothing.
    const again = await importFile(statement);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_imported");
    const repeated = await importFile(
      firstTransferStatement(claire.firstTransfer, "MARTIN CLAIRE", entry),
    );
    expect(repeated.status).toBe(201);
    expect(repeated.body).toMatchObject({ credited: 0, alreadyBooked: 1 });
    // A later credit is no first transfer: the customer reads it in their operations.
    const later = await importFile(firstTransferStatement(claire.firstTransfer, "MARTIN CLAIRE"));
    expect(later.body).toMatchObject({ credited: 1 });
    expect(await transferMails(claire.email)).toHaveLength(1);
  });

  it("tells a German customer a transfer from someone else arrived and is being checked, without staff's reason", async () => {
    const customer = await signedCustomer("de");
    const entry = { reference: `VIR-${randomBytes(4).toString("hex")}`, amount: "1200.00" };
    const imported = await importFile(
      firstTransferStatement(customer.firstTransfer, "DURAND PAUL", entry),
    );
    expect(imported.body).toMatchObject({ credited: 1, toReview: 1 });
    // The next day's file repeating the credit books it no more than it mails it again.
    const repeated = await importFile(
      firstTransferStatement(customer.firstTransfer, "DURAND PAUL", entry),
    );
    expect(repeated.body).toMatchObject({ credited: 0, alreadyBooked: 1 });
    const [mail, ...others] = await transferMails(customer.email, "de");
    expect(others).toEqual([]);
    const text = plainSpaces(mail?.text_body ?? "");
    expect(text).toContain(
      [
        "Guten Tag Claire,",
        "Die Überweisung über 1.200,00 € von DURAND PAUL ist auf Ihrem Konto in Eröffnung eingegangen.",
        "Unsere Berater prüfen diese Überweisung, bevor es mit Ihrer Kontoeröffnung weitergeht: Wir schreiben Ihnen, sobald dies geschehen ist.",
        "Mein Konto ansehen:",
      ].join("\n\n"),
    );
    expect(text).toMatch(/^Mein Konto ansehen:\nhttps?:\/\/[^/]+\/de\/espaceClient$/m);
    expect(text).not.toMatch(/Name|stimmt nicht/);
    expect(mail?.headers).toMatchObject({ "Content-Language": "de-DE" });
  });

  it("tells an English customer a transfer from outside the EEA is being checked, and nothing of a credit without the reference", async () => {
    const customer = await signedCustomer("en");
    const withoutReference = await importFile(
      firstTransferStatement(customer.firstTransfer, "MARTIN CLAIRE", { remittance: ["Loyer"] }),
    );
    expect(withoutReference.body).toMatchObject({ credited: 1, toReview: 1 });
    expect(await transferMails(customer.email, "en")).toEqual([]);

    await importFile(
      firstTransferStatement(customer.firstTransfer, "MARTIN CLAIRE", {
        payerIban: payerIbans.gb,
      }),
    );
    const [mail, ...others] = await transferMails(customer.email, "en");
    expect(others).toEqual([]);
    const text = plainSpaces(mail?.text_body ?? "");
    expect(text).toContain(
      "The transfer of €150.00 sent by MARTIN CLAIRE has reached your account being opened.",
    );
    expect(text).toContain("Our advisers are checking this transfer");
    expect(text).not.toMatch(/EEA|European|country|outside/i);
  });

  it("mails once when two members of staff import the first transfer at once, on two instances", async () => {
    for (let round = 0; round < 3; round += 1) {
      const customer = await signedCustomer("fr");
      const entry = { reference: `VIR-${randomBytes(4).toString("hex")}` };
      // A transfer that matches, then one that staff check first (which a later import would
      // find unmatched again, not as a later credit of a matched opening).
      const payer = round % 2 === 0 ? "MARTIN CLAIRE" : "DURAND PAUL";
      // The same file twice, and the next day's file that repeats its credit, twice.
      const files = [
        firstTransferStatement(customer.firstTransfer, payer, entry),
        firstTransferStatement(customer.firstTransfer, payer, entry),
      ];
      const answers = await Promise.all(
        [...files, ...files].map((xml, index) =>
          importFile(xml, bank.origins[index % bank.origins.length]),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
      expect(answers.reduce((credited, answer) => credited + (answer.body.credited ?? 0), 0)).toBe(
        1,
      );
      expect(await transferMails(customer.email)).toHaveLength(1);
    }
  });
});
