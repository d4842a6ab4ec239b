import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays } from "@domain/calendar/workingDays";
import { usuryOn, usuryRate } from "@domain/credit/usury";
import { fundsReleaseOn, withdrawalEndsOn } from "@domain/credit/workflow";
import { bankDay } from "../../server/services/applications";
import { createStaffAccount } from "../../server/services/staff";
import { softwarePasskey } from "../support/authenticator";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import {
  comfortableSituation,
  forgetApplications,
  recordAcceptanceChecks,
} from "../support/applications";
import { startTestApp } from "../support/site";

const staff = { email: "credit@aurore-banque.example", password: "Back-Office-2026" };
const publicUrl = "http://localhost:3000";

const situation = comfortableSituation;

const wrongState = "Cette étape n'est pas possible dans l'état actuel de votre demande.";

describe.each<DatabaseKind>(["pglite", "postgres"])("signing and withdrawing on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let claire = "";
  let paul = "";
  let staffCookie = "";
  let clients = 0;

  /** Each call from its own address, so that the login throttle counts only what a test means. */
  const send = (
    method: "GET" | "POST",
    url: string,
    cookie: string,
    payload?: object,
    remoteAddress = `10.50.0.${(clients++ % 200) + 1}`,
  ) => app.inject({ method, url, headers: cookie ? { cookie } : {}, payload, remoteAddress });
  const db = () => testDatabase.database.db;

  const signUp = async (email: string, firstName: string) =>
    cookiesOf(await send("POST", "/api/auth/signup", "", { ...claireSignup, email, firstName }));

  /** An application of the customer's that staff accepted: its offer waits for the signature. */
  const personalLoan = {
    product: "pretPersonnel",
    amount: 10_000,
    months: 60,
    option: "equipement",
  };

  async function offer(
    cookie: string,
    { withFipen = true, loan = personalLoan } = {},
  ): Promise<string> {
    const created = await send("POST", "/api/applications", cookie, { ...loan, insurance: true });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    await send("POST", `/api/applications/${id}/situation`, cookie, situation);
    // The customer sent the complete file (the documents' own tests cover how).
    await db()
      .updateTable("credit_applications")
      .set({ state: "submitted", submitted_at: new Date() })
      .where("id", "=", id)
      .execute();
    await recordAcceptanceChecks(app, id, staffCookie);
    const accepted = await send("POST", `/api/admin/applications/${id}/acceptance`, staffCookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    if (withFipen) expect((await fipen(id, cookie)).statusCode).toBe(200);
    return id;
  }

  /** The customer downloads the FIPEN of the application, as its link in the client area does. */
  const fipen = (id: string, cookie: string) =>
    send("GET", `/api/applications/${id}/fipen.pdf`, cookie);

  const sign = (id: string, cookie: string, body: object, remoteAddress?: string) =>
    send("POST", `/api/applications/${id}/signature`, cookie, body, remoteAddress);
  const withPassword = { method: "password", agreement: true, password: claireSignup.password };

  const row = (id: string) =>
    db()
      .selectFrom("credit_applications")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const eventsOf = async (id: string) =>
    (
      await db()
        .selectFrom("credit_application_events")
        .select(["event", "actor_id", "detail"])
        .where("application_id", "=", id)
        .orderBy("id")
        .execute()
    ).map((event) => event.event);
  const mailsTo = (recipient: string, subject: string) =>
    db()
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("recipient", "=", recipient)
      .where("subject", "=", subject)
      .execute();
  const yesterday = () => addDays(bankDay(new Date()), -1);

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind, { publicUrl }));
    claire = await signUp(claireSignup.email, "Claire");
    paul = await signUp("paul.durand@example.fr", "Paul");
    await createStaffAccount(testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(app, staff));
  }, 60_000);

  afterAll(() => close());

  // Each test starts applications of the same loan for the same customer: one open at a time.
  beforeEach(() => forgetApplications(testDatabase.database));

  it("refuses a wrong password and records nothing", async () => {
    const id = await offer(claire);
    const response = await sign(id, claire, { ...withPassword, password: "Mauvais-2026" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "wrong_password",
      message: "Le mot de passe est incorrect",
      fields: { password: "Le mot de passe est incorrect" },
    });
    expect(await row(id)).toMatchObject({
      state: "accepted",
      signed_at: null,
      signature: null,
      withdrawal_ends_on: null,
    });
    expect(await eventsOf(id)).not.toContain("signed");
    expect(await mailsTo(claireSignup.email, "Vous avez accepté votre offre de prêt")).toEqual([]);
  });

  it("counts wrong passwords as failed logins: the sixth try waits", async () => {
    const cookie = await signUp("lea.bernard@example.fr", "Léa");
    const id = await offer(cookie);
    const wrong = { ...withPassword, password: "Mauvais-2026" };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await sign(id, cookie, wrong, "10.60.0.1")).statusCode).toBe(400);
    }
    const blocked = await sign(id, cookie, { ...wrong, password: claireSignup.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe("Trop de tentatives. Réessayez dans 15 minutes.");
    expect((await row(id)).state).toBe("accepted");
  });

  it("signs with the password: the exact figures, the method, the dates, the event and a mail", async () => {
    const id = await offer(claire);
    const before = (await send("GET", `/api/applications/${id}`, claire)).json();
    // The sheet the customer holds: asked for again the same day, the same bytes.
    const delivered = await fipen(id, claire);
    const delivery = await db()
      .selectFrom("credit_fipen_deliveries")
      .select(["id", "delivered_at"])
      .where("application_id", "=", id)
      .executeTakeFirstOrThrow();
    const contract = await send("GET", `/api/applications/${id}/contract`, claire);
    expect(contract.statusCode).toBe(200);
    const response = await sign(id, claire, withPassword);
    expect(response.statusCode, response.body).toBe(200);
    const today = bankDay(new Date());
    const application = response.json();
    expect(application).toMatchObject({
      state: "signed",
      signature: {
        signedAt: expect.any(String),
        method: "password",
        withdrawalEndsOn: withdrawalEndsOn(today),
        fundsReleaseOn: fundsReleaseOn(today),
      },
      withdrawnAt: null,
    });
    const stored = await row(id);
    expect(stored.signature).toEqual({
      method: "password",
      figures: {
        amount: before.amount,
        months: before.months,
        annualRate: before.annualRate,
        taeg: before.taeg,
        monthlyPayment: before.monthlyPayment,
        totalDue: before.totalDue,
        insurance: true,
        insuranceMonthly: before.insuranceMonthly,
        insuranceTotal: before.insuranceTotal,
        taea: before.taea,
      },
      offerValidUntil: before.offerValidUntil,
      fipen: {
        deliveryId: delivery.id,
        sha256: createHash("sha256").update(delivered.rawPayload).digest("hex"),
        deliveredAt: delivery.delivered_at.toISOString(),
        acknowledged: true,
      },
      contract: {
        sha256: createHash("sha256").update(contract.rawPayload).digest("hex"),
        issuedAt: before.decision.decidedAt,
      },
      // Fastify's inject names itself; a browser's user agent is kept the same way.
      device: { userAgent: "lightMyRequest" },
    });
    expect(stored.withdrawal_ends_on).toBe(withdrawalEndsOn(today));
    const { id: claireId } = await db()
      .selectFrom("customers")
      .select("id")
      .where("email", "=", claireSignup.email)
      .executeTakeFirstOrThrow();
    const signed = await db()
      .selectFrom("credit_application_events")
      .select(["actor_id", "detail"])
      .where("application_id", "=", id)
      .where("event", "=", "signed")
      .execute();
    expect(signed).toEqual([
      {
        actor_id: claireId,
        detail: {
          method: "password",
          fipenDeliveryId: delivery.id,
          contractSha256: createHash("sha256").update(contract.rawPayload).digest("hex"),
        },
      },
    ]);
    const [mail, ...more] = await mailsTo(
      claireSignup.email,
      "Vous avez accepté votre offre de prêt",
    );
    expect(more).toEqual([]);
    expect(mail?.text_body).toContain("« Me rétracter »");
    expect(mail?.text_body).toContain(`${publicUrl}/demandePret?id=${id}`);

    const again = await sign(id, claire, withPassword);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: "wrong_state", message: wrongState });
  });

  it("keeps each FIPEN as given: the same sheet all day, its digest and its moment in the history", async () => {
    const id = await offer(claire);
    const [first, second] = [await fipen(id, claire), await fipen(id, claire)];
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const deliveries = await db()
      .selectFrom("credit_fipen_deliveries")
      .selectAll()
      .where("application_id", "=", id)
      .execute();
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(Buffer.from(delivery?.pdf ?? []).equals(first.rawPayload)).toBe(true);
    expect(delivery?.sha256).toBe(createHash("sha256").update(first.rawPayload).digest("hex"));
    expect(delivery?.issued_on).toBe(bankDay(new Date()));
    const history = await db()
      .selectFrom("credit_application_events")
      .select("detail")
      .where("application_id", "=", id)
      .where("event", "=", "fipen_downloaded")
      .execute();
    expect(history.map((event) => event.detail)).toEqual([
      { issuedOn: bankDay(new Date()), deliveryId: delivery?.id, sha256: delivery?.sha256 },
    ]);
  });

  it("refuses a signature before the FIPEN was given, or without the box ticked, and records nothing", async () => {
    const id = await offer(claire, { withFipen: false });
    const early = await sign(id, claire, withPassword);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: "fipen_not_delivered",
      message:
        "Téléchargez d'abord la FIPEN de cette offre et lisez-la : l'offre ne peut être acceptée qu'après l'avoir reçue.",
    });
    expect((await fipen(id, claire)).statusCode).toBe(200);
    const unticked = { method: withPassword.method, password: withPassword.password };
    for (const body of [unticked, { ...withPassword, agreement: false }]) {
      const refused = await sign(id, claire, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        agreement:
          "Cochez la case pour confirmer que vous avez lu et acceptez l'offre de crédit et la FIPEN",
      });
    }
    expect(await row(id)).toMatchObject({ state: "accepted", signed_at: null, signature: null });
    expect(await eventsOf(id)).not.toContain("signed");
    expect((await sign(id, claire, withPassword)).statusCode).toBe(200);
  });

  it("refuses a signature when the FIPEN given quotes other figures than the offer", async () => {
    const id = await offer(claire);
    // The offer's rate changed after the sheet was given: that sheet does not describe it.
    await db()
      .updateTable("credit_applications")
      .set({ annual_rate: 0.0451 })
      .where("id", "=", id)
      .execute();
    const refused = await sign(id, claire, withPassword);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("fipen_not_delivered");
    expect((await fipen(id, claire)).statusCode).toBe(200);
    expect((await sign(id, claire, withPassword)).statusCode).toBe(200);
  });

  it("checks the TAEG against the usury threshold of the day when the offer is issued and when it is accepted", async () => {
    const threshold = usuryRate(usuryOn(bankDay(new Date())).quarter, 10_000);
    const id = await offer(claire);
    await db()
      .updateTable("credit_applications")
      .set({ taeg: threshold })
      .where("id", "=", id)
      .execute();
    const signed = await sign(id, claire, withPassword);
    expect(signed.statusCode).toBe(409);
    expect(signed.json().error).toEqual({
      code: "usury_reached",
      message:
        "Cette offre ne peut plus être acceptée : son TAEG atteint le taux de l'usure en vigueur. Contactez votre conseiller.",
    });
    expect((await row(id)).state).toBe("accepted");

    await forgetApplications(testDatabase.database);
    const created = await send("POST", "/api/applications", claire, {
      product: "pretPersonnel",
      amount: 10_000,
      months: 60,
      option: "equipement",
      insurance: true,
    });
    const submitted = created.json().id as string;
    await db()
      .updateTable("credit_applications")
      .set({ state: "submitted", submitted_at: new Date(), taeg: threshold })
      .where("id", "=", submitted)
      .execute();
    await recordAcceptanceChecks(app, submitted, staffCookie);
    const accepted = await send(
      "POST",
      `/api/admin/applications/${submitted}/acceptance`,
      staffCookie,
    );
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.code).toBe("usury_reached");
    expect((await row(submitted)).state).toBe("submitted");
  });

  it("refuses an offer past its 15 days, and a file not yet accepted", async () => {
    const id = await offer(claire);
    await db()
      .updateTable("credit_applications")
      .set({ offer_valid_until: yesterday() })
      .where("id", "=", id)
      .execute();
    const expired = await sign(id, claire, withPassword);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toEqual({
      code: "offer_expired",
      message:
        "Cette offre n'est plus valable : son délai d'acceptation de 15 jours est dépassé. Contactez votre conseiller pour une nouvelle offre.",
    });
    expect(await row(id)).toMatchObject({ state: "accepted", signed_at: null });
    expect(await eventsOf(id)).not.toContain("signed");

    const { id: early } = (
      await send("POST", "/api/applications", claire, {
        product: "pretVoyage",
        amount: 3_000,
        months: 24,
        option: "famille",
        insurance: false,
      })
    ).json();
    const notYet = await sign(early, claire, withPassword);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error.message).toBe(wrongState);
    const options = await send("POST", `/api/applications/${early}/signature/options`, claire);
    expect(options.statusCode).toBe(409);
  });

  it("signs with one of the customer's own passkeys, answering a challenge asked for this offer in this session", async () => {
    const addPasskey = async (cookie: string, password = claireSignup.password) => {
      const passkey = softwarePasskey(publicUrl);
      const options = await send("POST", "/api/account/passkeys/options", cookie, {
        name: "Téléphone",
        password,
      });
      expect(options.statusCode, options.body).toBe(200);
      const added = await send("POST", "/api/account/passkeys", cookie, {
        name: "Téléphone",
        response: passkey.register(options.json()),
      });
      expect(added.statusCode, added.body).toBe(201);
      return { passkey, id: added.json().passkeys[0].id as string };
    };
    const claires = await addPasskey(claire);
    const pauls = await addPasskey(paul);
    const id = await offer(claire);
    const challenge = async () => {
      const options = await send("POST", `/api/applications/${id}/signature/options`, claire);
      expect(options.statusCode, options.body).toBe(200);
      return options.json();
    };

    const options = await challenge();
    expect(options.allowCredentials).toEqual([
      { id: claires.passkey.credentialId, type: "public-key", transports: ["internal"] },
    ]);
    const foreign = await sign(id, claire, {
      method: "passkey",
      agreement: true,
      credential: { response: pauls.passkey.authenticate(options) },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe("passkey_refused");
    expect((await row(id)).state).toBe("accepted");

    // A challenge is good only for what it was asked for: not a sign-in's, not another session's.
    const withPasskeyAnswering = (asked: { challenge: string }) => ({
      method: "passkey",
      agreement: true,
      credential: { response: claires.passkey.authenticate(asked) },
    });
    const signIn = await send("POST", "/api/auth/passkey/options", "");
    expect(signIn.statusCode, signIn.body).toBe(200);
    const withSignIn = await sign(id, claire, withPasskeyAnswering(signIn.json()));
    expect(withSignIn.statusCode).toBe(400);
    expect(withSignIn.json().error.code).toBe("passkey_refused");
    const otherSession = cookiesOf(
      await send("POST", "/api/auth/login", "", {
        email: claireSignup.email,
        password: claireSignup.password,
      }),
    );
    const elsewhere = await send("POST", `/api/applications/${id}/signature/options`, otherSession);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const fromElsewhere = await sign(id, claire, withPasskeyAnswering(elsewhere.json()));
    expect(fromElsewhere.statusCode).toBe(400);
    expect(fromElsewhere.json().error.code).toBe("passkey_refused");
    expect((await row(id)).state).toBe("accepted");

    const travel = await offer(claire, {
      loan: { product: "pretVoyage", amount: 3_000, months: 24, option: "famille" },
    });
    const forTravel = await send("POST", `/api/applications/${travel}/signature/options`, claire);
    expect(forTravel.statusCode, forTravel.body).toBe(200);
    const otherOffer = await sign(id, claire, withPasskeyAnswering(forTravel.json()));
    expect(otherOffer.statusCode).toBe(400);
    expect(otherOffer.json().error.code).toBe("passkey_refused");
    expect((await row(id)).state).toBe("accepted");

    // The challenge ends with the digest of the contract as issued: the device signs the text.
    const contract = await db()
      .selectFrom("credit_contracts")
      .select("sha256")
      .where("application_id", "=", id)
      .executeTakeFirstOrThrow();
    const digestOf = (challenge: string) =>
      Buffer.from(challenge, "base64url").subarray(16).toString("hex");
    const asked = await challenge();
    expect(digestOf(asked.challenge)).toBe(contract.sha256);
    // A challenge of the right scope that names another text is refused.
    const kept = await db()
      .selectFrom("webauthn_challenges")
      .selectAll()
      .where("challenge", "=", asked.challenge)
      .executeTakeFirstOrThrow();
    const otherText = randomBytes(48).toString("base64url");
    await db()
      .insertInto("webauthn_challenges")
      .values({ ...kept, challenge: otherText })
      .execute();
    const forOtherText = await sign(id, claire, withPasskeyAnswering({ challenge: otherText }));
    expect(forOtherText.statusCode).toBe(400);
    expect(forOtherText.json().error.code).toBe("passkey_refused");
    const response = await sign(id, claire, {
      method: "passkey",
      agreement: true,
      credential: { response: claires.passkey.authenticate(asked) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().signature.method).toBe("passkey");
    const { signature } = await row(id);
    expect(signature).toMatchObject({ method: "passkey", passkeyId: claires.id });
    const clientData = signature?.passkeyAssertion?.clientDataJSON ?? "";
    const signed = JSON.parse(Buffer.from(clientData, "base64url").toString());
    expect(signed.type).toBe("webauthn.get");
    expect(digestOf(signed.challenge)).toBe(contract.sha256);
  });

  /** Staff record a withdrawal the customer sent by post or e-mail. */
  const recordWithdrawal = (id: string, body: object, cookie = staffCookie) =>
    send("POST", `/api/admin/applications/${id}/withdrawal`, cookie, body);

  it("records a withdrawal sent by post within the period, as staff received it, with a mail", async () => {
    const email = "lucie.moreau@example.fr";
    const lucie = await signUp(email, "Lucie");
    const id = await offer(lucie);
    expect((await sign(id, lucie, withPassword)).statusCode).toBe(200);
    const sentOn = bankDay(new Date());
    const response = await recordWithdrawal(id, { channel: "courrier", sentOn });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().application).toMatchObject({
      state: "withdrawn",
      withdrawnAt: expect.any(String),
    });
    const [withdrawn] = await db()
      .selectFrom("credit_application_events")
      .innerJoin("customers", "customers.id", "credit_application_events.actor_id")
      .select(["customers.email", "detail"])
      .where("application_id", "=", id)
      .where("event", "=", "withdrawn")
      .execute();
    expect(withdrawn).toEqual({ email: staff.email, detail: { channel: "courrier", sentOn } });
    const [mail] = await mailsTo(email, "Votre rétractation est enregistrée");
    expect(mail?.text_body).toContain("sans frais");
    const again = await recordWithdrawal(id, { channel: "email", sentOn });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("wrong_state");
  });

  it("refuses a withdrawal sent after the period, before the acceptance or in the future, and one the customer records", async () => {
    const hugo = await signUp("hugo.lambert@example.fr", "Hugo");
    const id = await offer(hugo);
    const unsigned = await recordWithdrawal(id, { channel: "email", sentOn: bankDay(new Date()) });
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().error.code).toBe("wrong_state");
    expect((await sign(id, hugo, withPassword)).statusCode).toBe(200);
    const today = bankDay(new Date());
    for (const [sentOn, status, message] of [
      [addDays(today, 1), 400, "La date d'envoi ne peut pas être dans le futur"],
      [yesterday(), 400, "La date d'envoi ne peut pas précéder l'acceptation de l'offre"],
      ["2026-02-30", 400, "Indiquez la date d'envoi (cachet de la poste, date de l'e-mail)"],
    ] as const) {
      const refused = await recordWithdrawal(id, { channel: "courrier", sentOn });
      expect(refused.statusCode, sentOn).toBe(status);
      expect(refused.json().error.fields).toEqual({ sentOn: message });
    }
    const badChannel = await recordWithdrawal(id, { channel: "pigeon", sentOn: today });
    expect(badChannel.json().error.fields).toEqual({
      channel: "Indiquez comment la rétractation est arrivée",
    });
    // Signed three weeks ago, the period over two days ago, the letter posted yesterday.
    await db()
      .updateTable("credit_applications")
      .set({
        signed_at: new Date(Date.now() - 21 * 86_400_000),
        withdrawal_ends_on: addDays(today, -2),
      })
      .where("id", "=", id)
      .execute();
    const late = await recordWithdrawal(id, { channel: "courrier", sentOn: yesterday() });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fields).toEqual({
      sentOn:
        "Envoyée après le dernier jour du délai de rétractation : elle ne peut être enregistrée",
    });
    const onTime = { channel: "courrier", sentOn: addDays(today, -2) };
    expect((await recordWithdrawal(id, onTime, hugo)).statusCode).toBe(403);
    expect((await row(id)).state).toBe("signed");
    expect((await recordWithdrawal(id, onTime)).statusCode).toBe(200);
  });

  it("withdraws within the 14 days, once, with a mail", async () => {
    const id = await offer(claire);
    expect((await sign(id, claire, withPassword)).statusCode).toBe(200);
    const response = await send("POST", `/api/applications/${id}/withdrawal`, claire);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      state: "withdrawn",
      withdrawnAt: expect.any(String),
      signature: { method: "password" },
    });
    expect((await eventsOf(id)).slice(-2)).toEqual(["signed", "withdrawn"]);
    const [mail, ...more] = await mailsTo(claireSignup.email, "Votre rétractation est enregistrée");
    expect(more).toEqual([]);
    expect(mail?.text_body).toContain("sans frais");

    const again = await send("POST", `/api/applications/${id}/withdrawal`, claire);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("wrong_state");
  });

  it("refuses a withdrawal after the period, and before the signature", async () => {
    const id = await offer(claire);
    const unsigned = await send("POST", `/api/applications/${id}/withdrawal`, claire);
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().error).toEqual({ code: "wrong_state", message: wrongState });

    expect((await sign(id, claire, withPassword)).statusCode).toBe(200);
    await db()
      .updateTable("credit_applications")
      .set({ withdrawal_ends_on: yesterday() })
      .where("id", "=", id)
      .execute();
    const late = await send("POST", `/api/applications/${id}/withdrawal`, claire);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: "withdrawal_closed",
      message:
        "Le délai de rétractation de 14 jours est écoulé : la rétractation n'est plus possible.",
    });
    expect(await row(id)).toMatchObject({ state: "signed", withdrawn_at: null });
    expect(await eventsOf(id)).not.toContain("withdrawn");
  });

  it("answers another customer as for an unknown application, and refuses visitors and staff", async () => {
    const id = await offer(claire);
    for (const [url, body] of [
      [`/api/applications/${id}/signature/options`, undefined],
      [`/api/applications/${id}/signature`, withPassword],
      [`/api/applications/${id}/withdrawal`, undefined],
    ] as const) {
      const stranger = await send("POST", url, paul, body);
      expect(stranger.statusCode, url).toBe(404);
      expect(stranger.json().error.message).toBe("Cette demande de prêt n'existe pas.");
      expect((await send("POST", url, "", body)).statusCode, url).toBe(401);
      expect((await send("POST", url, staffCookie, body)).statusCode, url).toBe(403);
    }
    expect(
      (await send("POST", "/api/applications/not-a-uuid/signature", claire, withPassword))
        .statusCode,
    ).toBe(404);
    expect(await row(id)).toMatchObject({ state: "accepted", signed_at: null });
  });
});
