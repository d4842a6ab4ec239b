import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { Secret, TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginMessages } from "@domain/forms/login";
import { passwordMessages } from "@domain/forms/password";
import { forgotPasswordAnswer, linkMessages } from "@domain/forms/passwordReset";
import { twoFactorMessages } from "@domain/forms/twoFactor";
import { createDatabase, type Database } from "../../db/database";
import { buildApp } from "../../server/app";
import { fileTransport, smtpTransport, type MailTransport } from "../../server/mail/transport";
import { hashToken } from "../../server/services/sessions";
import { createTestDatabase, type DatabaseKind } from "../support/database";
import { claireSignup } from "../support/fixtures";
import {
  emlFolder,
  linkIn,
  startSmtpMailbox,
  type ReceivedMail,
  type SmtpMailbox,
} from "../support/mailbox";
import { freePort } from "../support/server-process";
import { createFixtureSite } from "../support/site";
import { written } from "../support/messages";

const publicUrl = "https://www.aurore-banque.test";
const sender = "Aurore Banque <ne-pas-repondre@aurore-banque.test>";

const laptop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

const newPassword = "Nouveau-Soleil-42";

interface Bank {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app with its mail worker, on a database of its own: two workers sharing one outbox
 * would send each other's mails. PGlite runs in memory, which is all these tests need of it.
 */
async function openBank(
  kind: DatabaseKind,
  transport: MailTransport,
  maxAttempts?: number,
): Promise<Bank> {
  const fixture = await createFixtureSite();
  const { database, drop } =
    kind === "pglite"
      ? await createDatabase({ dataDir: "memory://" }).then((memory) => ({
          database: memory,
          drop: () => memory.close(),
        }))
      : await createTestDatabase(kind);
  const app = await buildApp({
    site: fixture.site,
    database,
    sessionSecret: "s".repeat(32),
    production: false,
    publicUrl,
    mail: { transport, pollIntervalMs: 50, retryBaseMs: 50, maxAttempts },
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
      await fixture.remove();
    },
  };
}

let addressCount = 0;

/**
 * A browser with its own cookie jar and client address: login throttling counts failures per
 * address, so tests that type wrong secrets on purpose must not block each other.
 */
function openBrowser(app: FastifyInstance, userAgent = laptop, language?: string) {
  addressCount += 1;
  const ip = `10.20.${Math.floor(addressCount / 200)}.${(addressCount % 200) + 1}`;
  const jar = new Map<string, string>();
  const send = async (method: InjectOptions["method"], url: string, payload?: object) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await app.inject({
      method,
      url,
      payload,
      remoteAddress: ip,
      headers: {
        "user-agent": userAgent,
        ...(cookie && { cookie }),
        ...(language && { "accept-language": language }),
      },
    });
    for (const { name, value, expires } of response.cookies) {
      if (value === "" || (expires && expires.getTime() <= Date.now())) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    jar,
    get: (url: string) => send("GET", url),
    post: (url: string, payload: object = {}) => send("POST", url, payload),
    delete: (url: string) => send("DELETE", url),
  };
}

type Browser = ReturnType<typeof openBrowser>;

const sentTo = (address: string, subject: string) => (mail: ReceivedMail) =>
  mail.recipients.includes(address.toLowerCase()) && mail.subject === subject;

const authenticatorFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) });

/** The code of the next 30-second step: the current one was used to confirm the enrolment. */
const nextCode = (authenticator: TOTP) =>
  authenticator.generate({ timestamp: Date.now() + 30_000 });

/** A code the authenticator shows for none of the steps the server accepts now. */
const wrongCode = (authenticator: TOTP) => {
  const valid = [-30_000, 0, 30_000, 60_000].map((shift) =>
    authenticator.generate({ timestamp: Date.now() + shift }),
  );
  let code = 0;
  while (valid.includes(String(code).padStart(6, "0"))) code += 1;
  return String(code).padStart(6, "0");
};

