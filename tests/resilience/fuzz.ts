import { randomBytes } from "node:crypto";
import diagnostics from "node:diagnostics_channel";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from "fastify";
import { TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentChecklists } from "@domain/credit/documents";
import { signupSchema } from "@domain/forms/signup";
import { buildApp } from "../../server/app";
import { issueToken } from "../../server/services/account-tokens";
import { createApplication } from "../../server/services/applications";
import { createCustomer } from "../../server/services/customers";
import { createChallenge } from "../../server/services/login-challenges";
import { hashPassword } from "../../server/services/passwords";
import { createSession, hashToken } from "../../server/services/sessions";
import { createStaffAccount } from "../../server/services/staff";
import { firstTransferReference } from "../../server/services/current-accounts";
import { loadFreezeList } from "../../server/screening/screening";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { claireSignup } from "../support/fixtures";
import { createFixtureSite } from "../support/site";
import { samplePdf } from "../support/documents";
import { clearChecks } from "../support/applications";
import { listedNamesake, sampleFreezeList } from "../support/screening";
import { firstTransferStatement } from "../support/statements";
import { leadBody, loanRequest, signupBody, situationBody } from "./bodies";
import {
  endpoints,
  openingSteps,
  type Account,
  type Endpoint,
  type FuzzContext,
} from "./endpoints";
import { storedDataProblems } from "./stored-data";
import { softwarePasskey, type SoftwarePasskey } from "../support/authenticator";

/** Generated requests per database; together they must reach the issue's 10 000. */
const requestsPerDatabase: Record<DatabaseKind, number> = { pglite: 10_000, postgres: 3_000 };

const staff = { email: "controle@aurore-banque.example", password: "Back-Office-2026" };

// Headers travel as latin-1 bytes: printable ASCII and the upper half, as a real client may send.
const headerText = (maxLength = 80) =>
  fc.string({
    unit: fc
      .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
      .map((code) => String.fromCharCode(code)),
    maxLength,
  });

const specialStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\u202eevil",
  "null",
  "undefined",
  "true",
  "0",
  "-1",
  "1e309",
  "NaN",
  "2026-02-30",
  "1899-12-31",
  "2999-01-01",
  "+33612345678",
  "06 12 34 56 78",
  "claire.martin@example.fr",
  " CLAIRE.MARTIN@EXAMPLE.FR ",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "\r\nSet-Cookie: a=b",
  "𝔄𝔲𝔯𝔬𝔯𝔢",
  "İstanbul",
  "ß",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "Lumiere-2026",
];

const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.constantFrom(...specialStrings),
  fc.integer().map(String),
  fc.double().map(String),
  fc.integer({ min: 200, max: 5_000 }).map((length) => "é".repeat(length)),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.constantFrom({}, [], [[]], { role: "admin" }, { $gt: "" }),
);

const pollutingKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "role", "id", "isAdmin"),
  // Optional fields of the API's forms, absent from most valid requests.
  fc.constantFrom("website", "page", "simulation", "rememberMe", "newsletter", "code", "token"),
  fc.string({ maxLength: 20 }),
);

type BodyPlan =
  | { type: "valid" | "none" }
  | { type: "field"; index: number; value: unknown }
  | { type: "drop"; index: number }
  | { type: "extra"; key: string; value: unknown }
  | { type: "replace"; value: unknown }
  | { type: "text"; text: string }
  | { type: "huge"; size: number };

const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ type: "valid" as const }) },
  { weight: 1, arbitrary: fc.constant({ type: "none" as const }) },
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant("field" as const),
      index: fc.nat(),
      value: nastyValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("drop" as const), index: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("extra" as const),
      key: pollutingKey,
      value: fc.oneof(nastyValue, fc.constant({ role: "admin", isAdmin: true })),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("replace" as const), value: nastyValue }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("text" as const),
      text: fc.oneof(
        fc.string({ unit: "binary", maxLength: 100 }),
        fc.constantFrom("{", '{"a":', "[1,2", "nul", '"\\ud800"', '{"a":1}{}', '{"a":"\\u0000"}'),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("huge" as const),
      size: fc.integer({ min: 50_000, max: 300_000 }),
    }),
  },
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  { weight: 2, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "Application/JSON",
      "application/json; charset=iso-8859-1",
      "application/json;charset=utf-16",
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----aurore",
      "application/xml",
      "application/problem+json",
      "*/*",
      "",
      ";",
    ),
  },
  { weight: 1, arbitrary: headerText(40) },
);

