import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages } from "@domain/forms/newsletter";
import { createStaffAccount } from "../../server/services/staff";
import { recordSignupConsent } from "../../server/services/subscribers";
import { claireSignup, cookiesOf, signInStaff } from "../support/fixtures";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { startTestApp } from "../support/site";
import { written } from "../support/messages";

const staff = {
  email: "conseiller.newsletter@aurore-banque.example",
  password: "Back-Office-2026",
};

interface ListedSubscriber {
  email: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

describe.each<DatabaseKind>(["pglite", "postgres"])("newsletter consent on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let staffCookie = "";
  let clientNumber = 0;
  let addressNumber = 0;

  // Each request poses as its own client address, so the per-address limit never bites here.
  const send = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, cookie = "") => {
    clientNumber += 1;
    return app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: {
        "x-forwarded-for": `198.18.${kind === "pglite" ? 1 : 2}.${clientNumber % 250}`,
        ...(cookie && { cookie }),
      },
    });
  };
  const newAddress = (name: string) => {
    addressNumber += 1;
    return `${name}.${addressNumber}@example.fr`;
  };

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind, { trustProxy: true }));
    await createStaffAccount(testDatabase.database, staff);
    ({ cookie: staffCookie } = await signInStaff(app, staff));
  }, 60_000);

  afterAll(() => close());

  /** What staff see for an address in the back office's list, if it is there. */
  const listed = async (email: string): Promise<ListedSubscriber | undefined> => {
    const answer = await send("GET", "/api/admin/newsletter?pageSize=100", undefined, staffCookie);
    expect(answer.statusCode).toBe(200);
    return (answer.json().subscribers as ListedSubscriber[]).find((item) => item.email === email);
  };

  /** The mails waiting in the outbox for an address (no mail worker runs in these tests). */
  const mailsTo = (email: string) =>
    testDatabase.database.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body", "headers"])
      .where("recipient", "=", email)
      .orderBy("created_at")
      .orderBy("id")
      .execute();

  const confirmationToken = async (email: string) => {
    const mail = (await mailsTo(email)).findLast(
      (item) => item.subject === "Confirmez votre inscription à la newsletter",
    );
    const token = mail && /\/confirmationNewsletter#([\w-]+)/.exec(mail.text_body)?.[1];
    if (!token) throw new Error(`No confirmation link for ${email}`);
    return token;
  };

  const unsubscribeToken = async (email: string) =>
    (
      await testDatabase.database.db
        .selectFrom("newsletter_subscribers")
        .select("unsubscribe_token")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).unsubscribe_token;

  const subscribe = (email: string) => send("POST", "/api/newsletter", { email });
  const confirm = (token: string) => send("POST", "/api/newsletter/confirmation", { token });
  const unsubscribe = async (email: string) =>
    send("GET", `/api/newsletter/desinscription?token=${await unsubscribeToken(email)}`);

  /** A new customer, signed in; the returned cookie is their session's. */
  const signUp = async (email: string, newsletter: boolean) => {
    const answer = await send("POST", "/api/auth/signup", { ...claireSignup, email, newsletter });
    expect(answer.statusCode).toBe(201);
    return { cookie: cookiesOf(answer), profile: answer.json().customer };
  };
  const profileOf = async (cookie: string) =>
    (await send("GET", "/api/auth/session", undefined, cookie)).json().customer;
  const setPreference = (cookie: string, newsletter: boolean) =>
    send("PATCH", "/api/account", { newsletter }, cookie);

  it("lists for staff a customer who ticked the box at signup, and shows it in the profile", async () => {
    const email = newAddress("inscrite");
    const { cookie, profile } = await signUp(email, true);
    expect(profile.newsletter).toBe(true);
    expect((await profileOf(cookie)).newsletter).toBe(true);
    expect(await listed(email)).toMatchObject({ email, unsubscribedAt: null });

    const unticked = newAddress("discrete");
    expect((await signUp(unticked, false)).profile.newsletter).toBe(false);
    expect(await listed(unticked)).toBeUndefined();
  });

  it("records the signup box through the service the signup step calls", async () => {
    const email = newAddress("service");
    const { db } = testDatabase.database;
    const customer = { email, language: "fr" } as const;
    await db.transaction().execute((trx) => recordSignupConsent(trx, customer, true));
    expect(await listed(email)).toMatchObject({ email, unsubscribedAt: null });
    await db.transaction().execute((trx) => recordSignupConsent(trx, customer, false));
    expect(await listed(email)).toMatchObject({ unsubscribedAt: null });
  });

  it("turns the client area's preference off when the unsubscribe link is opened", async () => {
    const email = newAddress("partante");
    const { cookie } = await signUp(email, true);
    const link = await unsubscribe(email);
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe("/desinscription?statut=ok");
    expect((await profileOf(cookie)).newsletter).toBe(false);
    expect((await listed(email))?.unsubscribedAt).toEqual(expect.any(String));
  });

  it("lists and unlists the address as the client area's box is ticked and unticked", async () => {
    const email = newAddress("hesitante");
    const { cookie } = await signUp(email, false);
    const on = await setPreference(cookie, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().customer.newsletter).toBe(true);
    expect(await listed(email)).toMatchObject({ unsubscribedAt: null });
    const off = await setPreference(cookie, false);
    expect(off.json().customer.newsletter).toBe(false);
    expect((await listed(email))?.unsubscribedAt).toEqual(expect.any(String));
    expect((await profileOf(cookie)).newsletter).toBe(false);
  });

  it("counts a public subscription only once its address opens the mailed link, once", async () => {
    const email = newAddress("lecteur");
    const answer = await subscribe(email);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ message: written(newsletterMessages.requested) });
    expect(await listed(email)).toBeUndefined();
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      "Confirmez votre inscription à la newsletter",
    ]);

    const token = await confirmationToken(email);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: written(newsletterMessages.confirmed) });
    expect(await listed(email)).toMatchObject({ email, unsubscribedAt: null });

    const welcome = (await mailsTo(email))[1];
    expect(welcome?.subject).toBe("Bienvenue dans la newsletter Aurore Banque");
    expect(welcome?.text_body).toContain(
      `/api/newsletter/desinscription?token=${await unsubscribeToken(email)}`,
    );

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: "invalid_link",
      message: written(newsletterMessages.invalidLink),
    });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it("refuses a confirmation link after 48 hours, and a forged one", async () => {
    const email = newAddress("tardif");
    await subscribe(email);
    const token = await confirmationToken(email);
    await testDatabase.database.db
      .updateTable("newsletter_subscribers")
      .set({ confirmation_sent_at: new Date(Date.now() - 48 * 3600_000 - 1000) })
      .where("email", "=", email)
      .execute();
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm("faux")).statusCode).toBe(400);
    expect((await confirm("x".repeat(300))).statusCode).toBe(400);
    expect(await listed(email)).toBeUndefined();
  });

  it("answers the public form alike whether the address is new, waiting or subscribed", async () => {
    const email = newAddress("discret");
    const first = await subscribe(email);
    const waiting = await subscribe(email);
    await confirm(await confirmationToken(email));
    const subscribed = await subscribe(email);
    for (const answer of [waiting, subscribed]) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.json()).toEqual(first.json());
    }
    // One confirmation link (a second within minutes would flood the address), then the welcome.
    expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
      "Confirmez votre inscription à la newsletter",
      "Bienvenue dans la newsletter Aurore Banque",
    ]);
  });

  it("does not let a third party re-subscribe an address that unsubscribed", async () => {
    const email = newAddress("desabonnee");
    await subscribe(email);
    await confirm(await confirmationToken(email));
    await unsubscribe(email);
    const left = await listed(email);
    expect(left?.unsubscribedAt).toEqual(expect.any(String));

    // The public form only mails the address a new link; nothing counts until it is opened.
    const stranger = await subscribe(email);
    expect(stranger.json()).toEqual({ message: written(newsletterMessages.requested) });
    expect(await listed(email)).toEqual(left);

    // An account opened with the address, box ticked, is no proof of holding it either.
    const { cookie, profile } = await signUp(email, true);
    expect(profile.newsletter).toBe(false);
    expect(await listed(email)).toEqual(left);
    const ticked = await setPreference(cookie, true);
    expect(ticked.statusCode).toBe(409);
    expect(ticked.json().error.message).toBe(written(newsletterMessages.addressUnproven));
    expect(await listed(email)).toEqual(left);

    // The address's own mailbox brings it back: the link mailed to it.
    await confirm(await confirmationToken(email));
    expect(await listed(email)).toMatchObject({ unsubscribedAt: null });
    expect((await profileOf(cookie)).newsletter).toBe(true);
  });

  it("lets a customer whose address is verified subscribe again from the client area", async () => {
    const email = newAddress("verifiee");
    const { cookie } = await signUp(email, true);
    await unsubscribe(email);
    await testDatabase.database.db
      .updateTable("customers")
      .set({ email_verified_at: new Date() })
      .where("email", "=", email)
      .execute();
    const ticked = await setPreference(cookie, true);
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().customer.newsletter).toBe(true);
    expect(await listed(email)).toMatchObject({ unsubscribedAt: null });
  });

  it("keeps the client area's preference for customers only", async () => {
    const answer = await send("PATCH", "/api/account", { newsletter: true }, staffCookie);
    expect(answer.statusCode).toBe(403);
  });
});
