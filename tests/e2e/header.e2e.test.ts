import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  animationsFinished,
  desktop,
  expectNoAxeViolations,
  holdRequests,
  jsErrorsOf,
  openPage,
  phone,
  launchBrowserPerFile,
  waitForHydration,
  withMotion,
} from "../support/browser";

const browser = launchBrowserPerFile();

const trigger = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Navigation principale" }).getByRole("button", { name });
const expanded = (page: Page, name: string) => trigger(page, name).getAttribute("aria-expanded");

const menuItems = (page: Page) =>
  page.getByRole("navigation", { name: "Navigation principale" }).locator("li li:visible");
const itemDelays = (page: Page) =>
  menuItems(page).evaluateAll((items) =>
    items.map((item) => getComputedStyle(item).animationDelay),
  );
const itemOpacities = (page: Page) =>
  menuItems(page).evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));

async function ready(path: string, options = desktop) {
  const page = await openPage(browser(), path, options);
  await waitForHydration(page);
  return page;
}

describe("header menus on a desktop", () => {
  it("open on hover, one at a time, with their links", async () => {
    const page = await ready("/");
    await trigger(page, "Entreprise").hover();
    await expect.poll(() => expanded(page, "Entreprise")).toBe("true");
    const links = page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link");
    await expect
      .poll(() => links.allInnerTexts())
      .toEqual(["Comptes entreprise", "Investissements", "Paiements", "Banque d'affaires"]);
    await trigger(page, "Crédit").hover();
    await expect.poll(() => expanded(page, "Crédit")).toBe("true");
    expect(await expanded(page, "Entreprise")).toBe("false");
    await expect
      .poll(() => links.allInnerTexts())
      .toEqual(["Prêt personnel", "Prêt voyage", "Prêt auto", "Prêt travaux"]);
    await page.context().close();
  });

  it("reveal each item 100 ms after the previous one", async () => {
    const page = await ready("/", withMotion(desktop));
    await trigger(page, "Personnel").click();
    await expect.poll(() => itemDelays(page)).toEqual(["0s", "0.1s", "0.2s", "0.3s"]);
    await animationsFinished(page);
    expect(await itemOpacities(page)).toEqual(["1", "1", "1", "1"]);
    await page.context().close();
  });

  it("show every item at once, without any animation, when the user prefers reduced motion", async () => {
    const page = await ready("/");
    await trigger(page, "Personnel").click();
    await expect.poll(() => expanded(page, "Personnel")).toBe("true");
    expect(await itemOpacities(page)).toEqual(["1", "1", "1", "1"]);
    expect(await itemDelays(page)).toEqual(["0s", "0s", "0s", "0s"]);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await page.context().close();
  });

  it("work with the keyboard: Enter opens, Escape closes and gives focus back", async () => {
    const page = await ready("/");
    await trigger(page, "Personnel").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => expanded(page, "Personnel")).toBe("true");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Épargne");
    await page.keyboard.press("Escape");
    await expect.poll(() => expanded(page, "Personnel")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Personnel");
    await page.context().close();
  });

  it("close when the user clicks elsewhere", async () => {
    const page = await ready("/");
    await trigger(page, "Entreprise").click();
    await expect.poll(() => expanded(page, "Entreprise")).toBe("true");
    await page.mouse.move(600, 700);
    await page.mouse.click(600, 700);
    await expect.poll(() => expanded(page, "Entreprise")).toBe("false");
    await page.context().close();
  });

  it("mark the current page and its menu", async () => {
    const page = await ready("/pretAuto");
    await trigger(page, "Crédit").click();
    const current = page
      .getByRole("navigation", { name: "Navigation principale" })
      .locator('[aria-current="page"]');
    await expect.poll(() => current.innerText()).toBe("Prêt auto");
    await page.context().close();
  });

  // With motion: axe measures the colours once the items have faded in, not while they appear.
  it("pass axe with a menu open", async () => {
    const page = await ready("/", withMotion(desktop));
    await trigger(page, "Entreprise").click();
    await expect.poll(() => expanded(page, "Entreprise")).toBe("true");
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe("header behaviour", () => {
  it("reduces its padding once the page is scrolled past 50 px", async () => {
    const page = await ready("/investissement");
    const header = page.locator("header").first();
    const paddingAtTop = await header.evaluate((element) => getComputedStyle(element).paddingTop);
    await page.mouse.wheel(0, 40);
    // The page has scrolled by 40 px and the scroll event has reached the header (the browser
    // dispatches it before the next frame): only then does "still unscrolled" mean something.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.mouse.wheel(0, 200);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    const paddingScrolled = await header.evaluate(
      (element) => getComputedStyle(element).paddingTop,
    );
    expect(Number.parseFloat(paddingScrolled)).toBeLessThan(Number.parseFloat(paddingAtTop));
    await page.context().close();
  });

  it("leads to login and signup", async () => {
    const page = await ready("/");
    await page.getByRole("banner").getByRole("link", { name: "Connexion" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    await page.getByRole("banner").getByRole("link", { name: "Inscription" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/signup");
    await page.getByRole("banner").getByRole("link", { name: "Aurore Banque, accueil" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.context().close();
  });
});

describe("header on a 375 px touch screen", () => {
  it("hides the menus behind a toggle and opens them on tap", async () => {
    const page = await ready("/", phone);
    const menus = trigger(page, "Crédit");
    expect(await menus.isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await menus.tap();
    await expect.poll(() => expanded(page, "Crédit")).toBe("true");
    await trigger(page, "Personnel").tap();
    await expect.poll(() => expanded(page, "Personnel")).toBe("true");
    expect(await expanded(page, "Crédit")).toBe("false");
    await page.getByRole("link", { name: "Épargne" }).first().tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/epargne");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  // As a visitor does: the tap is the first sign of presence, and the scripts are slow (issue 31).
  it("opens the menu at the first tap, made before the scripts arrive, and keeps it open", async () => {
    const page = await openPage(browser(), "about:blank", phone);
    const scripts = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await trigger(page, "Crédit").isVisible()).toBe(true);
    await trigger(page, "Crédit").tap();
    await expect.poll(() => expanded(page, "Crédit")).toBe("true");
    expect(await page.getByRole("link", { name: "Prêt auto" }).first().isVisible()).toBe(true);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    scripts.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // React, given the same taps, came to the same state: a third one closes the menu.
    await trigger(page, "Crédit").tap();
    await expect.poll(() => expanded(page, "Crédit")).toBe("false");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
