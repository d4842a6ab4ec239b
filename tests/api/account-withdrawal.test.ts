import { describe, expect, it } from "vitest";
import { parisDay } from "@domain/calendar/parisDay";
import { addDays, deadlineOn } from "@domain/calendar/workingDays";
import { printedIban } from "@domain/currentAccount/iban";
import { distanceSellingWithdrawalDays } from "@domain/distanceSelling";
import { message } from "@domain/i18n/message";
import { loadFreezeList } from "../../server/screening/screening";
import { createStaffAccount } from "../../server/services/staff";
import { signedOpening } from "../support/account-openings";
import type { DatabaseKind } from "../support/database";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import { written } from "../support/messages";
import { sampleFreezeList } from "../support/screening";
import { instancesPerDescribe } from "../support/site";
import { firstTransferStatement } from "../support/statements";

const staff = { email: "retractations@aurore-banque.example", password: "Back-Office-2026" };
const payer = `${claireSignup.lastName} ${claireSignup.firstName}`.toUpperCase();

/**
 * « Renoncer au contrat ici » (Code de la consommation L222-7 and L222-8, décret n° 2026-3): the
 * holder of an account signed at a distance withdraws from its agreement within the period, from
 * the client area, and is sent an acknowledgment naming what they declared and when; before or
 * after staff's approval, once, and never after the period.
 */
