import { describe, expect, it } from "vitest";
import {
  desktop,
  expectNoAxeViolations,
  expectNoEqualAccessViolations,
  launchBrowserPerFile,
  openPage,
  phone,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();

describe("a comparison table", () => {
  it.each([
    ["scrolls sideways on a phone: Tab reaches it", phone, "0"],
    ["fits a desktop: Tab passes it by", desktop, null],
  ] as const)("%s", async (_, options, tabIndex) => {
    const page = await openPage(browser(), "/compteCourant", options);
    await waitForHydration(page);
    const region = page.getByRole("region", { name: /Comparatif/ }).first();
    await expect.poll(() => region.getAttribute("tabindex")).toBe(tabIndex);
    await expectNoAxeViolations(page);
    await expectNoEqualAccessViolations(page);
    await page.context().close();
  });
});
