import AxeBuilder from "@axe-core/playwright";
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { claireSignup, uniqueEmail } from "./fixtures";
import { chromiumFlags, chromiumPath } from "./chromium";
import { plainSpaces } from "./text";

export const baseURL = () => inject("baseURL");

/** Starts one Chromium for the test file and closes it afterwards. */
export function launchBrowserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
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

// Reduced motion by default: nothing fades or slides, so what a test reads or axe measures is the
// final state and not a frame of an animation that a loaded machine has not finished yet.
export const desktop: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  locale: "fr-FR",
  reducedMotion: "reduce",
};
export const phone: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  locale: "fr-FR",
  reducedMotion: "reduce",
};
/** For the tests whose subject is motion: the page animates as for most visitors. */
export const withMotion = (options: BrowserContextOptions): BrowserContextOptions => ({
  ...options,
  reducedMotion: "no-preference",
});

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
    // « Mes comptes » asks for the customer's account: one without is answered 404, as expected.
    const noAccount =
      /status of 404/.test(message.text()) &&
      new URL(message.location().url || "http://x/").pathname === "/api/current-account";
    if (message.type() === "error" && !noAccount) errors.push(message.text());
  });
  (page as Page & { jsErrors: string[] }).jsErrors = errors;
  // React reports a failed hydration as its minified error 423; what failed is the error's cause.
  await page.addInitScript(`addEventListener("error", (event) => {
    const cause = event.error && event.error.cause;
    if (cause) console.error("caused by: " + (cause.stack || cause.message || String(cause)));
  });`);
  await page.goto(path);
  return page;
}

/**
 * One page for the whole test file, moved from address to address: a new context per page costs
 * more than the page itself when a file visits every page of the site. The errors it printed are
 * forgotten at each `visit`.
 */
export function reusedPage(browser: () => Browser, options: BrowserContextOptions = desktop) {
  let page: Promise<Page> | undefined;
  afterAll(async () => (await page)?.context().close());
  return async (path: string): Promise<Page> => {
    page ??= openPage(browser(), "about:blank", options);
    const opened = await page;
    jsErrorsOf(opened).length = 0;
    await opened.goto(path);
    return opened;
  };
}

/**
 * The texts that reach past the screen's right edge: scrolled sideways with the page, or cut off,
 * since the page's body hides what overflows it (so `scrollWidth` alone does not see them). A
 * table in its own sideways-scrolling region is read there, as on any phone; a visually hidden
 * text (a screen reader's) is not drawn.
 */
export function textPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Read in its own sideways-scrolling region, or visually hidden (a screen reader's text, in a
    // one-pixel box whose range still measures the whole line): not text cut off on screen.
    const notOnScreenEdge = (element: Element) => {
      for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(up).overflowX)) return true;
        if (up.getBoundingClientRect().width <= 1) return true;
      }
      return false;
    };
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const found: string[] = [];
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement || notOnScreenEdge(node.parentElement)) continue;
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > window.innerWidth + 0.5) found.push(text);
    }
    return found;
  });
}

/**
 * Holds the page's requests for `url` until `release()`, as a slow connection would: what the
 * visitor does meanwhile happens before that code has arrived.
 */
export async function holdRequests(page: Page, url: RegExp) {
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

/**
 * Waits for `locator` to be visible; if it never is, the failure says what `shown` held instead and
 * what the page printed, so that a failure seen once on a loaded machine explains itself.
 */
export async function waitForOrShow(page: Page, locator: Locator, shown: Locator) {
  try {
    await locator.waitFor();
  } catch (error) {
    const fields = await shown
      .locator("input:not([type=hidden]), select")
      .evaluateAll((elements) =>
        elements.map((element) => {
          const field = element as HTMLInputElement;
          return `${field.name}=${JSON.stringify(field.value)}${field.ariaInvalid === "true" ? " (invalid)" : ""}`;
        }),
      )
      .catch(() => []);
    const text = await shown.innerText().catch(() => "(gone)");
    throw new Error(
      `${String(error)}\nat ${page.url()}, hydrated: ${await page.locator("html[data-hydrated]").count()}\n` +
        `fields: ${fields.join(", ")}\nshown: ${text}\nprinted: ${jsErrorsOf(page).join("\n")}`,
      { cause: error },
    );
  }
}

/** Errors printed by the page: hydration mismatches, CSP refusals, uncaught exceptions. */
export const jsErrorsOf = (page: Page): string[] =>
  (page as Page & { jsErrors: string[] }).jsErrors;

/**
 * Runs `action` (a click that submits a form) and waits for the API's answer to the POST it sends:
 * when a form shows the same message after each submission, the message alone cannot tell the
 * second answer from the first.
 */
export async function answerTo(page: Page, path: string, action: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === path,
  );
  await action();
  await answer;
}

