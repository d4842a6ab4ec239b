import type { BrowserContextOptions, Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { leadForms } from "@domain/leads/forms";
import type { LeadField } from "@domain/leads/spec";
import { commonText } from "~/content/common.i18n";
import { leadFormCopy } from "../support/leadFormCopy";
import {
  baseURL,
  desktop,
  expectNoAxeViolations,
  holdRequests,
  jsErrorsOf,
  launchBrowserPerFile,
  openPage,
  phone,
  waitForHydration,
} from "../support/browser";

const browser = launchBrowserPerFile();

/** The newsletter box as the French home page draws it. */
const { newsletterBox } = await commonText.load("fr");

/** A common phone's screen: the lead form and the newsletter box start well below it. */
const mobile: BrowserContextOptions = { ...phone, viewport: { width: 390, height: 844 } };

/**
 * A string each library keeps once minified, to tell the library in a script whatever the chunk
 * holding it is named: the test checks what the browser downloaded, not how the build splits it.
 */
const libraryMarkers = {
  "react-hook-form": "reValidateMode",
  zod: "$ZodType",
  libphonenumber: "nationalPrefixForParsing",
} as const;
type Library = keyof typeof libraryMarkers;

/** Rollup names the chunk of a dynamic import after its target: `import("./LeadForm")`. */
const leadFormChunk = /\/assets\/LeadForm-[\w-]+\.js$/;
const newsletterChunk = /\/assets\/NewsletterBox-[\w-]+\.js$/;

/** Every script the page asks for, in order; listening starts before the page is opened. */
async function openRecordingScripts(path: string, options: BrowserContextOptions) {
  const page = await openPage(browser(), "about:blank", options);
  const scripts: Request[] = [];
  page.on("request", (request) => {
    if (/^\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request);
  });
  await page.goto(path);
  await waitForHydration(page);
  return { page, scripts };
}

/** The libraries the given scripts brought, read from what the server answered. */
async function librariesIn(scripts: Request[]): Promise<Library[]> {
  const codes = await Promise.all(
    scripts.map(async (script) => (await script.response())?.text() ?? ""),
  );
  return (Object.keys(libraryMarkers) as Library[]).filter((library) =>
    codes.some((code) => code.includes(libraryMarkers[library])),
  );
}

/**
 * Opens `path` with the requests for a part's code held until `release()`: the visitor types or
 * clicks before the code has arrived, as on a slow connection.
 */
async function openHoldingChunk(path: string, chunk: RegExp) {
  const page = await openPage(browser(), "about:blank", mobile);
  const { release, held } = await holdRequests(page, chunk);
  await page.goto(path);
  await waitForHydration(page);
  return { page, release, held };
}

/** Document requests made from now on: a form posted by the browser itself would be one. */
function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(`${request.method()} ${request.url()}`);
  });
  return navigations;
}

/** Two rendering steps: the scroll requested by the page is done and observers have been told. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

/**
 * Scrolls down half a screen at a time, as a visitor does, until `target` is in the page, then
 * brings it on screen. Each step waits for the frames in which the page notices the scroll.
 */
async function scrollDownTo(page: Page, target: Locator) {
  while ((await target.count()) === 0) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY !== before;
    });
    await nextFrames(page);
    if (!moved) await target.waitFor({ state: "attached" });
  }
  await target.scrollIntoViewIfNeeded();
}

const businessCopy = leadFormCopy.entreprise;

const leadForm = (page: Page) =>
  page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: businessCopy.submitLabel }) });

/** The form's control named by its label (which ends with `*` when required). */
const control = (form: Locator, field: LeadField) =>
  form.getByLabel(new RegExp(`^${field.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`));

