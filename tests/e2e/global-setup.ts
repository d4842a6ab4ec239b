import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../server/app";
import { configFromEnv } from "../../server/config";
import { createStaffAccount, parseStaffAccount } from "../../server/services/staff";
import { loadSite } from "../../server/site";
import { createTestDatabase } from "../support/database";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** A staff account of the test server's database, made as `npm run admin:create` makes one. */
    staffAccount: { email: string; password: string };
  }
}

/** One production server for every browser test, on a free port of loopback. */
export default async function setup(project: TestProject) {
  const config = configFromEnv({ ...process.env, PORT: "0" });
  const { database, drop } = await createTestDatabase("pglite");
  const app = await buildApp({
    site: await loadSite(config.clientDir),
    database,
    sessionSecret: randomBytes(32).toString("hex"),
    production: false,
    trustProxy: true,
  });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  project.provide("baseURL", address);
  const staffAccount = parseStaffAccount({
    email: "conseiller@aurore-banque.example",
    password: "Back-Office-2026",
  });
  await createStaffAccount(database, staffAccount);
  project.provide("staffAccount", staffAccount);
  return async () => {
    // PGlite's WebAssembly runtime resets process.exitCode when it shuts down, which would turn
    // failed browser tests into a green run: keep the code vitest has set.
    const exitCode = process.exitCode;
    await app.close();
    await drop();
    process.exitCode = exitCode;
  };
}
