import type { FastifyInstance } from "fastify";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createStaffAccount,
  parseStaffAccount,
  StaffAccountError,
} from "../../server/services/staff";
import { loadCommonPasswords } from "@domain/forms/commonPasswords";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { cookiesOf } from "../support/fixtures";
import { runOperatorScript } from "../support/operator-script";
import { startTestApp } from "../support/site";

const staff = { email: "Direction@aurore-banque.example", password: "Back-Office-2026" };

describe("staff account rules", () => {
  beforeAll(() => loadCommonPasswords());

  it("refuses weak passwords with the signup's French messages", () => {
    const refusal = (password: string) => {
      try {
        parseStaffAccount({ email: staff.email, password });
      } catch (error) {
        expect(error).toBeInstanceOf(StaffAccountError);
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(refusal("Court1")).toBe("Le mot de passe doit contenir au moins 8 caractères");
    expect(refusal("sansmajuscule1")).toBe(
      "Le mot de passe doit contenir des majuscules, minuscules et chiffres",
    );
    expect(refusal("Azerty123")).toBe("Ce mot de passe est trop courant");
    expect(
      (() => {
        try {
          parseStaffAccount({
            email: "Equipe2026@lumiere.example",
            password: "equipe2026@Lumiere.example",
          });
        } catch (error) {
          return (error as Error).message;
        }
      })(),
    ).toBe("Ce mot de passe ne doit pas contenir votre nom ou votre adresse email");
    expect(refusal(staff.password)).toBe("accepted");
    expect(() => parseStaffAccount({ email: "direction@", password: staff.password })).toThrow(
      "L'adresse email est invalide",
    );
  });
});

describe.each<DatabaseKind>(["pglite", "postgres"])("staff accounts on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind));
  }, 60_000);

  afterAll(() => close());

  it("signs staff in through the customers' login, with a profile that says staff", async () => {
    await createStaffAccount(testDatabase.database, parseStaffAccount(staff));
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "direction@AURORE-banque.example", password: staff.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().customer).toEqual({
      role: "admin",
      email: staff.email,
      createdAt: expect.any(String),
      secondFactor: false,
    });
  });

  it("lets staff protect the back office with a second factor", async () => {
    const login = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: staff.email, password: staff.password },
      });
    const cookie = cookiesOf(await login());
    const setup = await app.inject({
      method: "POST",
      url: "/api/account/two-factor/setup",
      headers: { cookie },
      payload: { password: staff.password },
    });
    expect(setup.statusCode).toBe(200);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.json().secret.replace(/\s/g, "")) });
    const confirm = await app.inject({
      method: "POST",
      url: "/api/account/two-factor/confirm",
      headers: { cookie },
      payload: { code: totp.generate() },
    });
    expect(confirm.json().recoveryCodes).toHaveLength(10);

    const password = await login();
    expect(password.json()).toEqual({ secondFactor: "totp" });
    const code = await app.inject({
      method: "POST",
      url: "/api/auth/login/code",
      headers: { cookie: cookiesOf(password) },
      payload: { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(code.statusCode).toBe(200);
    expect(code.json().customer).toMatchObject({ role: "admin", email: staff.email });
    const leads = await app.inject({
      url: "/api/admin/leads",
      headers: { cookie: cookiesOf(code) },
    });
    expect(leads.statusCode).toBe(200);
    // Address verification is the customers' only.
    const verification = await app.inject({
      method: "POST",
      url: "/api/account/email/verification",
      headers: { cookie: cookiesOf(code) },
    });
    expect(verification.statusCode).toBe(403);
  });

  it("says so when the address already belongs to staff or to a customer", async () => {
    await expect(
      createStaffAccount(testDatabase.database, parseStaffAccount(staff)),
    ).rejects.toThrow(`Un compte du personnel existe déjà pour ${staff.email}.`);
    await testDatabase.database.db
      .insertInto("customers")
      .values({
        email: "client@example.fr",
        email_normalized: "client@example.fr",
        password_hash: "x",
        first_name: "Claire",
        last_name: "Martin",
        birth_date: "1990-05-17",
        gender: "female",
        whatsapp: "+33612345678",
        country: "FR",
        currency: "EUR",
        terms_accepted_at: new Date(),
      })
      .execute();
    await expect(
      createStaffAccount(
        testDatabase.database,
        parseStaffAccount({ email: "client@example.fr", password: staff.password }),
      ),
    ).rejects.toThrow("client@example.fr est l'adresse d'un compte client");
  });

  it("keeps every signup field mandatory for customers", async () => {
    await expect(
      testDatabase.database.db
        .insertInto("customers")
        .values({
          email: "incomplet@example.fr",
          email_normalized: "incomplet@example.fr",
          password_hash: "x",
          first_name: "Paul",
          last_name: "Morel",
          birth_date: null,
          gender: "male",
          whatsapp: "+33612345679",
          country: "FR",
          currency: "EUR",
          terms_accepted_at: new Date(),
        })
        .execute(),
    ).rejects.toThrow(/customers_profile_complete/);
  });
});

describe("npm run admin:create", () => {
  let testDatabase: TestDatabase;
  // On PostgreSQL: the same configuration path as PGlite, without the embedded database's slow first start.
  let env: Record<string, string>;
  /** The password arrives on the standard input, as a script or a pipe gives it. */
  const run = (args: string[], input = "") => runOperatorScript("admin-create", args, env, input);

  beforeAll(async () => {
    testDatabase = await createTestDatabase("postgres");
    env = { DATABASE_URL: testDatabase.options.databaseUrl ?? "" };
    expect(env.DATABASE_URL).not.toBe("");
  }, 60_000);
  afterAll(() => testDatabase.drop());

  it("creates an account once, and explains every refusal in French with a failing exit code", async () => {
    const email = ["--email", "equipe@aurore-banque.example"];
    // The refusals write nothing, so they may run at once: each script is a second of start-up.
    const [weak, missing, onCommandLine] = await Promise.all([
      run(email, "faible\n"),
      run([], `${staff.password}\n`),
      // A password on the command line would stay in the shell's history.
      run([...email, "--password", staff.password]),
    ]);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("Le mot de passe doit contenir au moins 8 caractères");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^Usage : npm run admin:create -- --email/);
    expect(onCommandLine.code).toBe(1);
    expect(onCommandLine.stderr).toMatch(/--password n'est pas acceptée/);
    const created = await run(email, `${staff.password}\n`);
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Compte du personnel créé pour equipe@aurore-banque.example");
    const again = await run(["--email", "EQUIPE@aurore-banque.example"], `${staff.password}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Un compte du personnel existe déjà");
  }, 60_000);
});
