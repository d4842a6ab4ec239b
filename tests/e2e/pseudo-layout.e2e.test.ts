import { readdir, readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageVersions } from "@domain/pages";
import { launchBrowserPerFile, phone, textPastRightEdge } from "../support/browser";
import { clientDir, serverDrawnHtml } from "../support/built-site";
import { withFullSheetLast } from "../../scripts/first-paint";

// The pseudo build (issue 33, item 3): every page drawn from the accented pseudo-locale, its words
// lengthened as German's are, so that a layout which holds only French's lengths shows it. Set
// before the renderer is first loaded, and only read by this file's renderer.
const before = process.env.CATALOG_LOCALE;
process.env.CATALOG_LOCALE = "pseudo";
afterAll(() => {
  if (before === undefined) delete process.env.CATALOG_LOCALE;
  else process.env.CATALOG_LOCALE = before;
});

const origin = "http://pseudo.test";
const types: Record<string, string> = {
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
};

const paths = pageVersions
  .filter(({ page, locale }) => page.rendering === "static" && locale === "en")
  .map(({ path }) => path);

/** The site's one stylesheet, linked as the build links it (the server draws pages without it). */
const stylesheet = (await readdir(join(clientDir, "assets"))).find((name) => name.endsWith(".css"));

describe("the lengthened pseudo-locale", () => {
  const browser = launchBrowserPerFile();

  it.each(paths)(
    "%s still fits a 375 px phone, no word cut off or scrolled sideways, before any script",
    async (path) => {
      // Scripts off: the layout a visitor sees first, whatever the scripts later change.
      const context = await browser().newContext({ ...phone, javaScriptEnabled: false });
      await context.route(`${origin}/**`, async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname === path)
          return route.fulfill({
            contentType: "text/html",
            body: withFullSheetLast(await serverDrawnHtml(path), `/assets/${stylesheet}`),
          });
        const type = types[extname(pathname)];
        const body = type && (await readFile(join(clientDir, pathname)).catch(() => undefined));
        return body ? route.fulfill({ contentType: type, body }) : route.fulfill({ status: 404 });
      });
      const page = await context.newPage();
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      const cutOff = await textPastRightEdge(page);
      await context.close();
      expect(cutOff).toEqual([]);
    },
  );
});
