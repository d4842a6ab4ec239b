import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/server-process";
import { desktop, launchBrowserPerFile, waitForHydration } from "../support/browser";

const browser = launchBrowserPerFile();

describe("an account after the server is killed", () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "aurore-restart-"));
  });

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is still there, and its owner signs back in", async () => {
    server = await startServer({ DATA_DIR: dataDir });
    const signup = await fetch(`${server.origin}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        lastName: "Durand",
        firstName: "Hugo",
        birthDate: "1985-03-02",
        gender: "male",
        email: "hugo.durand@example.fr",
        whatsapp: "+33 6 98 76 54 32",
        country: "FR",
        currency: "EUR",
        password: "Montagne-2026",
        confirmPassword: "Montagne-2026",
        acceptTerms: true,
        newsletter: false,
      }),
    });
    expect(signup.status).toBe(201);
    // kill -9: no shutdown hook runs, only what the database acknowledged survives.
    await server.stop("SIGKILL");
    server = await startServer({ DATA_DIR: dataDir });

    const context = await browser().newContext({ ...desktop, baseURL: server.origin });
    const page = await context.newPage();
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel(/^Adresse email/).fill("HUGO.DURAND@example.fr");
    await page.getByLabel(/^Mot de passe/).fill("Montagne-2026");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.waitForURL("**/espaceClient");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Bonjour Hugo");
    await context.close();
  }, 120_000);
});