describe.each<DatabaseKind>(["pglite", "postgres"])(
  "withdrawing from the account agreement on %s",
  (kind) => {
    const bank = instancesPerDescribe(kind);
    const db = () => bank.testDatabase.database.db;
    let customers = 0;
    let staffCookie = "";

    async function signedCustomer(language = "fr") {
      customers += 1;
      const email = `renonce.${customers}@example.fr`;
      const signup = await bank.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        headers: { "accept-language": language },
        payload: { ...claireSignup, email },
        remoteAddress: `10.35.0.${customers}`,
      });
      expect(signup.statusCode, signup.body).toBe(201);
      const cookie = cookiesOf(signup);
      const opening = await signedOpening(bank.app, cookie);
      return { email, cookie, opening };
    }
    const withdraw = (cookie: string) =>
      bank.app.inject({
        method: "POST",
        url: "/api/current-account/withdrawal",
        headers: { cookie },
      });
    /** The same, over a real connection to the instance at `origin`. */
    const withdrawOver = (origin: string, cookie: string) =>
      fetch(`${origin}/api/current-account/withdrawal`, { method: "POST", headers: { cookie } });
    const account = async (cookie: string) =>
      (
        await bank.app.inject({ method: "GET", url: "/api/current-account", headers: { cookie } })
      ).json();
    const mailsTo = (email: string) =>
      db()
        .selectFrom("mail_outbox")
        .select(["subject", "text_body"])
        .where("recipient", "=", email)
        .orderBy("id")
        .execute();
    async function fundedAndScreened(opening: {
      firstTransfer: { iban: string; reference: string };
    }) {
      if (!staffCookie) {
        await createStaffAccount(bank.testDatabase.database, staff);
        ({ cookie: staffCookie } = await signInStaff(bank.app, staff));
        await loadFreezeList(db(), sampleFreezeList);
      }
      const imported = await bank.app.inject({
        method: "POST",
        url: "/api/admin/statements",
        headers: { cookie: staffCookie, "content-type": "application/xml" },
        payload: firstTransferStatement(opening.firstTransfer, payer),
      });
      expect(imported.statusCode, imported.body).toBe(201);
    }
    const approvalUrl = (openingId: string) => `/api/admin/account-openings/${openingId}/approval`;
    const approve = (openingId: string) =>
      bank.app.inject({
        method: "POST",
        url: approvalUrl(openingId),
        headers: { cookie: staffCookie },
      });
    const approveOver = (origin: string, openingId: string) =>
      fetch(`${origin}${approvalUrl(openingId)}`, {
        method: "POST",
        headers: { cookie: staffCookie },
      });

    it("closes the account, keeps the declaration and mails its acknowledgment with the money due back", async () => {
      const { email, cookie, opening } = await signedCustomer();
      const signedOn = parisDay(new Date(opening.signedAt ?? ""));
      const before = await account(cookie);
      expect(before).toMatchObject({
        status: "pending_first_transfer",
        agreement: {
          signedAt: opening.signedAt,
          withdrawalEndsOn: deadlineOn(addDays(signedOn, distanceSellingWithdrawalDays)),
          withdrawnAt: null,
        },
      });
      await fundedAndScreened(opening);

      const answer = await withdraw(cookie);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        status: "closed",
        agreement: { withdrawnAt: expect.any(String) },
        balanceCents: 150_00,
      });

      const kept = await db()
        .selectFrom("account_opening_withdrawals")
        .selectAll()
        .where("opening_id", "=", opening.id)
        .executeTakeFirstOrThrow();
      expect(kept).toMatchObject({
        declaration: {
          holder: `${claireSignup.firstName} ${claireSignup.lastName}`,
          offer: "plus",
          iban: opening.firstTransfer.iban,
          signedOn,
        },
        acknowledged_to: email,
      });
      expect(Number(kept.refund_due_cents)).toBe(150_00);

      const [acknowledgment, ...others] = (await mailsTo(email)).filter(
        (mail) => mail.subject === "Accusé de réception de votre rétractation",
      );
      expect(others).toEqual([]);
      expect(acknowledgment?.text_body).toContain(
        `« Moi, ${claireSignup.firstName} ${claireSignup.lastName}, je renonce à la convention de compte courant, offre Plus, IBAN ${printedIban(opening.firstTransfer.iban)}`,
      );
      expect(acknowledgment?.text_body).toMatch(/envoyée le .+ depuis votre espace client/);
      expect(acknowledgment?.text_body).toMatch(/Les 150,00\s€.+renvoyés.+au plus tard 30 jours/s);

      // Once: a second confirmation finds it made, and nothing else changes.
      const again = await withdraw(cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: "already_withdrawn",
        message: written(message("accountAlreadyWithdrawn")),
      });

      // Staff see it withdrawn, and cannot approve it any more.
      const file = await bank.app.inject({
        method: "GET",
        url: `/api/admin/account-openings/${opening.id}`,
        headers: { cookie: staffCookie },
      });
      expect(file.json().opening.status).toBe("withdrawn");
      expect((await approve(opening.id)).statusCode).toBe(409);

      // The customer may open an account again, from the start.
      const restart = await bank.app.inject({
        method: "POST",
        url: "/api/account-opening",
        headers: { cookie },
      });
      expect(restart.json()).toMatchObject({ resumed: false, opening: { status: "in_progress" } });
    });

    it("acknowledges in the customer's language, after staff approved the account too", async () => {
      const { email, cookie, opening } = await signedCustomer("de");
      await fundedAndScreened(opening);
      expect((await approve(opening.id)).statusCode).toBe(200);
      expect((await account(cookie)).status).toBe("open");

      const answer = await withdraw(cookie);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().status).toBe("closed");
      const acknowledgment = (await mailsTo(email)).find(
        (mail) => mail.subject === "Eingangsbestätigung Ihres Widerrufs",
      );
      expect(acknowledgment?.text_body).toContain(
        `„Ich, ${claireSignup.firstName} ${claireSignup.lastName}, widerrufe den Girokontovertrag, Angebot Plus`,
      );
    });

    it("refuses once the period is over, saying how long it was, and leaves the account open", async () => {
      const { cookie, opening } = await signedCustomer();
      // Signed fifteen days ago, its documents too: the period has run out.
      const long = new Date(Date.now() - (distanceSellingWithdrawalDays + 6) * 86_400_000);
      await db()
        .updateTable("account_openings")
        .set({ signed_at: long })
        .where("id", "=", opening.id)
        .execute();
      const answer = await withdraw(cookie);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toMatchObject({
        code: "withdrawal_closed",
        message: written(
          message("accountWithdrawalClosed", { days: distanceSellingWithdrawalDays }),
        ),
      });
      expect(await account(cookie)).toMatchObject({
        status: "pending_first_transfer",
        agreement: { withdrawnAt: null },
      });
    });

    it("tells a customer without a signed agreement that they have no account", async () => {
      customers += 1;
      const signup = await bank.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { ...claireSignup, email: `renonce.${customers}@example.fr` },
        remoteAddress: `10.35.0.${customers}`,
      });
      const cookie = cookiesOf(signup);
      await bank.app.inject({ method: "POST", url: "/api/account-opening", headers: { cookie } });
      const answer = await withdraw(cookie);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe(written(message("currentAccountNotFound")));
    });

    it("withdraws once when confirmed five times at once, over every instance", async () => {
      const { email, cookie } = await signedCustomer();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          withdrawOver(bank.origins[index % bank.origins.length] ?? "", cookie),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const acknowledgments = (await mailsTo(email)).filter((mail) =>
        mail.subject.startsWith("Accusé de réception"),
      );
      expect(acknowledgments).toHaveLength(1);
    });

    it("leaves one consistent outcome when staff approve while the customer withdraws", async () => {
      for (let round = 0; round < 3; round += 1) {
        const { cookie, opening } = await signedCustomer();
        await fundedAndScreened(opening);
        const [origin = "", other = origin] = bank.origins;
        const [approval, withdrawal] = await Promise.all([
          approveOver(origin, opening.id),
          withdrawOver(other, cookie),
        ]);
        // Whichever came first, the withdrawal stands: before the approval, it leaves nothing to
        // approve; after, it closes the account the approval opened.
        expect(withdrawal.status).toBe(200);
        expect([200, 409]).toContain(approval.status);
        const row = await db()
          .selectFrom("account_openings as o")
          .innerJoin("current_accounts as a", "a.id", "o.current_account_id")
          .select(["o.status", "a.status as account_status"])
          .where("o.id", "=", opening.id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: "withdrawn", account_status: "closed" });
        const decisions = await db()
          .selectFrom("account_opening_events")
          .select("event")
          .where("opening_id", "=", opening.id)
          .execute();
        expect(decisions).toEqual(approval.status === 200 ? [{ event: "approved" }] : []);
      }
    });
  },
);
