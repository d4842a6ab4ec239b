import { describe, expect, it } from "vitest";
import { pageVersions, type Page } from "../domain/pages";
import { buildSitemap } from "./sitemap";

const page = (path: `/${string}`, languages: Page["languages"]): Page => ({
  path,
  module: "test",
  rendering: "static",
  frame: "site",
  languages,
});

describe("buildSitemap", () => {
  it("lists every page with its absolute URL and the day of the build", () => {
    const xml = buildSitemap(
      [{ page: page("/pretAuto", ["fr"]), locale: "fr", path: "/pretAuto" }],
      new Date("2026-11-22T10:00:00Z"),
    );
    expect(xml).toContain(
      "<loc>https://www.aurore-banque.example/pretAuto</loc><lastmod>2026-11-22</lastmod></url>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });

  it("gives each language of a page its alternates, French as the default", () => {
    const home = page("/", ["fr", "en", "es", "de"]);
    const xml = buildSitemap(
      (["fr", "en", "es", "de"] as const).map((locale) => ({
        page: home,
        locale,
        path: locale === "fr" ? "/" : `/${locale}`,
      })),
      new Date("2026-11-22T10:00:00Z"),
    );
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://www.aurore-banque.example/en</loc>");
    expect(xml.match(/hreflang="de" href="https:\/\/www.aurore-banque.example\/de"/g)).toHaveLength(
      4,
    );
    expect(
      xml.match(/hreflang="x-default" href="https:\/\/www.aurore-banque.example\/"/g),
    ).toHaveLength(4);
  });

  it("names every language of the site's own pages", () => {
    const xml = buildSitemap(pageVersions, new Date("2026-11-22T10:00:00Z"));
    for (const path of ["/", "/en", "/es", "/de", "/pretAuto"]) {
      expect(xml).toContain(
        `<loc>https://www.aurore-banque.example${path === "/" ? "/" : path}</loc>`,
      );
    }
  });
});
