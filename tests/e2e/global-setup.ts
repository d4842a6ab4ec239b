import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp } from "../../server/app";
import { configFromEnv } from "../../server/config";
import { fileTransport } from "../../server/mail/transport";
import { createStaffAccount, parseStaffAccount } from "../../server/services/staff";
import { loadSite } from "../../server/site";
import { loadPageRenderer } from "../../server/plugins/rendered-pages";
import { loadFreezeList } from "../../server/screening/screening";
import { createTestDatabase } from "../support/database";
import { sampleFreezeList } from "../support/screening";
import { freePort } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the test server writes its mails, as `.eml` files (the product's fallback without SMTP). */
    mailDir: string;
    /** A staff account of the test server's database, made as `npm run admin:create` makes one. */
    staffAccount: { email: string; password: string };
    /**
     * A second staff account, for the loan application journey: each file enrols its account's
     * second factor at its first sign-in, and two files cannot share one enrolment.
     */
    creditStaffAccount: { email: string; password: string };
    /** A third, for the withdrawal staff record from a letter or an e-mail. */
    withdrawalStaffAccount: { email: string; password: string };
    /** A fourth, for the account opening journey, where staff import its first transfer. */
    openingStaffAccount: { email: string; password: string };
    /** A fifth, for clearing a hit of the asset-freeze screening as a namesake. */
    screeningStaffAccount: { email: string; password: string };
    /** A sixth, for the refunds' payment order of a refused opening. */
    refundStaffAccount: { email: string; password: string };
  }
}

/** One production server for every browser test, on a free port of loopback. */
export default async function setup(project: TestProject) {
  const config = configFromEnv({ ...process.env, PORT: "0" });
  const { database, drop } = await createTestDatabase("pglite");
  const mailDir = await mkdtemp(join(tmpdir(), "aurore-mail-"));
  // Known before listening, so that the links in the mails point at this very server.
  const port = await freePort();
  // `localhost`, not an IP address: WebAuthn refuses an IP as the passkeys' relying party.
  const address = `http://localhost:${port}`;
  const app = await buildApp({
    site: await loadSite(config.clientDir),
    pageRenderer: await loadPageRenderer(config.pageRendererFile, false),
    database,
    sessionSecret: randomBytes(32).toString("hex"),
    production: false,
    trustProxy: true,
    publicUrl: address,
    mail: {
      transport: fileTransport(mailDir, "Aurore Banque <test@aurore-banque.example>"),
      pollIntervalMs: 200,
    },
  });
  // Every loopback address `localhost` resolves to (127.0.0.1 and ::1), whichever a client tries.
  await app.listen({ host: "localhost", port });
  project.provide("baseURL", address);
  project.provide("mailDir", mailDir);
  // Each file enrols its staff account's second factor at its first sign-in, and two files cannot
  // share one enrolment: one account per file that signs staff in.
  const staffAccounts = {
    staffAccount: { email: "conseiller@aurore-banque.example", password: "Back-Office-2026" },
    creditStaffAccount: { email: "credit@aurore-banque.example", password: "Dossier-Etude-2026" },
    withdrawalStaffAccount: {
      email: "retractations@aurore-banque.example",
      password: "Courrier-Recu-2026",
    },
    openingStaffAccount: {
      email: "ouvertures@aurore-banque.example",
      password: "Releve-Du-Jour-2026",
    },
    screeningStaffAccount: {
      email: "gels@aurore-banque.example",
      password: "Homonyme-Examen-2026",
    },
    refundStaffAccount: {
      email: "remboursements@aurore-banque.example",
      password: "Ordre-De-Virement-2026",
    },
  } as const;
  for (const [name, account] of Object.entries(staffAccounts)) {
    const staffAccount = parseStaffAccount(account);
    await createStaffAccount(database, staffAccount);
    project.provide(name as keyof typeof staffAccounts, staffAccount);
  }
  // The asset-freeze register is loaded, as on the bank's servers: staff approve an account
  // opening only once its holder is screened against it (issue 34).
  await loadFreezeList(database.db, sampleFreezeList);
  return async () => {
    // PGlite's WebAssembly runtime resets process.exitCode when it shuts down, which would turn
    // failed browser tests into a green run: keep the code vitest has set.
    const exitCode = process.exitCode;
    await app.close();
    await drop();
    await rm(mailDir, { recursive: true, force: true });
    process.exitCode = exitCode;
  };
}
