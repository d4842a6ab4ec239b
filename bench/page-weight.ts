import type { Browser } from "playwright-core";
import type { Site } from "../server/site";

/** The page's HTML as the server sends it to a browser that accepts brotli, headers left out. */
export function htmlBrotliBytes(site: Site, path: string): number {
  const page = site.files.get(path);
  if (!page) throw new Error(`No page at ${path}`);
  return (page.encoded.br ?? page.body).length;
}

/**
 * The scripts a visitor's browser transfers once present (scripts/first-paint.ts starts them at
 * the first sign of one): Lighthouse, which never touches the page, sees none of them. Measured in
 * Chromium at a phone's size, headers included, as Lighthouse would count them.
 */
export async function scriptsOnceHydrated(
  browser: Browser,
  url: string,
): Promise<{ bytes: number; requests: number }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push(
        request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize),
      );
    });
    await page.goto(url);
    await page.mouse.move(1, 1);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(scripts);
    return { bytes: sizes.reduce((sum, size) => sum + size, 0), requests: sizes.length };
  } finally {
    await context.close();
  }
}
