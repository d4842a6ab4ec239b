import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Locale } from "@domain/i18n/locales";
import { pageVersions } from "@domain/pages";
import {
  desktop,
  expectNoAxeViolations,
  expectNoEqualAccessViolations,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  phone,
  reusedPage,
  signUpFrom,
  textPastRightEdge,
  waitForHydration,
} from "./browser";

/**
 * What only a browser sees of every page in `locales`: axe once React has taken over, no script
 * error, and no sideways scrolling on a phone. What the HTML holds is read from the build without a
 * browser (tests/html). One file per language: files are what the suite's two workers share out.
 */
export function checkEveryPageIn(locales: readonly Locale[]) {
  const browser = launchBrowserPerFile();
  const versions = pageVersions.filter(
    ({ page, locale }) => page.frame === "site" && locales.includes(locale),
  );
  const staticPaths = versions
    .filter(({ page }) => page.rendering === "static")
    .map(({ path }) => path);

  describe("every page", () => {
    it.each(staticPaths)(
      "%s passes Equal Access as served and once its scripts run, and axe, with no script error, and so does each of its tabs",
      async (path) => {
        // A context of its own, as a first visit.
        const page = await openPage(browser(), path, desktop);
        await expectNoEqualAccessViolations(page);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        await expectNoEqualAccessViolations(page);
        // axe skips what is hidden: each other tab's panel is checked once a visitor opens it.
        for (const tab of await page.getByRole("tab", { selected: false }).all()) {
          const panel = `[id="${await tab.getAttribute("aria-controls")}"]`;
          await tab.click();
          await page.locator(panel).waitFor({ state: "visible" });
          await expectNoAxeViolations(page, panel);
        }
        expect(jsErrorsOf(page)).toEqual([]);
        await page.context().close();
      },
    );

    const onPhone = reusedPage(browser, phone);
    it.each(staticPaths)(
      "%s fits a 375 px phone, no word cut off or scrolled sideways",
      async (path) => {
        const page = await onPhone(path);
        expect(await textPastRightEdge(page)).toEqual([]);
      },
    );
  });

  describe("every page drawn in the browser for a signed-in customer", () => {
    const onDesktop = reusedPage(browser, desktop);
    let signedIn: Promise<void> | undefined;
    const signIn = async (page: Page) => {
      await signUpFrom(page);
    };
    it.each(
      versions
        .filter(({ page }) => page.rendering === "client")
        .map(({ path, locale }) => [path, locale] as const),
    )(
      "%s is in its language, named as such, and passes axe and Equal Access",
      async (path, locale) => {
        signedIn ??= onDesktop("/").then(signIn);
        await signedIn;
        const page = await onDesktop(path);
        await page.locator("main h1").first().waitFor();
        expect(await page.locator("html").getAttribute("lang")).toBe(locale);
        expect(await page.title()).toMatch(/\| Aurore Banque$/);
        await expectNoAxeViolations(page);
        await expectNoEqualAccessViolations(page);
        // The pages reached without the token of a mailed link answer it with a 400 or a 401.
        expect(jsErrorsOf(page).filter((error) => !/\b40[01]\b/.test(error))).toEqual([]);
      },
    );
  });
}
