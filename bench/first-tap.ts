import type { Browser } from "playwright-core";

/** What a visitor's first tap opens, and how the page shows it is open. */
export interface FirstTap {
  name: string;
  path: string;
  /** The element tapped, as a Playwright selector. */
  tap: string;
  /** What the tap opened, visible once its effect is on screen. */
  shown: string;
}

/**
 * The first taps of issue 31, made as a visitor makes them: on a phone, before any other sign of
 * presence, so the tap itself starts the page's scripts.
 */
export const firstTaps: readonly FirstTap[] = [
  {
    name: "a tab",
    path: "/investissement",
    tap: '[role="tab"][id$="-trigger-strategies"]',
    shown: '[role="tabpanel"][id$="-content-strategies"]',
  },
  {
    name: "a loan page's simulation tab",
    path: "/pretAuto",
    tap: '[role="tab"][id$="-trigger-simulation"]',
    shown: '[role="tabpanel"][id$="-content-simulation"]',
  },
  { name: "the phone menu", path: "/", tap: "[data-nav-toggle]", shown: "[data-nav-drawer]" },
  {
    name: "the signup's first step sent empty",
    path: "/signup",
    tap: 'form button[type="submit"]',
    shown: '[id$="-erreur"]:not(:empty)',
  },
];

/** Lighthouse's mobile CPU: a mid-range phone is about four times slower than this machine. */
const CPU_SLOWDOWN = 4;

/**
 * From the tap to the frame that shows what it opened, under the same CPU slowdown as Lighthouse's
 * mobile runs, and the scripts transferred by then (headers included, as Lighthouse counts them).
 * INP alone would report the tap's first frame, even when it opened nothing.
 */
export async function measureFirstTap(
  browser: Browser,
  origin: string,
  { path, tap, shown }: FirstTap,
): Promise<{ effectMs: number; scriptBytes: number; scriptRequests: number }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: "fr-FR",
    // The measurement's own script polls with an evaluation the pages' policy would refuse.
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const scripts: { at: number; bytes: Promise<number> }[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push({
        at: Date.now(),
        bytes: request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize),
      });
    });
    // A string, not a function: the TypeScript runner would name the inner function with a helper
    // the page does not have. Times are kept from the time origin of the first document, in the
    // tab's session: a form tapped before the scripts is answered by the server with a new page.
    await page.addInitScript(`
      const key = "firstTapMarks";
      const marks = JSON.parse(sessionStorage.getItem(key) ?? '{"tapAt":0,"shownAt":0}');
      window.firstTapMarks = marks;
      const watch = () => {
        const check = (frame) => {
          const element = document.querySelector(${JSON.stringify(shown)});
          const visible = element instanceof HTMLElement && element.offsetParent !== null &&
            getComputedStyle(element).visibility !== "hidden";
          if (!visible) return requestAnimationFrame(check);
          marks.shownAt = performance.timeOrigin + frame;
          sessionStorage.setItem(key, JSON.stringify(marks));
        };
        requestAnimationFrame(check);
      };
      if (marks.tapAt) watch();
      else addEventListener("pointerdown", (event) => {
        marks.tapAt = performance.timeOrigin + event.timeStamp;
        sessionStorage.setItem(key, JSON.stringify(marks));
        watch();
      }, { capture: true, once: true });
    `);
    await page.goto(`${origin}${path}`, { waitUntil: "load" });
    await page.locator(tap).first().tap();
    const deadline = Date.now() + 30_000;
    const shownAt = () =>
      page
        .evaluate(
          () => (window as unknown as { firstTapMarks: { shownAt: number } }).firstTapMarks.shownAt,
        )
        // The server's answer to a form replaces the document under the evaluation.
        .catch(() => 0);
    while (!((await shownAt()) > 0)) {
      if (Date.now() > deadline) throw new Error(`${path}: ${shown} never showed after the tap`);
      await page.waitForTimeout(20);
    }
    const marks = await page.evaluate(
      () =>
        (window as unknown as { firstTapMarks: { tapAt: number; shownAt: number } }).firstTapMarks,
    );
    // The page's time origin and this process read the same clock.
    const before = scripts.filter((script) => script.at <= marks.shownAt);
    const sizes = await Promise.all(before.map((script) => script.bytes));
    return {
      effectMs: Math.round(marks.shownAt - marks.tapAt),
      scriptBytes: sizes.reduce((sum, size) => sum + size, 0),
      scriptRequests: sizes.length,
    };
  } finally {
    await context.close();
  }
}