const soon = (isoDate: string | undefined, expectedMs: number) => {
  expect(isoDate).toBeDefined();
  expect(Math.abs(new Date(isoDate ?? 0).getTime() - expectedMs)).toBeLessThan(10_000);
};

describe.each<DatabaseKind>(["pglite", "postgres"])("account security on %s", (kind) => {
  let bank: Bank;
  let mailbox: SmtpMailbox;
  let accountCount = 0;

  beforeAll(async () => {
    mailbox = await startSmtpMailbox();
    bank = await openBank(kind, smtpTransport(mailbox.url, sender));
  });

  afterAll(async () => {
    await bank?.close();
    await mailbox?.close();
  });

  const browser = (userAgent?: string) => openBrowser(bank.app, userAgent);
  const waitForMail = (address: string, subject: string) =>
    mailbox.waitForMail(sentTo(address, subject));

  /** A new customer, signed in on the returned browser. */
  const signUp = async (userAgent?: string) => {
    accountCount += 1;
    const email = `client${accountCount}@example.fr`;
    const signedUp = browser(userAgent);
    const response = await signedUp.post("/api/auth/signup", { ...claireSignup, email });
    expect(response.statusCode).toBe(201);
    return { email, browser: signedUp };
  };

  const logIn = async (email: string, userAgent?: string, password = claireSignup.password) => {
    const loggedIn = browser(userAgent);
    const response = await loggedIn.post("/api/auth/login", { email, password });
    return { browser: loggedIn, response };
  };

  const isSignedIn = async (someone: Browser) =>
    (await someone.get("/api/auth/session")).statusCode === 200;

  /** Mails queued for an address and not handed to the SMTP server yet. */
  const queuedFor = async (address: string) =>
    (
      await bank.database.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient", "=", address)
        .execute()
    ).length;

  describe("e-mail verification", () => {
    it("mails a link at signup that confirms the address once, then says it was used", async () => {
      const { email, browser: customer } = await signUp();
      const mail = await waitForMail(email, "Confirmez votre adresse email");
      expect(mail.text).toMatch(/^Bonjour Claire,/);
      const { url, token } = linkIn(mail, "/verificationEmail");
      expect(url).toBe(`${publicUrl}/verificationEmail?jeton=${token}`);
      expect((await customer.get("/api/auth/session")).json().customer.emailVerified).toBe(false);
      expect((await customer.get("/api/account/security")).json().emailVerified).toBe(false);

      const verify = await browser().post("/api/auth/email/verify", { token });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toEqual({ message: "Merci ! Votre adresse email est confirmée." });
      expect((await customer.get("/api/auth/session")).json().customer.emailVerified).toBe(true);
      expect((await customer.get("/api/account/security")).json().emailVerified).toBe(true);

      const again = await browser().post("/api/auth/email/verify", { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(written(linkMessages.email_verification.used));
    });

    it("asks to wait before sending the mail again, and refuses once the address is confirmed", async () => {
      const { email, browser: customer } = await signUp();
      const resend = await customer.post("/api/account/email/verification");
      expect(resend.statusCode).toBe(429);
      const wait =
        /^Un email vient de vous être envoyé\. Vous pourrez en demander un autre dans (\d+) secondes\.$/.exec(
          resend.json().error.message,
        );
      expect(Number(wait?.[1])).toBeGreaterThan(50);
      expect(Number(wait?.[1])).toBeLessThanOrEqual(60);

      const { token } = linkIn(
        await waitForMail(email, "Confirmez votre adresse email"),
        "/verificationEmail",
      );
      await browser().post("/api/auth/email/verify", { token });
      const verified = await customer.post("/api/account/email/verification");
      expect(verified.statusCode).toBe(409);
      expect(verified.json().error.message).toBe("Votre adresse email est déjà confirmée.");
    });
  });

  describe("forgotten password", () => {
    it("answers the same for an unknown address and a customer's, and mails only the customer", async () => {
      const { email } = await signUp();
      const unknown = "personne@example.fr";
      const answers = [
        await browser().post("/api/auth/password/forgot", { email: unknown }),
        await browser().post("/api/auth/password/forgot", { email }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(202);
        expect(answer.json()).toEqual({ message: written(forgotPasswordAnswer) });
      }
      const mail = await waitForMail(email, "Réinitialisation de votre mot de passe");
      expect(linkIn(mail, "/nouveauMotDePasse").url).toMatch(
        new RegExp(`^${publicUrl}/nouveauMotDePasse\\?jeton=[\\w-]{43}$`),
      );
      // Queued before the customer's and sent in order: it would be here by now.
      expect(await queuedFor(unknown)).toBe(0);
      expect(
        (await mailbox.messages()).filter((sent) => sent.recipients.includes(unknown)),
      ).toEqual([]);
    });

    it("sets a new password once through the link, signs every browser out and mails a notice", async () => {
      const { email, browser: first } = await signUp();
      const { browser: second } = await logIn(email, phone);
      await browser().post("/api/auth/password/forgot", { email });
      const { token } = linkIn(
        await waitForMail(email, "Réinitialisation de votre mot de passe"),
        "/nouveauMotDePasse",
      );
      const page = browser();
      expect((await page.post("/api/auth/password/reset/check", { token })).json()).toEqual({
        valid: true,
      });

      const weak = await page.post("/api/auth/password/reset", {
        token,
        password: "soleil2026",
        confirmPassword: "soleil2026",
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.fields).toEqual({ password: written(passwordMessages.characters) });

      const reset = await page.post("/api/auth/password/reset", {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({
        message: "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.",
      });
      expect(await isSignedIn(first)).toBe(false);
      expect(await isSignedIn(second)).toBe(false);
      const notice = await waitForMail(email, "Votre mot de passe a été modifié");
      expect(notice.text).toContain("toutes vos sessions ouvertes ont été fermées");

      const check = await page.post("/api/auth/password/reset/check", { token });
      expect(check.statusCode).toBe(400);
      expect(check.json().error.message).toBe(written(linkMessages.password_reset.used));
      const reuse = await page.post("/api/auth/password/reset", {
        token,
        password: "Autre-Soleil-43",
        confirmPassword: "Autre-Soleil-43",
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().error.message).toBe(written(linkMessages.password_reset.used));

      const oldPassword = await logIn(email);
      expect(oldPassword.response.statusCode).toBe(401);
      expect(oldPassword.response.json().error.message).toBe(written(loginMessages.failed));
      const fresh = await logIn(email, laptop, newPassword);
      expect(fresh.response.statusCode).toBe(200);
      expect(await isSignedIn(fresh.browser)).toBe(true);
    });

    it("says a link older than 30 minutes has expired", async () => {
      const { email } = await signUp();
      await browser().post("/api/auth/password/forgot", { email });
      const { token } = linkIn(
        await waitForMail(email, "Réinitialisation de votre mot de passe"),
        "/nouveauMotDePasse",
      );
      await bank.database.db
        .updateTable("account_tokens")
        .set({ expires_at: new Date(Date.now() - 60_000) })
        .where("token_hash", "=", hashToken(token))
        .execute();
      const page = browser();
      const check = await page.post("/api/auth/password/reset/check", { token });
      expect(check.statusCode).toBe(400);
      expect(check.json().error.message).toBe(written(linkMessages.password_reset.expired));
      const reset = await page.post("/api/auth/password/reset", {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().error.message).toBe(written(linkMessages.password_reset.expired));
    });
  });

  describe("two-factor login", () => {
    /** Enrols like the `Sécurité` page: secret typed from its text form, code from the app. */
    const enrol = async (customer: Browser) => {
      const setup = await customer.post("/api/account/two-factor/setup", {
        password: claireSignup.password,
      });
      expect(setup.statusCode).toBe(200);
      const { secret } = setup.json();
      const authenticator = authenticatorFor(secret);
      const confirm = await customer.post("/api/account/two-factor/confirm", {
        code: authenticator.generate(),
      });
      expect(confirm.statusCode).toBe(200);
      return { authenticator, recoveryCodes: confirm.json().recoveryCodes as string[] };
    };

    const withTwoFactor = async () => {
      const { email, browser: customer } = await signUp();
      return { email, customer, ...(await enrol(customer)) };
    };

    /** Password accepted, code awaited. */
    const passwordStep = async (email: string, password = claireSignup.password) => {
      const { browser: pending, response } = await logIn(email, laptop, password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ secondFactor: "totp" });
      return pending;
    };

    it("enrols with a QR code and the secret as text, refuses a wrong code, then shows 10 recovery codes and mails a notice", async () => {
      const { email, browser: customer } = await signUp();
      const withoutPassword = await customer.post("/api/account/two-factor/setup", {
        password: "Mauvais-2026",
      });
      expect(withoutPassword.statusCode).toBe(400);
      expect(withoutPassword.json().error.fields).toEqual({
        password: "Le mot de passe est incorrect",
      });
      const setup = await customer.post("/api/account/two-factor/setup", {
        password: claireSignup.password,
      });
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUri, qrSvg } = setup.json();
      expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      const fromUri = URI.parse(otpauthUri);
      expect(fromUri).toBeInstanceOf(TOTP);
      expect(fromUri).toMatchObject({
        issuer: "Aurore Banque",
        label: email,
        digits: 6,
        period: 30,
      });
      expect(fromUri.secret.base32).toBe(secret.replace(/ /g, ""));
      expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

      const authenticator = authenticatorFor(secret);
      const wrong = await customer.post("/api/account/two-factor/confirm", {
        code: wrongCode(authenticator),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ code: written(twoFactorMessages.codeWrong) });

      const confirm = await customer.post("/api/account/two-factor/confirm", {
        code: authenticator.generate(),
      });
      expect(confirm.statusCode).toBe(200);
      const { recoveryCodes } = confirm.json();
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      const notice = await waitForMail(email, "Double authentification activée");
      expect(notice.text).toContain("Chaque connexion vous demandera désormais un code");
      expect((await customer.get("/api/account/security")).json().twoFactor).toEqual({
        enabled: true,
        recoveryCodesLeft: 10,
      });
    });

    it("asks for a code after the password, signs in with the app's code and refuses the same code again", async () => {
      const { email, authenticator } = await withTwoFactor();
      const pending = await passwordStep(email);
      expect(pending.jar.has("aurore_session")).toBe(false);
      expect(await isSignedIn(pending)).toBe(false);

      const wrong = await pending.post("/api/auth/login/code", { code: wrongCode(authenticator) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(written(twoFactorMessages.codeWrong));

      const code = nextCode(authenticator);
      const right = await pending.post("/api/auth/login/code", { code });
      expect(right.statusCode).toBe(200);
      expect(right.json().customer.email).toBe(email);
      expect(await isSignedIn(pending)).toBe(true);

      const replay = await (await passwordStep(email)).post("/api/auth/login/code", { code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.message).toBe(written(twoFactorMessages.codeWrong));
    });

    it("does not treat the pending-login cookie as a session", async () => {
      const { email } = await withTwoFactor();
      const pending = await passwordStep(email);
      const challenge = pending.jar.get("aurore_2fa");
      expect(challenge).toBeDefined();
      expect((await pending.get("/api/auth/session")).statusCode).toBe(401);
      expect((await pending.get("/api/account/security")).statusCode).toBe(401);
      pending.jar.set("aurore_session", challenge ?? "");
      expect(await isSignedIn(pending)).toBe(false);
    });

    it("says the second factor can no longer be checked, not that the code is wrong, once SESSION_SECRET has changed", async () => {
      const { email, authenticator, recoveryCodes } = await withTwoFactor();
      // The same data under a server started with another secret, as after a change of
      // SESSION_SECRET or a backup restored elsewhere: its key opens none of the sealed seeds.
      const fixture = await createFixtureSite();
      const rekeyed = await buildApp({
        site: fixture.site,
        database: bank.database,
        sessionSecret: "t".repeat(32),
        production: false,
        publicUrl,
      });
      try {
        await rekeyed.ready();
        for (const [language, message] of [
          [undefined, written(twoFactorMessages.unreadable)],
          ["en", written(twoFactorMessages.unreadable, "en")],
        ] as const) {
          for (const code of [nextCode(authenticator), recoveryCodes[0] ?? ""]) {
            const pending = openBrowser(rekeyed, laptop, language);
            const password = await pending.post("/api/auth/login", {
              email,
              password: claireSignup.password,
            });
            expect(password.json()).toEqual({ secondFactor: "totp" });
            const answer = await pending.post("/api/auth/login/code", { code });
            expect(answer.statusCode).toBe(409);
            expect(answer.json().error).toMatchObject({
              code: "second_factor_unreadable",
              message,
            });
          }
        }
      } finally {
        await rekeyed.close();
        await fixture.remove();
      }
      // Nothing was spent: the server holding the key still takes the same codes.
      const right = await (
        await passwordStep(email)
      ).post("/api/auth/login/code", {
        code: recoveryCodes[0],
      });
      expect(right.statusCode).toBe(200);
    });

    it("signs in once with a recovery code, which then no longer works", async () => {
      const { email, recoveryCodes } = await withTwoFactor();
      const recoveryCode = recoveryCodes[3] ?? "";
      const first = await (
        await passwordStep(email)
      ).post("/api/auth/login/code", {
        code: recoveryCode.toLowerCase(),
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().recoveryCodesLeft).toBe(9);

      const second = await (
        await passwordStep(email)
      ).post("/api/auth/login/code", {
        code: recoveryCode,
      });
      expect(second.statusCode).toBe(401);
      expect(second.json().error.message).toBe(written(twoFactorMessages.codeWrong));
    });

    it("refuses even the right code for 15 minutes after 5 wrong ones", async () => {
      const { email, authenticator } = await withTwoFactor();
      const pending = await passwordStep(email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await pending.post("/api/auth/login/code", {
          code: wrongCode(authenticator),
        });
        expect(wrong.statusCode).toBe(401);
      }
      const blocked = await pending.post("/api/auth/login/code", { code: nextCode(authenticator) });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe("Trop de tentatives. Réessayez dans 15 minutes.");
      expect(await isSignedIn(pending)).toBe(false);
    });

    it("cancels a login waiting for its code when the password is reset", async () => {
      const { email, authenticator } = await withTwoFactor();
      const thief = await passwordStep(email);
      await browser().post("/api/auth/password/forgot", { email });
      const { token } = linkIn(
        await waitForMail(email, "Réinitialisation de votre mot de passe"),
        "/nouveauMotDePasse",
      );
      const reset = await browser().post("/api/auth/password/reset", {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.statusCode).toBe(200);
      const late = await thief.post("/api/auth/login/code", { code: nextCode(authenticator) });
      expect(late.statusCode).toBe(401);
      expect(late.json().error.message).toBe(
        "Votre connexion a expiré. Saisissez à nouveau votre email et votre mot de passe.",
      );
      expect(await isSignedIn(thief)).toBe(false);
    });

    it("turns off only with the right password and a right code, then the password alone signs in", async () => {
      const { email, customer, authenticator } = await withTwoFactor();
      const wrongPassword = await customer.post("/api/account/two-factor/disable", {
        password: "Mauvais-2026",
        code: nextCode(authenticator),
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(wrongPassword.json().error.fields).toEqual({
        password: written(twoFactorMessages.passwordWrong),
      });
      const wrongCodeAnswer = await customer.post("/api/account/two-factor/disable", {
        password: claireSignup.password,
        code: wrongCode(authenticator),
      });
      expect(wrongCodeAnswer.statusCode).toBe(400);
      expect(wrongCodeAnswer.json().error.fields).toEqual({
        code: written(twoFactorMessages.codeWrong),
      });
      expect((await customer.get("/api/account/security")).json().twoFactor.enabled).toBe(true);

      const disable = await customer.post("/api/account/two-factor/disable", {
        password: claireSignup.password,
        code: nextCode(authenticator),
      });
      expect(disable.statusCode).toBe(200);
      expect(disable.json()).toEqual({ message: "La double authentification est désactivée." });
      await waitForMail(email, "Double authentification désactivée");

      const { response } = await logIn(email);
      expect(response.statusCode).toBe(200);
      expect(response.json().customer.email).toBe(email);
    });
  });

  describe("sessions", () => {
    it("lists each browser's session with its device, and ending the other one signs only that one out", async () => {
      const { email, browser: computer } = await signUp(laptop);
      const { browser: mobile } = await logIn(email, phone);
      const { sessions } = (await computer.get("/api/account/security")).json();
      expect(sessions).toHaveLength(2);
      expect(sessions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            device: { browser: "Firefox", system: "Windows", kind: "desktop" },
            current: true,
          }),
          expect.objectContaining({
            device: { browser: "Chrome", system: "Android", kind: "mobile" },
            current: false,
          }),
        ]),
      );
      for (const session of sessions) {
        soon(session.createdAt, Date.now());
        soon(session.lastSeenAt, Date.now());
      }
      const other = sessions.find((session: { current: boolean }) => !session.current);

      const end = await computer.delete(`/api/account/sessions/${other.id}`);
      expect(end.statusCode).toBe(204);
      expect(await isSignedIn(mobile)).toBe(false);
      expect(await isSignedIn(computer)).toBe(true);
      expect((await computer.get("/api/account/security")).json().sessions).toHaveLength(1);
    });

    it("answers a malformed session id with 400 and another account's or an unknown one with 404", async () => {
      const { browser: customer } = await signUp();
      const { browser: stranger } = await signUp();
      const [strangerSession] = (await stranger.get("/api/account/security")).json().sessions;

      const malformed = await customer.delete("/api/account/sessions/pas-un-identifiant");
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.message).toBe("Cette session n'existe plus.");
      for (const id of [strangerSession.id, "00000000-0000-4000-8000-000000000000"]) {
        const missing = await customer.delete(`/api/account/sessions/${id}`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error.message).toBe("Cette session n'existe plus.");
      }
      expect(await isSignedIn(stranger)).toBe(true);
    });

    it("says so in the page's language, and in French to a client that names none", async () => {
      const { email } = await signUp();
      const unknown = "/api/account/sessions/00000000-0000-4000-8000-000000000000";
      const german = openBrowser(bank.app, laptop, "de");
      const login = await german.post("/api/auth/login", {
        email,
        password: claireSignup.password,
      });
      expect(login.statusCode).toBe(200);
      const inGerman = await german.delete(unknown);
      expect(inGerman.statusCode).toBe(404);
      expect(inGerman.json().error.message).toBe("Diese Sitzung existiert nicht mehr.");
      const wrongPassword = await german.post("/api/account/password", {
        currentPassword: "Mauvais-2026",
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(wrongPassword.json().error.fields).toEqual({
        currentPassword: "Das aktuelle Passwort ist falsch",
      });
      // A message with a figure in it: the signup's mail went less than a minute ago.
      const resend = await german.post("/api/account/email/verification");
      expect(resend.statusCode).toBe(429);
      expect(resend.json().error.message).toMatch(
        /^Wir haben Ihnen gerade eine E-Mail gesendet\. Sie können in \d+ Sekunden eine weitere anfordern\.$/,
      );

      const { browser: french } = await logIn(email);
      const inFrench = await french.delete(unknown);
      expect(inFrench.statusCode).toBe(404);
      expect(inFrench.json().error.message).toBe("Cette session n'existe plus.");
    });

    it("signs every browser out with `Se déconnecter de tous les appareils`", async () => {
      const { email, browser: computer } = await signUp(laptop);
      const { browser: mobile } = await logIn(email, phone);
      const everywhere = await computer.delete("/api/account/sessions");
      expect(everywhere.statusCode).toBe(204);
      // The client area would otherwise warn of a time-out of a session that no longer exists.
      expect(everywhere.headers["x-session-idle-expires-at"]).toBeUndefined();
      expect(await isSignedIn(computer)).toBe(false);
      expect(await isSignedIn(mobile)).toBe(false);
    });
  });

  describe("password change", () => {
    it("refuses a wrong current password with a message on that field", async () => {
      const { browser: customer } = await signUp();
      const response = await customer.post("/api/account/password", {
        currentPassword: "Mauvais-2026",
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        currentPassword: "Le mot de passe actuel est incorrect",
      });
    });

    it("keeps this browser signed in, signs the others out and mails a notice", async () => {
      const { email, browser: computer } = await signUp(laptop);
      const { browser: mobile } = await logIn(email, phone);
      const response = await computer.post("/api/account/password", {
        currentPassword: claireSignup.password,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message:
          "Votre mot de passe a été modifié. Vos sessions sur les autres appareils ont été fermées.",
      });
      expect(await isSignedIn(computer)).toBe(true);
      expect(await isSignedIn(mobile)).toBe(false);
      await waitForMail(email, "Votre mot de passe a été modifié");
      expect((await logIn(email, phone, newPassword)).response.statusCode).toBe(200);
    });

    it("voids a reset link sent before the change", async () => {
      const { email, browser: customer } = await signUp();
      await browser().post("/api/auth/password/forgot", { email });
      const { token } = linkIn(
        await waitForMail(email, "Réinitialisation de votre mot de passe"),
        "/nouveauMotDePasse",
      );
      const change = await customer.post("/api/account/password", {
        currentPassword: claireSignup.password,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(change.statusCode).toBe(200);
      const check = await browser().post("/api/auth/password/reset/check", { token });
      expect(check.statusCode).toBe(400);
      expect(check.json().error.message).toBe(written(linkMessages.password_reset.used));
    });
  });

  describe("idle timeout", () => {
    it("tells every session, remembered or not, when it will time out after 30 minutes", async () => {
      const { email, browser: customer } = await signUp();
      const session = await customer.get("/api/auth/session");
      soon(session.headers["x-session-idle-expires-at"] as string, Date.now() + 30 * 60_000);

      const remembered = browser();
      await remembered.post("/api/auth/login", {
        email,
        password: claireSignup.password,
        rememberMe: true,
      });
      const answer = await remembered.get("/api/auth/session");
      expect(answer.statusCode).toBe(200);
      soon(answer.headers["x-session-idle-expires-at"] as string, Date.now() + 30 * 60_000);
    });

    it("stays signed in for 30 more minutes with `Rester connecté`", async () => {
      const { browser: customer } = await signUp();
      const refresh = await customer.post("/api/auth/session/refresh");
      expect(refresh.statusCode).toBe(204);
      soon(refresh.headers["x-session-idle-expires-at"] as string, Date.now() + 30 * 60_000);
      expect((await browser().post("/api/auth/session/refresh")).statusCode).toBe(401);
    });
  });

  describe("newsletter", () => {
    it("welcomes a new subscriber once confirmed, with an unsubscribe link that works", async () => {
      const email = `lecteur-${kind}@example.fr`;
      const visitor = browser();
      expect((await visitor.post("/api/newsletter", { email })).statusCode).toBe(201);
      const confirmation = await waitForMail(email, "Confirmez votre inscription à la newsletter");
      const { url: confirm, token } = linkIn(confirmation, "/confirmationNewsletter");
      expect(confirm).toBe(`${publicUrl}/confirmationNewsletter#${token}`);
      const confirmed = await visitor.post("/api/newsletter/confirmation", { token });
      expect(confirmed.statusCode).toBe(200);
      const welcome = await waitForMail(email, "Bienvenue dans la newsletter Aurore Banque");
      const { url, token: welcomeToken } = linkIn(welcome, "/api/newsletter/desinscription");
      expect(url).toBe(`${publicUrl}/api/newsletter/desinscription?token=${welcomeToken}`);
      expect(welcome.headers.get("list")).toEqual({ unsubscribe: { url } });

      expect((await visitor.post("/api/newsletter", { email })).statusCode).toBe(201);
      // Once the outbox is empty (the welcome mail's row goes just after its delivery), every mail
      // for the address has reached the mailbox: the confirmation link and the welcome, no more.
      await expect.poll(() => queuedFor(email)).toBe(0);
      expect(
        (await mailbox.messages()).filter((sent) => sent.recipients.includes(email)),
      ).toHaveLength(2);

      const unsubscribe = await visitor.get(url.slice(publicUrl.length));
      expect(unsubscribe.statusCode).toBe(303);
      expect(unsubscribe.headers.location).toBe("/desinscription?statut=ok");
    });
  });

  describe("mail delivery", () => {
    it("delivers a mail the SMTP server refused twice, and empties the outbox", async () => {
      const reluctant = await startSmtpMailbox({ refuseFirst: 2 });
      const retrying = await openBank(kind, smtpTransport(reluctant.url, sender));
      try {
        const email = "patiente@example.fr";
        const signup = await openBrowser(retrying.app).post("/api/auth/signup", {
          ...claireSignup,
          email,
        });
        expect(signup.statusCode).toBe(201);
        await reluctant.waitForMail(sentTo(email, "Confirmez votre adresse email"));
        expect(reluctant.attempts()).toBe(3);
        await expect
          .poll(() => retrying.database.db.selectFrom("mail_outbox").selectAll().execute())
          .toEqual([]);
      } finally {
        await retrying.close();
        await reluctant.close();
      }
    });

    it("marks a mail failed after the last attempt and keeps serving", async () => {
      const nowhere = smtpTransport(`smtp://127.0.0.1:${await freePort()}`, sender);
      const failing = await openBank(kind, nowhere, 2);
      try {
        const customer = openBrowser(failing.app);
        const signup = await customer.post("/api/auth/signup", {
          ...claireSignup,
          email: "injoignable@example.fr",
        });
        expect(signup.statusCode).toBe(201);
        await expect
          .poll(() =>
            failing.database.db
              .selectFrom("mail_outbox")
              .select(["attempts", "failed_at"])
              .executeTakeFirst(),
          )
          .toEqual({ attempts: 2, failed_at: expect.any(Date) });
        expect((await customer.get("/api/health")).statusCode).toBe(200);
        expect(await isSignedIn(customer)).toBe(true);
      } finally {
        await failing.close();
      }
    });
  });

  describe("without an SMTP server", () => {
    let folder: string;
    let fallback: Bank;

    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), "aurore-mail-"));
      fallback = await openBank(kind, fileTransport(folder, sender));
    });

    afterAll(async () => {
      await fallback?.close();
      await rm(folder, { recursive: true, force: true });
    });

    it("writes each mail as an .eml file in French, with text and HTML parts and a working link", async () => {
      const email = "sans-smtp@example.fr";
      const visitor = openBrowser(fallback.app);
      await visitor.post("/api/auth/signup", { ...claireSignup, email });
      await visitor.post("/api/auth/password/forgot", { email });
      const eml = emlFolder(folder);
      const reset = await eml.waitForMail(sentTo(email, "Réinitialisation de votre mot de passe"));
      expect(reset.text).toContain("Ce lien est valable 30 minutes");
      expect(reset.html).toMatch(/^<!DOCTYPE html>\s*<html lang="fr">/);
      const { url, token } = linkIn(reset, "/nouveauMotDePasse");
      expect(url.startsWith(`${publicUrl}/nouveauMotDePasse?jeton=`)).toBe(true);
      const check = await visitor.post("/api/auth/password/reset/check", { token });
      expect(check.json()).toEqual({ valid: true });

      const verification = await eml.waitForMail(sentTo(email, "Confirmez votre adresse email"));
      linkIn(verification, "/verificationEmail");
      const files = await eml.files();
      expect(files).toHaveLength(2);
      const raw = await Promise.all(files.map((file) => readFile(file, "utf8")));
      for (const source of raw) {
        expect(source).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
        expect(source).toMatch(/Content-Type: text\/html; charset=utf-8/i);
        expect(source).toContain(`From: ${sender}`);
      }
    });
  });
});
