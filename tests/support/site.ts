import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createDatabase } from "../../db/database";
import { buildApp, type AppOptions } from "../../server/app";
import { loadSite, type Site } from "../../server/site";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./database";

const page = (title: string) =>
  `<!DOCTYPE html><html lang="fr"><head><title>${title}</title></head><body><h1>${title}</h1><script>window.x = 1;</script></body></html>`;

/** A miniature build (home, one page, the 404 page in each language, a client-rendered page in two, a script, a stylesheet and an SVG image), so server tests need no `npm run build`. */
export async function createFixtureSite(): Promise<{ site: Site; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "aurore-site-"));
  await mkdir(join(dir, "assets"));
  await mkdir(join(dir, "404"));
  await mkdir(join(dir, "pretAuto"));
  const home = page("Accueil");
  await writeFile(join(dir, "index.html"), home);
  await writeFile(join(dir, "index.html.br"), brotliCompressSync(home));
  await writeFile(join(dir, "index.html.gz"), gzipSync(home));
  await writeFile(join(dir, "pretAuto", "index.html"), page("Prêt auto"));
  await writeFile(join(dir, "404", "index.html"), page("Page introuvable"));
  for (const [language, title] of [
    ["en", "Page not found"],
    ["es", "Página no encontrada"],
    ["de", "Seite nicht gefunden"],
  ] as const) {
    await mkdir(join(dir, language, "404"), { recursive: true });
    await writeFile(join(dir, language, "404", "index.html"), page(title));
  }
  for (const [path, title] of [
    ["nouveauMotDePasse", "Chargement (fr)"],
    [join("de", "nouveauMotDePasse"), "Chargement (de)"],
  ] as const) {
    await mkdir(join(dir, path), { recursive: true });
    await writeFile(join(dir, path, "index.html"), page(title));
  }
  await writeFile(join(dir, "assets", "entry-abc123.js"), "console.log(1)");
  await writeFile(join(dir, "assets", "app-abc123.css"), "body{margin:0}");
  await writeFile(join(dir, "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { site: await loadSite(dir), remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A production-mode server on the miniature build and an in-memory database, for tests that look
 * at what the server answers rather than at stored data. `close()` releases all three. `options`
 * override the app's, e.g. a `metricsToken`.
 */
export async function startFixtureApp(
  options: Partial<AppOptions> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const fixture = await createFixtureSite();
  const database = await createDatabase({ dataDir: "memory://" });
  const app = await buildApp({
    site: fixture.site,
    database,
    sessionSecret: randomBytes(32).toString("hex"),
    production: true,
    ...options,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      await fixture.remove();
    },
  };
}

/**
 * The app on the miniature build and a fresh test database of the given kind, for API tests that
 * look at stored data. `close()` releases all three.
 */
export async function startTestApp(
  kind: DatabaseKind,
  options: Partial<AppOptions> = {},
): Promise<{ app: FastifyInstance; testDatabase: TestDatabase; close(): Promise<void> }> {
  const testDatabase = await createTestDatabase(kind);
  const fixture = await createFixtureSite();
  const app = await buildApp({
    site: fixture.site,
    database: testDatabase.database,
    sessionSecret: randomBytes(32).toString("hex"),
    production: false,
    ...options,
  });
  return {
    app,
    testDatabase,
    close: async () => {
      await app.close();
      await fixture.remove();
      await testDatabase.drop();
    },
  };
}

/**
 * The bank as behind a load balancer, on a fresh test database of the given kind: instances
 * listening on ports of their own, sharing the session secret. PGlite is owned by one process, so
 * one instance there; two on PostgreSQL, the second with a connection pool of its own, for races
 * between instances. `close()` releases them all.
 */
export async function startInstances(
  kind: DatabaseKind,
  options: Partial<AppOptions> = {},
): Promise<{
  instances: { app: FastifyInstance; origin: string }[];
  testDatabase: TestDatabase;
  close(): Promise<void>;
}> {
  const testDatabase = await createTestDatabase(kind);
  const fixture = await createFixtureSite();
  const second = kind === "postgres" ? await createDatabase(testDatabase.options) : undefined;
  const sessionSecret = randomBytes(32).toString("hex");
  const instances = await Promise.all(
    [testDatabase.database, ...(second ? [second] : [])].map(async (database) => {
      const app = await buildApp({
        site: fixture.site,
        database,
        sessionSecret,
        production: false,
        ...options,
      });
      return { app, origin: await app.listen({ host: "127.0.0.1", port: 0 }) };
    }),
  );
  return {
    instances,
    testDatabase,
    close: async () => {
      for (const { app } of instances) await app.close();
      await second?.close();
      await fixture.remove();
      await testDatabase.drop();
    },
  };
}

/**
 * `startInstances` for one `describe` of a test file: started before its tests, closed after
 * them. Read its fields inside the tests, once the bank has started.
 */
export function instancesPerDescribe(kind: DatabaseKind, options: Partial<AppOptions> = {}) {
  let started: Awaited<ReturnType<typeof startInstances>> | undefined;
  beforeAll(async () => {
    started = await startInstances(kind, options);
  }, 60_000);
  afterAll(() => started?.close());
  const bank = () => {
    if (!started) throw new Error("The instances are only available inside tests");
    return started;
  };
  return {
    get testDatabase() {
      return bank().testDatabase;
    },
    /** The first instance, which every test may use for its set-up. */
    get app() {
      const first = bank().instances[0];
      if (!first) throw new Error("No instance started");
      return first.app;
    },
    get origins() {
      return bank().instances.map((instance) => instance.origin);
    },
  };
}
