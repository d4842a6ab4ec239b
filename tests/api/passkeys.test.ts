import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createStaffAccount } from "../../server/services/staff";
import { softwarePasskey, type SoftwarePasskey } from "../support/authenticator";
import type { DatabaseKind, TestDatabase } from "../support/database";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { startTestApp } from "../support/site";

const publicUrl = "http://localhost:3000";
const refusal =
  "Cette clé d'accès n'a pas pu être vérifiée. Réessayez, ou connectez-vous avec votre email et votre mot de passe.";

describe.each<DatabaseKind>(["pglite", "postgres"])("passkeys on %s", (kind) => {
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let close: () => Promise<void>;
  let clientCount = 0;

  beforeAll(async () => {
    ({ app, testDatabase, close } = await startTestApp(kind, { publicUrl }));
  }, 60_000);
  afterAll(() => close());

  const send = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    cookie = "",
  ) => {
    clientCount += 1;
    return app.inject({
      method,
      url,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress: `10.40.${Math.floor(clientCount / 200)}.${(clientCount % 200) + 1}`,
    });
  };

  const signUp = async () => {
    const email = `cle${clientCount}-${kind}@example.fr`;
    const response = await send("POST", "/api/auth/signup", { ...claireSignup, email });
    expect(response.statusCode).toBe(201);
    return { email, cookie: cookiesOf(response) };
  };

  /** Adds a software passkey to the signed-in account, as the `Sécurité` section does. */
  const addPasskey = async (
    cookie: string,
    password = claireSignup.password,
    name = "Téléphone",
  ) => {
    const passkey = softwarePasskey(publicUrl);
    const options = await send("POST", "/api/account/passkeys/options", { name, password }, cookie);
    expect(options.statusCode, options.body).toBe(200);
    const added = await send(
      "POST",
      "/api/account/passkeys",
      { name, response: passkey.register(options.json()) },
      cookie,
    );
    expect(added.statusCode, added.body).toBe(201);
    return { passkey, passkeys: added.json().passkeys as { id: string; name: string }[] };
  };

  const signInWith = async (passkey: SoftwarePasskey) => {
    const options = await send("POST", "/api/auth/passkey/options", {});
    expect(options.statusCode).toBe(200);
    const challenge = options.json();
    return { challenge, response: passkey.authenticate(challenge) };
  };

  it("adds a passkey after the password only, then signs in with it alone", async () => {
    const { email, cookie } = await signUp();
    const wrong = await send(
      "POST",
      "/api/account/passkeys/options",
      { name: "Téléphone", password: "Mauvais-2026" },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: "Le mot de passe est incorrect" });
    const unnamed = await send(
      "POST",
      "/api/account/passkeys/options",
      { name: "  ", password: claireSignup.password },
      cookie,
    );
    expect(unnamed.json().error.fields).toEqual({ name: "Donnez un nom à cette clé d'accès" });

    const { passkey, passkeys } = await addPasskey(cookie);
    expect(passkeys).toEqual([
      {
        id: expect.any(String),
        name: "Téléphone",
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);

    const { response } = await signInWith(passkey);
    const signedIn = await send("POST", "/api/auth/passkey", { response });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().customer).toMatchObject({ role: "customer", email });
    const session = await send("GET", "/api/auth/session", undefined, cookiesOf(signedIn));
    expect(session.statusCode).toBe(200);
    const listed = await send("GET", "/api/account/passkeys", undefined, cookiesOf(signedIn));
    expect(listed.json().passkeys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("refuses a response replayed, a challenge used or expired, a key unknown or cloned", async () => {
    const { cookie } = await signUp();
    const { passkey } = await addPasskey(cookie);

    const first = await signInWith(passkey);
    expect((await send("POST", "/api/auth/passkey", { response: first.response })).statusCode).toBe(
      200,
    );
    // The same signed response again: its challenge has served.
    const replay = await send("POST", "/api/auth/passkey", { response: first.response });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(refusal);

    // A clone of the key: a valid signature whose counter has not moved on.
    const clone = await signInWith(passkey);
    passkey.signCount -= 2;
    const cloned = passkey.authenticate(clone.challenge);
    expect((await send("POST", "/api/auth/passkey", { response: cloned })).statusCode).toBe(401);
    passkey.signCount += 5;

    const late = await signInWith(passkey);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 6 * 60_000 });
    const expired = await send("POST", "/api/auth/passkey", { response: late.response });
    vi.useRealTimers();
    expect(expired.statusCode).toBe(401);

    const stranger = softwarePasskey(publicUrl);
    stranger.register({ challenge: "x", user: { id: "y" } });
    const unknown = await signInWith(stranger);
    expect(
      (await send("POST", "/api/auth/passkey", { response: unknown.response })).statusCode,
    ).toBe(401);
  });

  it("renames and deletes only the account's own passkeys; a deleted one no longer signs in", async () => {
    const owner = await signUp();
    const other = await signUp();
    const { passkey, passkeys } = await addPasskey(owner.cookie);
    const id = passkeys[0]?.id ?? "";

    const foreign = await send(
      "PATCH",
      `/api/account/passkeys/${id}`,
      { name: "Volé" },
      other.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe("Cette clé d'accès n'existe plus.");
    expect(
      (await send("DELETE", `/api/account/passkeys/${id}`, undefined, other.cookie)).statusCode,
    ).toBe(404);
    const renamed = await send(
      "PATCH",
      `/api/account/passkeys/${id}`,
      { name: "Portable" },
      owner.cookie,
    );
    expect(renamed.json().passkeys[0].name).toBe("Portable");

    expect(
      (await send("DELETE", `/api/account/passkeys/${id}`, undefined, owner.cookie)).statusCode,
    ).toBe(204);
    const { response } = await signInWith(passkey);
    expect((await send("POST", "/api/auth/passkey", { response })).statusCode).toBe(401);
  });

  it("is a second factor for staff: a passkey added, or used to sign in, opens the back office", async () => {
    const staff = {
      email: `cle-${kind}@aurore-banque.example`,
      password: "Guichet-Principal-2026",
    };
    await createStaffAccount(testDatabase.database, staff);
    const login = await send("POST", "/api/auth/login", staff);
    const cookie = cookiesOf(login);
    expect((await send("GET", "/api/admin/leads", undefined, cookie)).statusCode).toBe(403);
    const { passkey } = await addPasskey(cookie, staff.password, "Clé du guichet");
    expect((await send("GET", "/api/admin/leads", undefined, cookie)).statusCode).toBe(200);

    const { response } = await signInWith(passkey);
    const signedIn = await send("POST", "/api/auth/passkey", { response });
    expect(signedIn.json().customer).toMatchObject({ role: "admin", secondFactor: true });
    expect((await send("GET", "/api/admin/leads", undefined, cookiesOf(signedIn))).statusCode).toBe(
      200,
    );
  });
});