type QueryPlan =
  | { type: "valid" | "none" }
  | { type: "field"; index: number; value: string }
  | { type: "drop"; index: number }
  | { type: "extra"; key: string; value: string }
  | { type: "repeat"; index: number; value: string }
  | { type: "text"; text: string };

const queryPlan: fc.Arbitrary<QueryPlan> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: "valid" as const }) },
  { weight: 1, arbitrary: fc.constant({ type: "none" as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant("field" as const),
      index: fc.nat(),
      value: nastyString,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("drop" as const), index: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("extra" as const),
      key: pollutingKey,
      value: nastyString,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("repeat" as const),
      index: fc.nat(),
      value: nastyString,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("text" as const),
      text: fc.oneof(
        headerText(100),
        fc.constantFrom("%", "%ZZ", "%E0%A4%A", "&&&", "=", "a=1&a=2", "page[]=1", "q=%00"),
      ),
    }),
  },
);

const garbageParam = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.uuid().map(String),
  fc.constantFrom(
    "%",
    "%E0%A4%A",
    "..",
    "%2e%2e",
    "%00",
    "null",
    "00000000-0000-0000-0000-000000000000",
    "__proto__",
    "constructor",
    "toString",
    "a".repeat(2_000),
  ),
);

/** An account's name (see `Endpoint.as`), or a session cookie that names no session. */
type CookiePlan = string;

const cookieGarbage = fc.oneof(
  headerText(200),
  fc.constantFrom(
    "aurore_session=",
    "aurore_session=abc",
    "aurore_session=abc.def",
    "aurore_session=%E0%A4%A",
    "aurore_session=a; aurore_session=b",
    "aurore_2fa=abc.def",
    "=;=;",
    `aurore_session=${"a".repeat(5_000)}`,
  ),
);

const headerPlan = (endpoint: Endpoint) =>
  fc.record({
    identity: fc.oneof(
      { weight: 3, arbitrary: fc.constant<CookiePlan>(endpoint.as ?? "anonymous") },
      {
        weight: 2,
        arbitrary: fc.constantFrom<CookiePlan>(
          "anonymous",
          "customer",
          "staff",
          "forged",
          "tampered",
        ),
      },
    ),
    cookieGarbage: fc.option(cookieGarbage, { freq: 4 }),
    contentType,
    origin: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: fc.constantFrom("http://localhost:80", "http://localhost") },
      fc.constantFrom("https://attaquant.example", "null"),
      headerText(40),
    ),
    secFetchSite: fc.option(
      fc.oneof(fc.constantFrom("same-origin", "cross-site", "none"), headerText(20)),
      { freq: 8 },
    ),
    forwardedFor: fc.oneof(
      { weight: 8, arbitrary: fc.ipV4() },
      // One shared address now and then, so that the per-address limits are reached too.
      { weight: 2, arbitrary: fc.constant("203.0.113.7") },
      fc.ipV6(),
      fc.constantFrom("", "unknown", "1.2.3.4, 5.6.7.8", "999.999.999.999", "::ffff:127.0.0.1"),
      headerText(60),
    ),
    authorization: fc.option(fc.oneof(headerText(80), fc.constant("Bearer ")), { freq: 6 }),
    dropEndpointHeaders: fc.boolean(),
    userAgent: fc.option(fc.oneof(headerText(200), fc.constant("M".repeat(2_000))), { freq: 3 }),
    accept: fc.option(
      fc.oneof(fc.constantFrom("application/json", "text/html", "*/*"), headerText(30)),
    ),
    host: fc.option(
      fc.oneof(fc.constantFrom("attaquant.example", "[::1", "localhost:99999"), headerText(30)),
      {
        freq: 10,
      },
    ),
  });

const requestPlan = (endpoint: Endpoint, validParams: Record<string, readonly string[]>) =>
  fc.record({
    params: fc.record(
      Object.fromEntries(
        Object.entries(validParams).map(([name, values]) => [
          name,
          values.length > 0
            ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, garbageParam)
            : garbageParam,
        ]),
      ),
    ),
    validParamIndex: fc.nat(),
    body: bodyPlan,
    query: queryPlan,
    headers: headerPlan(endpoint),
  });

const pick = <T>(items: readonly T[], index: number): T | undefined => items[index % items.length];

