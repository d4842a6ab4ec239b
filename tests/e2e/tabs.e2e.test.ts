import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseURL,
  desktop,
  expectNoAxeViolations,
  holdRequests,
  jsErrorsOf,
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
const panel = (page: Page, id: string) => page.locator(`[role="tabpanel"][id$="-content-${id}"]`);
const strategiesHeading = (page: Page) =>
  page.getByRole("heading", { name: "Trois stratégies selon votre profil" });
/** The scripts of the page, which a pre-rendered page asks for at the visitor's first gesture. */
const pageScripts = /\/assets\/.+\.js$/;
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

  // As a visitor does: no warm-up, the tap or click is the first sign of presence, and the page's
  // scripts are still on their way (issue 31).
  it.each([
    ["tap on a phone", phone],
    ["click on a desktop", desktop],
  ] as const)(
    "show at the first %s, made before the scripts arrive, and stay once they run",
    async (_, options) => {
      const page = await openPage(browser(), "about:blank", options);
      const scripts = await holdRequests(page, pageScripts);
      await page.goto("/investissement");
      const tab = tablist(page).getByRole("tab", { name: "Stratégies" });
      if (options.hasTouch) await tab.tap();
      else await tab.click();
      await expect.poll(() => selectedTab(page)).toBe("Stratégies");
      expect(await strategiesHeading(page).isVisible()).toBe(true);
      expect(await page.getByRole("heading", { name: "Secteurs porteurs" }).isVisible()).toBe(
        false,
      );
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      scripts.release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // React took the tap over: it wrote the tab in the address.
      await expect.poll(() => new URL(page.url()).hash).toBe("#strategies");
      expect(await selectedTab(page)).toBe("Stratégies");
      expect(await strategiesHeading(page).isVisible()).toBe(true);
      expect(jsErrorsOf(page)).toEqual([]);
      await page.context().close();
    },
  );

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
    // No gesture yet: the address alone chose the panel.
    expect(await panel(page, "accompagnement").isVisible()).toBe(true);
    expect(await panel(page, "opportunites").isVisible()).toBe(false);
    await waitForHydration(page);
    await expect.poll(() => selectedTab(page)).toBe("Accompagnement");
    await page.getByRole("heading", { name: "Parler à un Expert" }).waitFor({ state: "visible" });
    await page.evaluate(() => {
      window.location.hash = "strategies";
    });
    await expect.poll(() => selectedTab(page)).toBe("Stratégies");
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  // The panel's lead form loads its code when reached: React used to throw its pre-rendered HTML
  // away when the tabs changed before that code arrived, and draw it again 0.3 to 0.9 s later.
  it("keep the lead form of the address's tab on screen while its code is on its way", async () => {
    const page = await openPage(browser(), "about:blank", desktop);
    await page.addInitScript(`
      window.formsRemoved = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches("form") || node.querySelector("form"))) {
              window.formsRemoved += 1;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    const leadFormCode = await holdRequests(page, /\/assets\/LeadForm-[\w-]+\.js$/);
    await page.goto("/investissement#accompagnement");
    const form = panel(page, "accompagnement").locator("form");
    await waitForHydration(page);
    // Hydration chose the address's tab: the tabs changed while the form's code was held.
    await expect.poll(() => selectedTab(page)).toBe("Accompagnement");
    await expect.poll(() => leadFormCode.held()).toBeGreaterThan(0);
    const formsRemoved = () =>
      page.evaluate(() => (window as { formsRemoved?: number }).formsRemoved);
    expect(await formsRemoved()).toBe(0);
    expect(await form.isVisible()).toBe(true);
    leadFormCode.release();
    // React has taken the pre-rendered form over, in place.
    await expect
      .poll(() =>
        form.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))),
      )
      .toBe(true);
    expect(await formsRemoved()).toBe(0);
    expect(jsErrorsOf(page)).toEqual([]);
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
