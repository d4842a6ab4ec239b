import { describe, expect, it } from "vitest";
import { buildSitemap } from "./sitemap";

describe("buildSitemap", () => {
  it("lists every page with its absolute URL and the day of the build", () => {
    const xml = buildSitemap(["/", "/pretAuto"], new Date("2026-11-22T10:00:00Z"));
    expect(xml).toContain("<loc>https://www.aurore-banque.example/</loc>");
    expect(xml).toContain(
      "<loc>https://www.aurore-banque.example/pretAuto</loc><lastmod>2026-11-22</lastmod>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