function bodyText(valid: unknown, plan: BodyPlan): string | Buffer | undefined {
  // An upload's file goes as it is or cut short; the other plans send their text in its place.
  if (Buffer.isBuffer(valid)) {
    if (plan.type === "valid") return valid;
    if (plan.type === "drop") return valid.subarray(0, plan.index % valid.length);
    return bodyText({}, plan);
  }
  const object = valid && typeof valid === "object" && !Array.isArray(valid) ? valid : {};
  const keys = Object.keys(object);
  switch (plan.type) {
    case "none":
      return undefined;
    case "valid":
      return valid === undefined ? undefined : JSON.stringify(valid);
    case "field":
      return JSON.stringify({ ...object, [pick(keys, plan.index) ?? "x"]: plan.value });
    case "drop": {
      const dropped = pick(keys, plan.index);
      return JSON.stringify(
        Object.fromEntries(Object.entries(object).filter(([key]) => key !== dropped)),
      );
    }
    case "extra": {
      // Spliced as text: an own `__proto__` key only exists in JSON, not in an object literal.
      const base = JSON.stringify(object);
      const extra = `${JSON.stringify(plan.key)}:${JSON.stringify(plan.value) ?? "null"}`;
      return base === "{}" ? `{${extra}}` : `${base.slice(0, -1)},${extra}}`;
    }
    case "replace":
      return JSON.stringify(plan.value) ?? "null";
    case "text":
      return plan.text;
    case "huge":
      return JSON.stringify({ ...object, [pick(keys, 0) ?? "x"]: "a".repeat(plan.size) });
  }
}

