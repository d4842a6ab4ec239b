import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  alternatesOf,
  clientRenderedPaths,
  pageVersions,
  prerenderedPaths,
  publishedPaths,
} from "@domain/pages";
import { builtPage, clientDir } from "../support/built-site";

const pagesWithHtml = new Set(prerenderedPaths);
const clientPages = new Set(clientRenderedPaths);

/** Why `href` of the page at `from` leads nowhere, or undefined when it leads to something. */
function brokenLink(from: string, href: string): string | undefined {
  const url = new URL(href, `https://site.invalid${from}`);
  const fragment = decodeURIComponent(url.hash.slice(1));
  const path = decodeURIComponent(url.pathname);
  // Drawn in the browser: its parts are not in its pre-rendered wait.
  if (clientPages.has(path)) return undefined;
  if (pagesWithHtml.has(path)) {
    if (fragment && !builtPage(path).getElementById(fragment)) return `no #${fragment} in ${path}`;
    return undefined;
  }
  // A same-page anchor of a page drawn in the browser, or a file of the build (scripts, images).
  if (path === from) return fragment ? undefined : `${path} links to itself`;
  return existsSync(join(clientDir, path)) ? undefined : `nothing at ${path}`;
}

describe("every link of every pre-rendered page", () => {
  it.each(prerenderedPaths)(
    "%s leads to a page, a part of a page or a file that exists",
    (from) => {
      const document = builtPage(from);
      const targets = [
        ...[...document.querySelectorAll("a[href], link[href]")].map((element) => ({
          element: element.tagName.toLowerCase(),
          url: element.getAttribute("href") ?? "",
        })),
        ...[...document.querySelectorAll("script[src], img[src], form[action]")].map((element) => ({
          element: element.tagName.toLowerCase(),
          url: element.getAttribute("src") ?? element.getAttribute("action") ?? "",
        })),
      ].filter(({ url }) => url.startsWith("#") || (url.startsWith("/") && !url.startsWith("//")));
      const broken = targets.flatMap(({ element, url }) => {
        const reason = brokenLink(from, url);
        return reason ? [`<${element}> ${url}: ${reason}`] : [];
      });
      expect(broken).toEqual([]);
    },
  );

  it("lists every published page in the sitemap, each with its language versions", () => {
    const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry = ""]) => ({
      path: new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "").pathname,
      alternates: [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, hreflang, href]) => ({ hreflang, path: new URL(href ?? "").pathname }),
      ),
    }));
    const pathname = (path: string) => new URL(path, "https://site.invalid").pathname;
    expect(entries.map((entry) => entry.path).sort()).toEqual(publishedPaths.map(pathname).sort());
    for (const { path, page } of pageVersions.filter(({ page }) => page.rendering === "static"))
      expect(entries.find((entry) => entry.path === pathname(path))?.alternates).toEqual(
        alternatesOf(page).map(({ hreflang, path: to }) => ({ hreflang, path: pathname(to) })),
      );
  });
});