/**
 * A pre-rendered page starts its scripts at the first sign of a visitor (scripts/first-paint.ts):
 * the mouse moves, as a visitor's would, then the page is waited for.
 */
export async function waitForHydration(page: Page) {
  await page.mouse.move(1, 1);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Once every running animation and transition of the page has ended (the endless ones, such as a
 * spinner, excepted): an element that is still fading in has not its final colours yet.
 */
export async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // An animation cancelled on the way (its element removed or hidden) is over as well.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's WCAG 2.1 AA rules over the page, or over the part `include` selects. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await animationsFinished(page);
  // Legacy mode runs axe in the page itself: the default opens a blank page per analysis to gather
  // the results of cross-origin frames, which no page of the site has, and took most of its time.
  const axe = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode();
  const results = await (include ? axe.include(include) : axe).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** IBM's Equal Access engine, the third checker of issue 31 with axe and the Nu HTML Checker. */
const equalAccessEngine = readFileSync(
  createRequire(import.meta.url).resolve("accessibility-checker-engine/ace.js"),
  "utf8",
);

/**
 * The Equal Access engine's violations over the page as it stands (its IBM Accessibility rule set).
 * Evaluated by the browser's debugging protocol, which the pages' script policy does not govern.
 */
export async function expectNoEqualAccessViolations(page: Page) {
  const violations = await page.evaluate(`(async () => {
    if (!window.ace) {
      ${equalAccessEngine}
      window.ace = ace;
    }
    const report = await new window.ace.Checker().check(document, ["IBM_Accessibility"]);
    return report.results
      .filter((result) => result.value[0] === "VIOLATION" && result.value[1] === "FAIL")
      .map((result) => result.ruleId + ": " + result.message + " (" + result.path.dom + ")");
  })()`);
  expect(violations).toEqual([]);
}

/** The header's language picker, named in the page's language (« Langue du site »). */
export const languagePicker = (page: Page, name: string) => page.getByRole("navigation", { name });

/**
 * Opens Claire's account (tests/support/fixtures.ts) under a new address, or under `email`, through
 * the API from the page, so that its browser holds the session. Returns the address.
 */
export async function signUpFrom(page: Page, email = uniqueEmail()): Promise<string> {
  const body = { ...claireSignup, email };
  const status = await page.evaluate(async (payload) => {
    const response = await fetch("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    return response.status;
  }, body);
  expect(status).toBe(201);
  return email;
}

/** A new customer's browser, signed in, on the home page. */
export async function signedInPage(
  browser: Browser,
  { email, clock = false }: { email?: string; clock?: boolean } = {},
): Promise<Page> {
  const page = await openPage(browser, "/", desktop);
  // Installed before anything runs, for tests that move time forward (a session's expiry).
  if (clock) await page.clock.install();
  await signUpFrom(page, email);
  return page;
}

/** A field by its label, which ends with `*` when the field is required. */
export const byLabel = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));

/** The message drawn next to a field, read through its `aria-describedby` as a screen reader does. */
export const fieldErrorOf = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id.endsWith("-erreur"))
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(""),
  );

/** The text a reader sees in `scope`, no-break spaces as spaces. */
export const textOf = async (scope: Locator) => plainSpaces(await scope.innerText());

/** Chromium's virtual authenticator: a platform key with user verification, always consenting. */
export async function withVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  const { authenticatorId } = await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await devtools.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}
