import { XMLParser, XMLValidator } from "fast-xml-parser";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { bankIdentifiers, isValidIban } from "@domain/currentAccount/iban";
import { recordRefundsDue } from "../../server/services/opening-refunds";
import { storedDataProblems } from "../resilience/stored-data";
import { createStaffAccount } from "../../server/services/staff";
import { signedOpening } from "../support/account-openings";
import type { DatabaseKind } from "../support/database";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import { instancesPerDescribe } from "../support/site";
import { camt053, firstTransferStatement, payerIbans } from "../support/statements";

const staff = { email: "remboursements@aurore-banque.example", password: "Back-Office-2026" };
const second = { email: "remboursements2@aurore-banque.example", password: "Back-Office-2026" };
const payer = `${claireSignup.lastName} ${claireSignup.firstName}`.toUpperCase();

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => name === "CdtTrfTxInf",
});

interface Transfer {
  PmtId: { EndToEndId: string };
  Amt: { InstdAmt: { "@Ccy": string; "#text": string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { IBAN: string } };
}

/**
 * The refunds of refused and withdrawn openings (decision record 059): due per payer from the
 * refusal or withdrawal, listed for staff, put in a SEPA payment order (pain.001.001.09) once, and
 * that order downloaded again as it was; two members of staff generating at once, over real
 * connections, export each refund once.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])("openings' refunds on %s", (kind) => {
  const bank = instancesPerDescribe(kind);
  const db = () => bank.testDatabase.database.db;
  let customers = 0;
  let staffCookie = "";
  let secondCookie = "";

  async function staffSignedIn() {
    if (staffCookie) return;
    await createStaffAccount(bank.testDatabase.database, staff);
    await createStaffAccount(bank.testDatabase.database, second);
    ({ cookie: staffCookie } = await signInStaff(bank.app, staff));
    ({ cookie: secondCookie } = await signInStaff(bank.app, second));
  }

  /** A customer whose opening is signed and whose account received `entries` (the first transfer). */
  async function fundedCustomer(
    more: { amount: string; payerName: string; payerIban: string }[] = [],
  ) {
    await staffSignedIn();
    customers += 1;
    const signup = await bank.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, email: `rembourse.${customers}@example.fr` },
      remoteAddress: `10.36.0.${customers}`,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const cookie = cookiesOf(signup);
    const opening = await signedOpening(bank.app, cookie);
    const where = opening.firstTransfer;
    if (!where) throw new Error("not signed");
    const files = [
      firstTransferStatement(where, payer),
      ...more.map((entry, index) =>
        camt053([
          {
            iban: where.iban,
            entries: [
              { reference: `SUITE-${customers}-${index}`, bookedOn: "2026-11-03", ...entry },
            ],
          },
        ]),
      ),
    ];
    for (const file of files) {
      const imported = await bank.app.inject({
        method: "POST",
        url: "/api/admin/statements",
        headers: { cookie: staffCookie, "content-type": "application/xml" },
        payload: file,
      });
      expect(imported.statusCode, imported.body).toBe(201);
    }
    return { cookie, opening };
  }

  const refuse = async (openingId: string) => {
    const refused = await bank.app.inject({
      method: "POST",
      url: `/api/admin/account-openings/${openingId}/refusal`,
      headers: { cookie: staffCookie },
      payload: { reason: "Les informations fournies ne permettent pas l'ouverture." },
    });
    expect(refused.statusCode, refused.body).toBe(200);
  };
  const refunds = async () => {
    const answer = await bank.app.inject({
      url: "/api/admin/refunds",
      headers: { cookie: staffCookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const generate = (cookie = staffCookie) =>
    bank.app.inject({ method: "POST", url: "/api/admin/refund-orders", headers: { cookie } });
  const download = (id: string) =>
    bank.app.inject({ url: `/api/admin/refund-orders/${id}`, headers: { cookie: staffCookie } });
  const refundsOf = (openingId: string) =>
    db()
      .selectFrom("opening_refunds")
      .selectAll()
      .where("opening_id", "=", openingId)
      .orderBy("payer_iban")
      .execute();

  it("owes each payer of a refused opening what they sent, one refund per payer", async () => {
    const { opening } = await fundedCustomer([
      { amount: "50.00", payerName: payer, payerIban: payerIbans.de },
      { amount: "20.00", payerName: "DURAND PAUL", payerIban: payerIbans.fr },
      // No name the SEPA order can write: left to staff, in the refusal's history.
      { amount: "30.00", payerName: "Σοφία Παπαδοπούλου", payerIban: payerIbans.ch },
    ]);
    expect(await refundsOf(opening.id)).toEqual([]);
    await refuse(opening.id);
    const rows = await refundsOf(opening.id);
    expect(
      rows.map(({ reason, payer_name, payer_iban, amount_cents, status, order_id }) => ({
        reason,
        payer_name,
        payer_iban,
        amount: Number(amount_cents),
        status,
        order_id,
      })),
    ).toEqual([
      {
        reason: "refused",
        payer_name: payer,
        payer_iban: payerIbans.de,
        amount: 200_00,
        status: "due",
        order_id: null,
      },
      {
        reason: "refused",
        payer_name: "DURAND PAUL",
        payer_iban: payerIbans.fr,
        amount: 20_00,
        status: "due",
        order_id: null,
      },
    ]);
    const listed = (await refunds()).due.filter(
      (refund: { openingId: string }) => refund.openingId === opening.id,
    );
    expect(listed).toHaveLength(2);
    expect(
      listed.find((refund: { payerIban: string }) => refund.payerIban === payerIbans.de),
    ).toMatchObject({
      customer: `${claireSignup.firstName} ${claireSignup.lastName}`,
      reason: "refused",
      payerIban: payerIbans.de,
      amountCents: 200_00,
    });
  });

  it("owes the payer of a withdrawn agreement's account what they sent", async () => {
    const { cookie, opening } = await fundedCustomer();
    const withdrawn = await bank.app.inject({
      method: "POST",
      url: "/api/current-account/withdrawal",
      headers: { cookie },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [refund, ...others] = await refundsOf(opening.id);
    expect(others).toEqual([]);
    expect(refund).toMatchObject({ reason: "withdrawn", payer_iban: payerIbans.de, status: "due" });
    expect(Number(refund?.amount_cents)).toBe(150_00);
  });

  it("never owes more in total than the account holds, the last payers paid what remains", async () => {
    const { opening } = await fundedCustomer([
      { amount: "40.00", payerName: "DURAND PAUL", payerIban: payerIbans.fr },
    ]);
    const trial = db()
      .transaction()
      .execute(async (trx) => {
        await recordRefundsDue(trx, {
          openingId: opening.id,
          accountIban: opening.firstTransfer?.iban ?? "",
          balanceCents: 160_00,
          reason: "refused",
          now: new Date(),
        });
        const rows = await trx
          .selectFrom("opening_refunds")
          .select(["payer_iban", "amount_cents"])
          .where("opening_id", "=", opening.id)
          .orderBy("amount_cents", "desc")
          .execute();
        // Nothing of this trial is kept: the opening is still signed.
        throw Object.assign(new Error("rolled back"), { rows });
      });
    const { rows } = (await trial.catch((error: unknown) => error)) as {
      rows: { payer_iban: string; amount_cents: string | number }[];
    };
    expect(rows.map((row) => [row.payer_iban, Number(row.amount_cents)])).toEqual([
      [payerIbans.de, 150_00],
      [payerIbans.fr, 10_00],
    ]);
  });

  it("puts every refund due in one pain.001 order, marks them exported, and has none left for a second", async () => {
    const { opening } = await fundedCustomer();
    await refuse(opening.id);
    const due = (await refunds()).due as { id: string; amountCents: number }[];
    expect(due.length).toBeGreaterThan(0);

    const created = await generate();
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      createdBy: staff.email,
      transactionCount: due.length,
      controlSumCents: due.reduce((sum, refund) => sum + refund.amountCents, 0),
    });
    expect(order.messageId.length).toBeLessThanOrEqual(35);

    const file = await download(order.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="${order.messageId}.xml"`,
    );
    expect(XMLValidator.validate(file.body)).toBe(true);
    const initiation = parser.parse(file.body).Document.CstmrCdtTrfInitn;
    expect(initiation.GrpHdr).toMatchObject({
      MsgId: order.messageId,
      NbOfTxs: String(due.length),
      InitgPty: { Nm: "Aurore Banque SA" },
    });
    expect(Math.round(Number(initiation.GrpHdr.CtrlSum) * 100)).toBe(order.controlSumCents);
    expect(initiation.PmtInf.DbtrAcct.Id.IBAN).toBe(bankIdentifiers.refundsIban);
    const transfers: Transfer[] = initiation.PmtInf.CdtTrfTxInf;
    expect(transfers.map((transfer) => transfer.PmtId.EndToEndId).sort()).toEqual(
      due.map((refund) => refund.id.replaceAll("-", "")).sort(),
    );
    expect(transfers.every((transfer) => isValidIban(transfer.CdtrAcct.Id.IBAN))).toBe(true);
    const own = transfers.find(
      (transfer) =>
        transfer.PmtId.EndToEndId ===
        due.find((refund) => refund.amountCents === 150_00)?.id.replaceAll("-", ""),
    );
    expect(own?.Amt.InstdAmt).toEqual({ "@Ccy": "EUR", "#text": "150.00" });

    expect(await refundsOf(opening.id)).toMatchObject([{ status: "exported", order_id: order.id }]);
    const after = await refunds();
    expect(after.due).toEqual([]);
    expect(after.orders[0]).toMatchObject({ id: order.id, messageId: order.messageId });

    const again = await generate();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("nothing_due");
    expect(again.json().error.message).toMatch(/^Aucun remboursement n'est à effectuer/);

    // Downloaded again later: the same bytes.
    expect((await download(order.id)).rawPayload.equals(file.rawPayload)).toBe(true);
    const unknown = await download("00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("refund_order_not_found");
  });

  it("exports each refund once when two members of staff generate the order at once, on two connections", async () => {
    for (let round = 0; round < 3; round += 1) {
      const { opening } = await fundedCustomer();
      await refuse(opening.id);
      const answers = await Promise.all(
        [staffCookie, secondCookie].map(async (cookie, index) => {
          const origin = bank.origins[index % bank.origins.length];
          const response = await fetch(`${origin}/api/admin/refund-orders`, {
            method: "POST",
            headers: { cookie },
          });
          return {
            status: response.status,
            body: (await response.json()) as { id?: string; error?: { code: string } },
          };
        }),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.error?.code).toBe("nothing_due");
      const orderId = answers.find((answer) => answer.status === 201)?.body.id;
      const [refund, ...others] = await refundsOf(opening.id);
      expect(others).toEqual([]);
      expect(refund).toMatchObject({ status: "exported", order_id: orderId });
      const orders = await db()
        .selectFrom("opening_refunds")
        .select("order_id")
        .where("opening_id", "=", opening.id)
        .execute();
      expect(orders).toHaveLength(1);
    }
  });

  it("leaves refunds and orders the stored-data rules accept, and those rules see an amount changed", async () => {
    expect(await storedDataProblems(bank.testDatabase.database)).toEqual([]);
    const refund = await db()
      .selectFrom("opening_refunds")
      .select("id")
      .where("status", "=", "exported")
      .executeTakeFirstOrThrow();
    // The service never changes an amount (the schema's type forbids it): raw SQL, as damage would.
    await sql`UPDATE opening_refunds SET amount_cents = amount_cents + 1 WHERE id = ${refund.id}`.execute(
      db(),
    );
    const problems = await storedDataProblems(bank.testDatabase.database);
    await sql`UPDATE opening_refunds SET amount_cents = amount_cents - 1 WHERE id = ${refund.id}`.execute(
      db(),
    );
    expect(problems.some((problem) => problem.startsWith(`refund ${refund.id}:`))).toBe(true);
    expect(problems.some((problem) => problem.startsWith("refund order "))).toBe(true);
  });
});
