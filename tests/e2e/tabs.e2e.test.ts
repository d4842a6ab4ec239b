import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseURL,
  desktop,
  expectNoAxeViolations,
  openPage,
  launchBrowserPerFile,
  phone,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();

const tablist = (page: Page) =>
  page.getByRole("tablist", { name: "Rubriques des investissements" });
const selectedTab = (page: Page) =>
  tablist(page).locator('[role="tab"][aria-selected="true"]').innerText();
const visiblePanelHeading = (page: Page) =>
  page.locator('[role="tabpanel"]:visible h2').innerText();

describe("tabs of a page", () => {
  it("open on the default tab", async () => {
    const page = await openPage(browser(), "/investissement", desktop);
    await waitForHydration(page);
    expect(await selectedTab(page)).toBe("Opportunités");
    expect(await visiblePanelHeading(page)).toBe("Opportunités");
    await page.context().close();
  });

  it("switch on click without changing route, and put the tab in the hash", async () => {
    const page = await openPage(browser(), "/investissement", desktop);
    await waitForHydration(page);
    await tablist(page).getByRole("tab", { name: "Stratégies" }).click();
    await expect.poll(() => selectedTab(page)).toBe("Stratégies");
    expect(
      await page.getByRole("heading", { name: "Trois stratégies selon votre profil" }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole("heading", { name: "Secteurs porteurs" }).isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe("#strategies");
    expect(new URL(page.url()).pathname).toBe("/investissement");
    await page.context().close();
  });

  // As a visitor does: no warm-up, the tap or click is the first sign of presence (issue 31).
  it.each([
    ["tap on a phone", phone],
    ["click on a desktop", desktop],
  ] as const)("open at the first %s, made before the scripts ran", async (_, options) => {
    const page = await openPage(browser(), "/investissement", options);
    const tab = tablist(page).getByRole("tab", { name: "Stratégies" });
    if (options.hasTouch) await tab.tap();
    else await tab.click();
    await expect.poll(() => selectedTab(page)).toBe("Stratégies");
    await page.getByRole("heading", { name: "Trois stratégies selon votre profil" }).waitFor();
    expect(new URL(page.url()).hash).toBe("#strategies");
    await page.context().close();
  });

  it("move with the arrow keys", async () => {
    const page = await openPage(browser(), "/investissement", desktop);
    await waitForHydration(page);
    const first = tablist(page).getByRole("tab", { name: "Opportunités" });
    await first.focus();
    await expect.poll(() => first.evaluate((tab) => tab === document.activeElement)).toBe(true);
    // Under load the key event can land before React has committed the previous step: wait for it.
    for (const [key, expected] of [
      ["ArrowRight", "Stratégies"],
      ["ArrowRight", "Accompagnement"],
      ["ArrowRight", "Opportunités"],
      ["ArrowLeft", "Accompagnement"],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(() => selectedTab(page)).toBe(expected);
    }
    await page.context().close();
  });

  it("open the tab named in the URL hash before the scripts run, and keep it once they do", async () => {
    const page = await openPage(browser(), "/investissement#accompagnement", desktop);
    // No gesture yet: the address alone chose the panel. (The browser's scroll to the fragment may
    // start the scripts meanwhile, and the panel's lead form still flashes then: its own heading
    // is not what is read here.)
    const panel = (id: string) => page.locator(`[role="tabpanel"][id$="-content-${id}"]`);
    expect(await panel("accompagnement").isVisible()).toBe(true);
    expect(await panel("opportunites").isVisible()).toBe(false);
    await waitForHydration(page);
    await expect.poll(() => selectedTab(page)).toBe("Accompagnement");
    // The panel's lead form is still drawn again once its code arrives (issue 31: a flash left).
    await page.getByRole("heading", { name: "Parler à un Expert" }).waitFor({ state: "visible" });
    await page.evaluate(() => {
      window.location.hash = "strategies";
    });
    await expect.poll(() => selectedTab(page)).toBe("Stratégies");
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe("without JavaScript", () => {
  it("the pre-rendered HTML holds the text of every tab", async () => {
    const context = await browser().newContext({
      ...desktop,
      javaScriptEnabled: false,
      baseURL: baseURL(),
    });
    const page = await context.newPage();
    await page.goto("/investissement");
    await expect
      .poll(() =>
        page.getByRole("heading", { name: "Trois stratégies selon votre profil" }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole("heading", { name: "Parler à un Expert" }).isVisible())
      .toBe(true);
    await context.close();
  });
});