/** The message shown next to a control, which the control names in its `aria-describedby`. */
const errorNextTo = (input: Locator) =>
  input.evaluate((element) => {
    const id = (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .find((part) => part.endsWith("-erreur"));
    return id ? (document.getElementById(id)?.textContent ?? "") : "";
  });

/** The tab the link's hash names is open once React has taken over the page. */
async function openedOnItsTab(page: Page) {
  await expect
    .poll(() => page.getByRole("tab", { name: "Ouverture" }).getAttribute("aria-selected"))
    .toBe("true");
  await nextFrames(page);
}

describe("a lead form, whose code loads when the visitor opens its tab", () => {
  it("asks for its code, its form library and its rules only once reached in its open tab, then checks each field", async () => {
    const { page, scripts } = await openRecordingScripts("/comptesEntreprise", mobile);
    const beforeReaching = [...scripts];
    expect(beforeReaching.filter((script) => leadFormChunk.test(script.url()))).toEqual([]);
    expect(await librariesIn(beforeReaching)).toEqual([]);

    await page.getByRole("tab", { name: "Ouverture" }).click();
    await openedOnItsTab(page);
    const form = leadForm(page);
    await scrollDownTo(page, form);
    await expect.poll(() => scripts.some((script) => leadFormChunk.test(script.url()))).toBe(true);
    expect(await librariesIn([...scripts])).toContain("react-hook-form");

    await form.getByRole("button", { name: businessCopy.submitLabel }).click();
    for (const field of leadForms.entreprise.fields) {
      await expect
        .poll(() => errorNextTo(control(form, field)))
        .toBe(
          field.control === "select"
            ? "Veuillez choisir une option"
            : "Veuillez renseigner ce champ",
        );
    }
    expect(await librariesIn([...scripts])).toEqual(["react-hook-form", "zod", "libphonenumber"]);
    expect(new URL(page.url()).pathname).toBe("/comptesEntreprise");
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });
});

describe("the newsletter box on a phone, whose code loads when the visitor reaches it", () => {
  const box = (page: Page) =>
    page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: newsletterBox.submitLabel }) });

  it("keeps the address typed before its code arrived and subscribes it", async () => {
    const { page, release } = await openHoldingChunk("/", newsletterChunk);
    const email = box(page).getByLabel(/^Adresse email/);
    await email.fill("lecteur.patient@example.fr");
    release();
    const posted = page.waitForRequest(
      (request) =>
        request.method() === "POST" && new URL(request.url()).pathname === "/api/newsletter",
    );
    await box(page).getByRole("button", { name: newsletterBox.submitLabel }).click();
    expect((await posted).postDataJSON()).toMatchObject({ email: "lecteur.patient@example.fr" });
    await expect
      .poll(() => box(page).getByRole("status").innerText())
      .toBe(
        "Merci ! Si cette adresse n'est pas encore inscrite, vous allez recevoir un email avec un lien pour confirmer votre inscription.",
      );
    await page.context().close();
  });

  it("checks a submission made before its code arrived once it has, without posting the page", async () => {
    const { page, release, held } = await openHoldingChunk("/", newsletterChunk);
    const navigations = recordNavigations(page);
    await box(page).getByRole("button", { name: newsletterBox.submitLabel }).click();
    await expect.poll(held).toBeGreaterThan(0);
    release();
    await expect
      .poll(() => errorNextTo(box(page).getByLabel(/^Adresse email/)))
      .toBe("L'adresse email est requise");
    expect(navigations).toEqual([]);
    expect(page.url()).toBe(`${baseURL()}/`);
    await page.context().close();
  });
});

describe("the signup form", () => {
  it("loads its rules and the phone-number library when the visitor starts on it", async () => {
    const { page, scripts } = await openRecordingScripts("/signup", desktop);
    await nextFrames(page);
    const atLoad = await librariesIn([...scripts]);
    expect(atLoad).not.toContain("zod");
    expect(atLoad).not.toContain("libphonenumber");
    const lastName = page.getByLabel(/^Nom\*?$/);
    await lastName.click();
    await expect
      .poll(() => librariesIn([...scripts]))
      .toEqual(expect.arrayContaining(["zod", "libphonenumber"]));
    await page.getByRole("button", { name: "Continuer vers la sécurité" }).click();
    await expect.poll(() => errorNextTo(lastName)).toBe("Le nom de famille est requis");
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });
});

describe("a page's scripts on a touch screen", () => {
  // A touch only downloads them until its click is dispatched (server/scripts-on-presence.ts): a
  // finger held on the page without a click must start them all the same.
  it("start when a finger rests on the page without a tap", async () => {
    const page = await openPage(browser(), "/", mobile);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: [{ x: 200, y: 400 }],
    });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });
});
