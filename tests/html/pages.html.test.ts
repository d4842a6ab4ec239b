import { describe, expect, it } from "vitest";
import { bank } from "@domain/bank";
import { localizedPath, locales } from "@domain/i18n/locales";
import { shellText } from "~/i18n/shellText";
import { alternatesOf, clientRenderedPaths, notFoundPaths, pageVersions } from "@domain/pages";
import { localeOfPath } from "@domain/i18n/locales";
import { builtPage } from "../support/built-site";
import { personalDataInAddress } from "../support/forms";
import { plainSpaces } from "../support/text";

const staticVersions = pageVersions.filter(({ page }) => page.rendering === "static");
const headOf = (document: Document) => ({
  title: document.querySelector("title")?.textContent ?? "",
  description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
});

describe("every pre-rendered page in every language", () => {
  it.each(staticVersions.map((version) => [version.path, version] as const))(
    "%s is named in its language, with one heading, its SEO tags and its alternates",
    (path, { page, locale }) => {
      const document = builtPage(path);
      expect(document.documentElement.getAttribute("lang")).toBe(locale);
      const headings = document.querySelectorAll("h1");
      expect(headings.length).toBe(1);
      expect(plainSpaces(headings[0]?.textContent ?? "").trim()).not.toBe("");
      const { title, description } = headOf(document);
      expect(title).toMatch(/Aurore Banque/);
      expect(description).toMatch(/.{50,}/);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        `${bank.siteUrl}${path}`,
      );
      expect(document.querySelectorAll('meta[property="og:title"]').length).toBe(1);
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => ({ hreflang: link.getAttribute("hreflang"), href: link.getAttribute("href") }),
      );
      expect(alternates).toEqual(
        alternatesOf(page).map((alternate) => ({
          hreflang: alternate.hreflang,
          href: `${bank.siteUrl}${alternate.path}`,
        })),
      );
    },
  );

  it.each(staticVersions.map((version) => [version.path] as const))(
    "%s carries its own routes and not the whole site's (decision record 039)",
    (path) => {
      const document = builtPage(path);
      const scripts = [...document.querySelectorAll("script")].map((script) => script.textContent);
      const assignment = scripts
        .map((script) => /window\.__reactRouterManifest = (\{.*?\});/.exec(script ?? "")?.[1])
        .find(Boolean);
      const { routes } = JSON.parse(assignment ?? "{}") as {
        routes?: Record<string, { path?: string; index?: boolean; module: string }>;
      };
      const paths = Object.values(routes ?? {}).map((route) => route.path);
      expect(paths).toContain(path === "/" ? undefined : path.slice(1));
      // The root, the site's frame, the page, the home page (an index route is always sent) and,
      // in another language, that language's home, whose path begins the page's.
      expect(Object.keys(routes ?? {}).length).toBeLessThanOrEqual(5);
      // Named in the page's routes, the whole manifest's file is never loaded.
      const loaded = scripts.join("\n").replace(assignment ?? "", "");
      expect(loaded).not.toMatch(/\/assets\/manifest-/);
    },
  );

  it.each(locales)("has a title and a description of its own for each page in %s", (locale) => {
    const heads = staticVersions
      .filter((version) => version.locale === locale)
      .map((version) => headOf(builtPage(version.path)));
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
  });

  it.each(locales)("answers an unknown address in %s with a page in that language", (locale) => {
    expect(builtPage(notFoundPaths[locale]).documentElement.getAttribute("lang")).toBe(locale);
  });
});

describe("every page drawn in the browser", () => {
  it.each(clientRenderedPaths)(
    "%s is pre-rendered in its language as a wait that explains itself without scripts",
    (path) => {
      const locale = localeOfPath(path);
      const document = builtPage(path);
      expect(document.documentElement.getAttribute("lang")).toBe(locale);
      const help = document.querySelector('[role="status"] .loader-help');
      expect(plainSpaces(help?.textContent ?? "")).toContain(shellText[locale].scriptsMissing);
      expect(help?.querySelector("a")?.getAttribute("href")).toBe(localizedPath("/", locale));
      // The rule that shows it without scripts is in what the page loads before its first paint.
      expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    },
  );
});

describe("every form of every pre-rendered page", () => {
  // Without scripts a form is sent as its method says: a GET puts every field, a password too, in
  // the address, the history and the logs of any proxy on the way. Only the simulators, which hold
  // amounts and durations, are sent by GET (their answer is a page to share).
  it.each(staticVersions.map(({ path }) => path))(
    "%s sends no password, e-mail, phone or birth date in an address",
    (path) => {
      const document = builtPage(path);
      expect(personalDataInAddress(document)).toEqual([]);
      const getForms = [...document.querySelectorAll("form")].filter(
        (form) => form.getAttribute("method") !== "post",
      );
      for (const form of getForms) expect(form.getAttribute("method")).toBe("get");
    },
  );
});

describe("every tab list of every pre-rendered page", () => {
  // A composite widget whose children Tab cannot reach in the HTML as served fails IBM Equal
  // Access's aria_child_tabbable: the selected tab is the one in the tab order.
  it.each(staticVersions.map(({ path }) => path))("%s lets Tab reach its selected tab", (path) => {
    for (const list of builtPage(path).querySelectorAll('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      const reachable = tabs.filter((tab) => tab.getAttribute("tabindex") !== "-1");
      expect(reachable.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true"]);
    }
  });
});
