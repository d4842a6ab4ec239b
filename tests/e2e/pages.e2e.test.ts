import { describe, expect, it } from "vitest";
import { publicPaths } from "@domain/pages";
import {
  baseURL,
  desktop,
  expectNoAxeViolations,
  jsErrorsOf,
  openPage,
  phone,
  launchBrowserPerFile,
  waitForHydration,
} from "./browser";

const browser = launchBrowserPerFile();

describe("every public page", () => {
  it.each(publicPaths)("%s reads in French, has its SEO tags and passes axe", async (path) => {
    const page = await openPage(browser(), path, desktop);
    await waitForHydration(page);
    await expect.poll(() => page.locator("h1").count()).toBe(1);
    expect(await page.locator("h1").innerText()).not.toBe("");
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    expect(await page.title()).toMatch(/Aurore Banque/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(
      /.{50,}/,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `https://www.aurore-banque.example${path}`,
    );
    expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(jsErrorsOf(page)).toEqual([]);
    await page.context().close();
  });

  it("have unique titles and descriptions", async () => {
    const heads = await Promise.all(
      publicPaths.map(async (path) => {
        const html = await (await fetch(`${baseURL()}${path}`)).text();
        return {
          title: /<title>([^<]+)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1],
        };
      }),
    );
    expect(new Set(heads.map((head) => head.title)).size).toBe(publicPaths.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(publicPaths.length);
  });

  it.each(publicPaths)("%s fits a 375 px phone without sideways scrolling", async (path) => {
    const page = await openPage(browser(), path, phone);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
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