function queryText(valid: Record<string, string>, plan: QueryPlan): string {
  const entries = Object.entries(valid);
  const keys = entries.map(([key]) => key);
  const search = new URLSearchParams(entries);
  switch (plan.type) {
    case "none":
      return "";
    case "valid":
      break;
    case "field":
      search.set(pick(keys, plan.index) ?? "q", plan.value);
      break;
    case "drop":
      search.delete(pick(keys, plan.index) ?? "q");
      break;
    case "extra":
      search.append(plan.key, plan.value);
      break;
    case "repeat":
      search.append(pick(keys, plan.index) ?? "page", plan.value);
      break;
    case "text":
      return `?${plan.text}`;
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** French, not English: the words of Fastify's and zod's default messages must never reach a customer. */
const englishWords =
  /\b(the|is|are|must|should|expected|received|invalid|input|not found|cannot|empty|body|request|error|unsupported|too (big|small|many)|unrecognized|internal|failed)\b/i;
const frenchMarks =
  /[àâçéèêëîïôûùüÿœ]|\b(le|la|les|de|des|du|un|une|ce|cette|est|sont|vous|votre|vos|ou|au|pas|doit|trop)\b/i;
const isFrench = (message: unknown) =>
  typeof message === "string" && frenchMarks.test(message) && !englishWords.test(message);

/** The problems with one answer, or none: never a 5xx, errors always as French JSON. */
function answerProblems(response: LightMyRequestResponse): string[] {
  if (response.statusCode >= 500)
    return [`status ${response.statusCode}: ${response.body.slice(0, 300)}`];
  if (response.statusCode < 400) return [];
  if (!String(response.headers["content-type"]).startsWith("application/json")) {
    return [`error ${response.statusCode} as ${response.headers["content-type"]}`];
  }
  let body: { error?: { code?: unknown; message?: unknown; fields?: unknown } };
  try {
    body = response.json();
  } catch {
    return [`error ${response.statusCode} is not JSON: ${response.body.slice(0, 200)}`];
  }
  const { error } = body;
  const problems: string[] = [];
  if (typeof error?.code !== "string" || !/^[a-z_]+$/.test(error.code)) {
    problems.push(`error code ${JSON.stringify(error?.code)}`);
  }
  if (!isFrench(error?.message))
    problems.push(`message not French: ${JSON.stringify(error?.message)}`);
  if (error?.fields !== undefined) {
    if (typeof error.fields !== "object" || error.fields === null) {
      problems.push(`fields ${JSON.stringify(error.fields)}`);
    } else {
      for (const [field, message] of Object.entries(error.fields)) {
        if (!isFrench(message))
          problems.push(`field ${field}: not French: ${JSON.stringify(message)}`);
      }
    }
  }
  return problems;
}

type RequestPlan = ReturnType<typeof requestPlan> extends fc.Arbitrary<infer Plan> ? Plan : never;

/** The valid request: the endpoint's own identity, body, query and parameters, nothing added. */
const validPlan = (endpoint: Endpoint, n: number): RequestPlan => ({
  params: {},
  validParamIndex: 0,
  body: { type: "valid" },
  query: { type: "valid" },
  headers: {
    identity: endpoint.as ?? "anonymous",
    cookieGarbage: null,
    contentType: "application/json",
    origin: undefined,
    secFetchSite: null,
    forwardedFor: `198.51.100.${n % 250}`,
    authorization: null,
    dropEndpointHeaders: false,
    userAgent: null,
    accept: null,
    host: null,
  },
});

/**
 * Every API route fuzzed on a server of `kind`. One file per database: the two runs are the
 * suite's longest, and files are what its workers share out.
 */
export const fuzzTheApiOn = (kind: DatabaseKind) =>
  describe(`the API fuzzed on ${kind}`, () => {
    let app: FastifyInstance;
    let testDatabase: TestDatabase;
    let removeSite: () => Promise<void>;
    let context: FuzzContext;
    let staffId: string;
    /** The cookie of a live session of the identity, or of none for the forged ones. */
    let identityCookie: (identity: CookiePlan) => Promise<string | undefined>;
    const registered = new Set<string>();
    let sent = 0;

    // Routes are collected as Fastify registers them, whatever module registers them.
    const collectRoutes = (message: unknown) => {
      const { fastify } = message as { fastify: FastifyInstance };
      fastify.addHook("onRoute", (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (route.url.startsWith("/api/") && method !== "HEAD") {
            registered.add(`${method} ${route.url}`);
          }
        }
      });
    };

    const metricsToken = randomBytes(24).toString("base64url");
    const publicUrl = "http://localhost:3000";

    beforeAll(async () => {
      testDatabase = await createTestDatabase(kind);
      const fixture = await createFixtureSite();
      removeSite = fixture.remove;
      diagnostics.subscribe("fastify.initialization", collectRoutes);
      try {
        app = await buildApp({
          site: fixture.site,
          database: testDatabase.database,
          sessionSecret: randomBytes(32).toString("hex"),
          production: false,
          trustProxy: true,
          metricsToken,
          publicUrl,
        });
        await app.ready();
      } finally {
        diagnostics.unsubscribe("fastify.initialization", collectRoutes);
      }
      const { database } = testDatabase;
      const { db } = database;
      await createStaffAccount(database, staff);
      staffId = (
        await db
          .selectFrom("customers")
          .select("id")
          .where("email", "=", staff.email)
          .executeTakeFirstOrThrow()
      ).id;
      const lead = await app.inject({
        method: "POST",
        url: "/api/leads/pretAuto",
        payload: leadBody("pretAuto", 0),
      });
      expect(lead.statusCode).toBe(201);
      const newsletter = await app.inject({
        method: "POST",
        url: "/api/newsletter",
        payload: { email: "lectrice@example.fr" },
      });
      expect(newsletter.statusCode).toBe(201);

      let counter = 0;
      const unique = () => (counter += 1);
      const accounts = new Map<string, Promise<Account & { id: string }>>();
      const recoveryCodes = new Map<string, Promise<string[]>>();
      const account = (name: string) => {
        let created = accounts.get(name);
        if (!created) {
          const n = unique();
          const password = `Compte-${n}-Lumiere`;
          const input =
            name === "customer"
              ? claireSignup
              : {
                  ...signupBody(n),
                  // The register's namesakes, whose screening has a hit for staff to clear.
                  ...(name.startsWith("listed") && { ...listedNamesake, gender: "male" }),
                  email: `${name}.${n}@example.fr`,
                  password,
                  confirmPassword: password,
                };
          created = hashPassword(input.password)
            .then((hash) => createCustomer(db, signupSchema.parse(input), hash, "fr"))
            .then((row) => ({ id: row.id, email: input.email, password: input.password }));
          accounts.set(name, created);
        }
        return created;
      };
      /** Turned on the way a customer does it: the app reads the QR code's URI, the code confirms. */
      const enrol = async (name: string) => {
        const cookie = await sessionCookie(name);
        const setup = await app.inject({
          method: "POST",
          url: "/api/account/two-factor/setup",
          headers: { cookie },
          payload: { password: (await account(name)).password },
        });
        return setup.statusCode === 200
          ? { cookie, code: (URI.parse(setup.json().otpauthUri) as TOTP).generate() }
          : undefined;
      };
      const twoFactorOn = (name: string) => {
        let codes = recoveryCodes.get(name);
        if (!codes) {
          codes = enrol(name).then(async (enrolment) => {
            const confirm = await app.inject({
              method: "POST",
              url: "/api/account/two-factor/confirm",
              headers: { cookie: enrolment?.cookie ?? "" },
              payload: { code: enrolment?.code ?? "" },
            });
            expect(confirm.statusCode, confirm.body).toBe(200);
            return confirm.json().recoveryCodes as string[];
          });
          recoveryCodes.set(name, codes);
        }
        return codes;
      };
      // One session per identity while it lives; a request that ended it (logout) gets a new one.
      const liveSessions = new Map<string, string>();
      const sessionCookie = async (name: string) => {
        let token = liveSessions.get(name);
        const alive =
          token &&
          (await db
            .selectFrom("sessions")
            .select("id_hash")
            .where("id_hash", "=", hashToken(token))
            .executeTakeFirst());
        if (!token || !alive) {
          const id = name === "staff" ? staffId : (await account(name)).id;
          // The staff session has proved a second factor, so that the back office's routes are reached.
          ({ token } = await createSession(db, id, false, "fuzz", name === "staff"));
          liveSessions.set(name, token);
        }
        return `aurore_session=${encodeURIComponent(app.signCookie(token))}`;
      };
      /** The passkey ceremonies are limited per address: each set-up request comes from its own. */
      const ownAddress = () => {
        const n = unique();
        return { "x-forwarded-for": `10.99.${Math.floor(n / 250) % 250}.${n % 250}` };
      };
      /** Registration options of the account, asked for with its password as the page does. */
      const passkeyOptions = async (name: string) => {
        const options = await app.inject({
          method: "POST",
          url: "/api/account/passkeys/options",
          headers: { cookie: await sessionCookie(name), ...ownAddress() },
          payload: { name: "Téléphone", password: (await account(name)).password },
        });
        expect(options.statusCode, options.body).toBe(200);
        return options.json();
      };
      const passkeys = new Map<string, Promise<{ passkey: SoftwarePasskey; id: string }>>();
      // Before any request is fuzzed: the customer's fuzzed « Faire ma demande » may open others,
      // and a customer has only one application of a loan open.
      const application = account("customer").then(
        async ({ id }) =>
          (
            await createApplication(db, id, {
              product: "pretPersonnel",
              amount: 10_000,
              months: 60,
              option: "equipement",
              insurance: false,
            })
          ).id,
      );
      const openApplications = new Map<string, Promise<string>>();
      const openingsStarted = new Map<string, Promise<void>>();
      const openingsReady = new Map<string, Promise<void>>();
      const openingsSigned = new Map<string, Promise<void>>();
      const openingsFunded = new Map<string, Promise<string>>();
      const refundOrders = new Map<string, Promise<string>>();
      // The sample register names no fuzz account but the "listed" ones: the others screen clear.
      let freezeList: Promise<unknown> | undefined;
      const documentIds = new Map<string, Promise<string>>();
      const applicationsAt = new Map<string, Promise<string>>();
      const postAs = async (owner: string, url: string, payload?: object) =>
        app.inject({
          method: "POST",
          url,
          headers: { cookie: await sessionCookie(owner) },
          payload,
        });
      const sendDocument = async (owner: string, id: string, code: string) =>
        app.inject({
          method: "POST",
          url: `/api/applications/${id}/documents/${code}?fileName=${code}.pdf`,
          headers: { cookie: await sessionCookie(owner), "content-type": "application/pdf" },
          payload: samplePdf,
        });
      const registeredPasskey = (name: string) => {
        let registered = passkeys.get(name);
        if (!registered) {
          registered = (async () => {
            const passkey = softwarePasskey(publicUrl);
            const added = await app.inject({
              method: "POST",
              url: "/api/account/passkeys",
              headers: { cookie: await sessionCookie(name), ...ownAddress() },
              payload: {
                name: "Téléphone",
                response: passkey.register(await passkeyOptions(name)),
              },
            });
            expect(added.statusCode, added.body).toBe(201);
            return { passkey, id: added.json().passkeys[0].id as string };
          })();
          passkeys.set(name, registered);
        }
        return registered;
      };
      context = {
        account,
        recoveryCode: async (name) => (await twoFactorOn(name)).pop() ?? "AAAAA-AAAAA",
        enrolmentCode: async (name) => (await enrol(name))?.code ?? "000000",
        challengeCookie: async (name) => {
          await twoFactorOn(name);
          const token = await createChallenge(db, (await account(name)).id, false);
          return `aurore_2fa=${encodeURIComponent(app.signCookie(token))}`;
        },
        accountToken: async (name, purpose) => issueToken(db, (await account(name)).id, purpose),
        otherSession: async () => {
          const { token } = await createSession(
            db,
            (await account("customer")).id,
            false,
            "fuzz",
            false,
          );
          return (
            await db
              .selectFrom("sessions")
              .select("public_id")
              .where("id_hash", "=", hashToken(token))
              .executeTakeFirstOrThrow()
          ).public_id;
        },
        passkeyRegistration: async (name) =>
          softwarePasskey(publicUrl).register(await passkeyOptions(name)),
        passkeyId: async (name) => (await registeredPasskey(name)).id,
        passkeyAssertion: async () => {
          const { passkey } = await registeredPasskey("passkey-signin");
          const options = await app.inject({
            method: "POST",
            url: "/api/auth/passkey/options",
            headers: ownAddress(),
          });
          return { response: passkey.authenticate(options.json()) };
        },
        leadId: (await db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id,
        applicationId: () => application,
        openingSigned: (name) => {
          let signed = openingsSigned.get(name);
          if (!signed) {
            signed = (async () => {
              await context.openingReadyToSign(name);
              const answer = await postAs(name, "/api/account-opening/signature", {
                method: "password",
                agreement: true,
                password: (await account(name)).password,
              });
              expect(answer.statusCode, answer.body).toBe(200);
            })();
            openingsSigned.set(name, signed);
          }
          return signed;
        },
        openingId: async (name) => {
          await context.openingSigned(name);
          const { id } = await db
            .selectFrom("account_openings")
            .select("id")
            .where("customer_id", "=", (await account(name)).id)
            .where("status", "=", "signed")
            .executeTakeFirstOrThrow();
          return id;
        },
        openingFunded: (name) => {
          let funded = openingsFunded.get(name);
          if (!funded) {
            funded = (async () => {
              freezeList ??= loadFreezeList(db, sampleFreezeList);
              await freezeList;
              const id = await context.openingId(name);
              const holder = await db
                .selectFrom("current_accounts as a")
                .innerJoin("customers as c", "c.id", "a.customer_id")
                .select(["a.id", "a.iban", "c.first_name", "c.last_name"])
                .where("c.id", "=", (await account(name)).id)
                .executeTakeFirstOrThrow();
              const imported = await app.inject({
                method: "POST",
                url: "/api/admin/statements",
                headers: {
                  cookie: await sessionCookie("staff"),
                  "content-type": "application/xml",
                },
                payload: firstTransferStatement(
                  { iban: holder.iban, reference: firstTransferReference(holder) },
                  `${holder.first_name ?? ""} ${holder.last_name ?? ""}`,
                ),
              });
              expect(imported.statusCode, imported.body).toBe(201);
              expect(imported.json().toReview, imported.body).toBe(0);
              return id;
            })();
            openingsFunded.set(name, funded);
          }
          return funded;
        },
        refundDue: async (name) => {
          const id = await context.openingFunded(name);
          const refused = await postAs("staff", `/api/admin/account-openings/${id}/refusal`, {
            reason: "Les informations fournies ne permettent pas l'ouverture.",
          });
          expect(refused.statusCode, refused.body).toBe(200);
        },
        refundOrderId: (name) => {
          let order = refundOrders.get(name);
          if (!order) {
            order = (async () => {
              await context.refundDue(name);
              const created = await postAs("staff", "/api/admin/refund-orders");
              expect(created.statusCode, created.body).toBe(201);
              return (created.json() as { id: string }).id;
            })();
            refundOrders.set(name, order);
          }
          return order;
        },
        listedOpeningId: async (name) => {
          freezeList ??= loadFreezeList(db, sampleFreezeList);
          await freezeList;
          return context.openingId(name);
        },
        openingReadyToSign: (name) => {
          let ready = openingsReady.get(name);
          if (!ready) {
            ready = (async () => {
              await context.openingStarted(name);
              for (const [path, body] of openingSteps) {
                const answer = await postAs(name, `/api/account-opening/${path}`, body as object);
                expect(answer.statusCode, answer.body).toBe(200);
              }
              // The identity document's two sides, before its documents can be issued.
              for (const side of ["front", "back"]) {
                const sent = await app.inject({
                  method: "POST",
                  url: `/api/account-opening/identity-document/${side}?fileName=${side}.pdf`,
                  headers: { cookie: await sessionCookie(name), "content-type": "application/pdf" },
                  payload: samplePdf,
                });
                expect(sent.statusCode, sent.body).toBe(200);
              }
              const issued = await postAs(name, "/api/account-opening/documents");
              expect(issued.statusCode, issued.body).toBe(200);
            })();
            openingsReady.set(name, ready);
          }
          return ready;
        },
        openingStarted: (name) => {
          let started = openingsStarted.get(name);
          if (!started) {
            started = postAs(name, "/api/account-opening", undefined).then((answer) => {
              expect(answer.statusCode, answer.body).toBe(200);
            });
            openingsStarted.set(name, started);
          }
          return started;
        },
        openApplication: (name, complete = false) => {
          let opened = openApplications.get(name);
          if (!opened) {
            opened = (async () => {
              const created = await postAs(name, "/api/applications", loanRequest);
              expect(created.statusCode, created.body).toBe(201);
              const { id } = created.json();
              const saved = await postAs(name, `/api/applications/${id}/situation`, situationBody);
              expect(saved.statusCode, saved.body).toBe(200);
              if (complete) {
                for (const { code } of documentChecklists[loanRequest.product]) {
                  expect((await sendDocument(name, id, code)).statusCode).toBe(201);
                }
              }
              return id as string;
            })();
            openApplications.set(name, opened);
          }
          return opened;
        },
        documentId: (name) => {
          let sent = documentIds.get(name);
          if (!sent) {
            sent = context
              .openApplication(name)
              .then((id) => sendDocument(name, id, "identity"))
              .then((uploaded) => uploaded.json().documents[0].id as string);
            documentIds.set(name, sent);
          }
          return sent;
        },
        applicationAt: (name, state, owner = name) => {
          let taken = applicationsAt.get(name);
          if (!taken) {
            taken = (async () => {
              const post = async (as: string, url: string, payload?: object) => {
                const response = await app.inject({
                  method: "POST",
                  url,
                  headers: { cookie: await sessionCookie(as) },
                  ...(payload && { payload }),
                });
                expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
                return response;
              };
              const { id } = (await post(owner, "/api/applications", loanRequest)).json();
              await post(owner, `/api/applications/${id}/situation`, situationBody);
              for (const { code } of documentChecklists[loanRequest.product]) {
                const sent = await app.inject({
                  method: "POST",
                  url: `/api/applications/${id}/documents/${code}?fileName=${code}.pdf`,
                  headers: {
                    cookie: await sessionCookie(owner),
                    "content-type": "application/pdf",
                  },
                  payload: samplePdf,
                });
                expect(sent.statusCode, sent.body).toBe(201);
              }
              await post(owner, `/api/applications/${id}/submission`);
              // Staff consulted the FICP and assessed the solvency: the offer may be issued.
              await post("staff", `/api/admin/applications/${id}/acceptance-checks`, clearChecks());
              if (state === "submitted") return id as string;
              await post("staff", `/api/admin/applications/${id}/acceptance`);
              // The customer has the offer's FIPEN before signing (issue 32).
              const fipen = await app.inject({
                method: "GET",
                url: `/api/applications/${id}/fipen.pdf`,
                headers: { cookie: await sessionCookie(owner) },
              });
              expect(fipen.statusCode, fipen.body).toBe(200);
              if (state === "accepted") return id as string;
              await post(owner, `/api/applications/${id}/signature`, {
                method: "password",
                agreement: true,
                password: (await account(owner)).password,
              });
              return id as string;
            })();
            applicationsAt.set(name, taken);
          }
          return taken;
        },
        fipenDeliveryId: async (applicationId) =>
          (
            await db
              .selectFrom("credit_fipen_deliveries")
              .select("id")
              .where("application_id", "=", applicationId)
              .orderBy("delivered_at")
              .executeTakeFirstOrThrow()
          ).id,
        metricsToken,
        unsubscribeToken: (
          await db
            .selectFrom("newsletter_subscribers")
            .select("unsubscribe_token")
            .executeTakeFirstOrThrow()
        ).unsubscribe_token,
        newsletterConfirmationToken: async () => {
          const email = `confirmation.${unique()}@example.fr`;
          const token = randomBytes(32).toString("base64url");
          await db
            .insertInto("newsletter_subscribers")
            .values({
              email,
              email_normalized: email,
              unsubscribe_token: randomBytes(24).toString("base64url"),
              subscribed_at: null,
              unsubscribed_at: null,
              confirmation_token_hash: hashToken(token),
              confirmation_sent_at: new Date(),
            })
            .execute();
          return token;
        },
        unique,
      };
      identityCookie = async (identity) => {
        if (identity === "anonymous") return undefined;
        const forgedToken = randomBytes(32).toString("base64url");
        if (identity === "forged")
          return `aurore_session=${encodeURIComponent(app.signCookie(forgedToken))}`;
        // A genuine session whose signature was tampered with.
        if (identity === "tampered") return `${await sessionCookie("customer")}x`;
        return sessionCookie(identity);
      };
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await removeSite?.();
      await testDatabase?.drop();
    });

    async function send(
      endpoint: Endpoint,
      plan: RequestPlan,
      validParams: Record<string, readonly string[]>,
    ): Promise<{ url: string; response: LightMyRequestResponse }> {
      const chosenParams = Object.fromEntries(
        Object.entries(validParams).map(([name, values]) => [
          name,
          pick(values, plan.validParamIndex) ?? "",
        ]),
      );
      const params = { ...chosenParams, ...plan.params };
      const url =
        endpoint.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? "") +
        queryText(endpoint.query?.(context) ?? {}, plan.query);
      const valid = endpoint.body ? await endpoint.body(context, chosenParams) : undefined;
      const payload = bodyText(valid, plan.body);
      const { headers: h } = plan;
      const { cookie: endpointCookie, ...endpointHeaders } = h.dropEndpointHeaders
        ? {}
        : ((await endpoint.headers?.(context)) ?? {});
      const cookie = [
        await identityCookie(h.identity),
        endpointCookie,
        h.cookieGarbage ?? undefined,
      ]
        .filter((part) => part !== undefined)
        .join("; ");
      const headers: Record<string, string> = {
        "x-forwarded-for": h.forwardedFor,
        ...endpointHeaders,
        ...(cookie && { cookie }),
        ...(h.contentType !== undefined &&
          payload !== undefined && { "content-type": h.contentType }),
        ...(h.origin !== undefined && { origin: h.origin }),
        ...(h.secFetchSite !== null && { "sec-fetch-site": h.secFetchSite }),
        ...(h.authorization !== null && { authorization: h.authorization }),
        ...(h.userAgent !== null && { "user-agent": h.userAgent }),
        ...(h.accept !== null && { accept: h.accept }),
        ...(h.host !== null && { host: h.host }),
      };
      sent += 1;
      return {
        url,
        response: await app.inject({ method: endpoint.method, url, headers, payload }),
      };
    }

    it("fuzzes every /api route the server registers", () => {
      const listed = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
      expect(
        [...registered].filter((route) => !listed.has(route)),
        "registered, missing from tests/resilience/endpoints.ts",
      ).toEqual([]);
      expect(
        [...listed].filter((route) => !registered.has(route)),
        "listed, not registered",
      ).toEqual([]);
    });

    // The fuzzer's first finds, kept as fixed cases: both used to answer 500 or English.
    it("answers 400 in French to a NUL character, which PostgreSQL cannot store", async () => {
      const answers = await Promise.all([
        app.inject({
          method: "POST",
          url: "/api/leads/pretAuto",
          headers: { "x-forwarded-for": "198.51.100.251" },
          payload: { ...leadBody("pretAuto", 0), chosenVehicle: "Clio\u0000" },
        }),
        app.inject({
          url: "/api/admin/leads?q=%00",
          headers: { cookie: (await identityCookie("staff")) ?? "" },
        }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().error.message).toBe(
          "Le contenu envoyé contient des caractères non autorisés.",
        );
      }
    });

    it("words with its own key, in French, the rules that have no message of their own", async () => {
      const answer = await app.inject({
        method: "POST",
        url: "/api/newsletter",
        headers: { "x-forwarded-for": "198.51.100.252" },
        payload: { email: "lecteur@example.fr", website: 5 },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields).toEqual({ website: "Cette valeur est invalide." });
    });

    it.each(endpoints)(
      "$method $path: answers its valid request $status, and never fails on generated ones",
      async (endpoint) => {
        const validParams = (await endpoint.params?.(context)) ?? {};
        const valid = await send(endpoint, validPlan(endpoint, context.unique()), validParams);
        expect(valid.response.statusCode, valid.response.body.slice(0, 300)).toBe(endpoint.status);

        await fc.assert(
          fc.asyncProperty(requestPlan(endpoint, validParams), async (plan) => {
            const { url, response } = await send(endpoint, plan, validParams);
            const problems = answerProblems(response);
            if (problems.length > 0) {
              throw new Error(`${endpoint.method} ${url.slice(0, 200)} → ${problems.join("; ")}`);
            }
          }),
          { numRuns: Math.ceil(requestsPerDatabase[kind] / endpoints.length) },
        );
      },
      120_000,
    );

    it("has sent the generated requests, and stored only rows that satisfy the forms' rules", async () => {
      expect(sent).toBeGreaterThanOrEqual(requestsPerDatabase[kind]);
      expect(await storedDataProblems(testDatabase.database)).toEqual([]);
    });
  });
