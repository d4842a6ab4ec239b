import { describe, expect, it } from "vitest";
import {
  baseURL,
  desktop,
  openPage,
  launchBrowserPerFile,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();

describe("addresses", () => {
  it("answers an unknown path with the French 404 page and status 404", async () => {
    const page = await openPage(browser(), "/", desktop);
    const response = await page.goto("/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Page introuvable");
    await waitForHydration(page);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toBe("Page introuvable");
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });

  it("sends the old /confidentialite link to the privacy policy", async () => {
    const response = await fetch(`${baseURL()}/confidentialite`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/politiquesConfidentialite");
    const page = await openPage(browser(), "/confidentialite", desktop);
    expect(new URL(page.url()).pathname).toBe("/politiquesConfidentialite");
    await page.context().close();
  });

  it("moves between pages from the footer without a full reload", async () => {
    const page = await openPage(browser(), "/", desktop);
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("navigation", { name: "Informations légales" })
      .getByRole("link", { name: "À propos" })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/apropos");
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await page.context().close();
  });

  it("answers a page's route discovery, and tells a page of another build to reload", async () => {
    const html = await (await fetch(`${baseURL()}/pretAuto`)).text();
    const version = /window\.__reactRouterManifest = \{.*?"version":"([^"]+)"/.exec(html)?.[1];
    expect(version).toBeDefined();
    const asked = new URLSearchParams({ paths: "/epargne,/en/login", version: `${version}0` });
    const stale = await fetch(`${baseURL()}/__manifest?${asked}`);
    expect(stale.status).toBe(204);
    expect(stale.headers.get("x-remix-reload-document")).toBe("true");
    asked.set("version", version ?? "");
    const answer = await fetch(`${baseURL()}/__manifest?${asked}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const routes = (await answer.json()) as Record<string, { path?: string }>;
    expect(Object.values(routes).map((route) => route.path)).toEqual(
      expect.arrayContaining(["epargne", "en/login"]),
    );
  });
});
