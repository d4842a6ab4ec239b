import type { FastifyInstance } from "fastify";
import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../support/database";
import { claireSignup, cookiesOf } from "../support/fixtures";
import { createFixtureSite } from "../support/site";

/**
 * On the embedded database every statement runs on the server's main thread, which a login shares
 * with the argon2 threads (issue 29): a login's statements are counted, so that one more fails
 * here. On PostgreSQL the throttle's transaction adds its locks, and its BEGIN and COMMIT, which
 * Kysely does not show plugins; the embedded database, one statement at a time, needs neither.
 */
const statementsOfLogin = (kind: DatabaseKind) => {
  const locks = kind === "postgres" ? 1 : 0;
  return {
    // (the locks,) the window and attempt, the account, the session
    successful: locks + 3,
    // the same without the session: an unknown address costs what a known one does
    refused: locks + 2,
  };
};

describe.each<DatabaseKind>(["pglite", "postgres"])("statements of a login on %s", (kind) => {
  const expected = statementsOfLogin(kind);
  let app: FastifyInstance;
  let testDatabase: TestDatabase;
  let removeSite: () => Promise<void>;
  const statements: RootOperationNode["kind"][] = [];
  const counting: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(node.kind);
      return node;
    },
    transformResult: async ({ result }) => result,
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    const fixture = await createFixtureSite();
    removeSite = fixture.remove;
    app = await buildApp({
      site: fixture.site,
      database: { ...testDatabase.database, db: testDatabase.database.db.withPlugin(counting) },
      sessionSecret: "c".repeat(32),
      production: false,
    });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await removeSite();
    await testDatabase.drop();
  });

  let client = 0;
  /** Each from its own address: the failures below must not block the address. */
  const login = (email: string, password: string, headers: Record<string, string> = {}) => {
    client += 1;
    return app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      headers,
      remoteAddress: `10.40.0.${client}`,
    });
  };

  /** The statements one request runs, after a first one has done what runs once a minute. */
  const counted = async (request: () => ReturnType<typeof login>) => {
    await request();
    statements.length = 0;
    const response = await request();
    return { response, statements: [...statements] };
  };

  it("signs in with the profile, newsletter consent included, in 3 statements (4 on PostgreSQL)", async () => {
    const signup = await app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { ...claireSignup, newsletter: true },
    });
    expect(signup.statusCode).toBe(201);
    const { response, statements: run } = await counted(() =>
      login(claireSignup.email, claireSignup.password, {
        cookie: cookiesOf(signup),
        "accept-language": "de",
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().customer).toMatchObject({ firstName: "Claire", newsletter: true });
    expect(run, run.join(", ")).toHaveLength(expected.successful);
  });

  it("refuses a wrong password and an unknown address in 2 statements each (3 on PostgreSQL)", async () => {
    const wrong = await counted(() => login(claireSignup.email, "Mauvais-2026"));
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.statements, wrong.statements.join(", ")).toHaveLength(expected.refused);
    const unknown = await counted(() => login("personne@example.fr", "Mauvais-2026"));
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.statements, unknown.statements.join(", ")).toHaveLength(expected.refused);
  });
});
