import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

export const baseURL = () => inject("baseURL");

const launchArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Starts one Chromium for the test file and closes it afterwards. */
export function launchBrowserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: launchArgs,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is only available inside tests");
    return browser;
  };
}

export const desktop: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  locale: "fr-FR",
};
export const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  locale: "fr-FR",
};

let clientNumber = 0;
/**
 * Each browser context poses as its own client address (the test server trusts X-Forwarded-For),
 * so that the per-address limits of one test never block another.
 */
const nextClientAddress = () => {
  clientNumber += 1;
  return `198.51.${process.pid % 250}.${clientNumber % 250}`;
};

export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = desktop,
): Promise<Page> {
  const context = await browser.newContext({
    ...options,
    baseURL: baseURL(),
    extraHTTPHeaders: { "x-forwarded-for": nextClientAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  await page.goto(path);
  return page;
}

/** Errors printed by the page: hydration mismatches, CSP refusals, uncaught exceptions. */
export const jsErrorsOf = (page: Page): string[] =>
  (page as Page & { jsErrors: string[] }).jsErrors;

/** The page once React has taken over the pre-rendered HTML. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
