import { describe, expect, it } from "vitest";
import { page, reactRouterScript } from "../tests/support/react-router-page";
import { startScriptsOnPresence } from "./scripts-on-presence";

describe("startScriptsOnPresence", () => {
  const html = startScriptsOnPresence(page(reactRouterScript));
  const loader = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("leaves no module preload in the head, where it would share the first round trips", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("starts the same modules at the first sign of a visitor, preloaded as before", () => {
    for (const sign of [
      "pointerdown",
      "pointermove",
      "touchstart",
      "keydown",
      "focusin",
      "scroll",
    ]) {
      expect(loader).toContain(`"${sign}"`);
    }
    for (const url of ["entry.client-2", "root-3", "pretAuto-4"]) {
      expect(loader).toContain(`/assets/${url}.js`);
    }
    expect(loader).toContain('link.rel = "modulepreload"');
    expect(loader).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/pretAuto-4.js")]);',
    );
    // The page's own routes are given, in one line, before the entry that hydrates with them.
    expect(loader).toContain(
      'window.__reactRouterManifest = {"routes":{"root":{"id":"root","module":"/assets/root-3.js"}},"version":"1"};',
    );
    expect(loader.indexOf("__reactRouterManifest")).toBeLessThan(
      loader.indexOf('import("/assets/entry.client-2.js")'),
    );
    expect(loader.indexOf("__reactRouterRouteModules")).toBeLessThan(
      loader.indexOf('import("/assets/entry.client-2.js")'),
    );
    // Actions held until React listens are given back after the entry has run.
    expect(loader.indexOf('await import("/assets/entry.client-2.js")')).toBeLessThan(
      loader.indexOf("for (const replay of held) replay()"),
    );
  });

  it("is valid JavaScript", () => {
    expect(
      () => new Function(`return async () => {${loader.replace(/\bimport\(/g, "f(")}}`),
    ).not.toThrow();
  });

  it("refuses a script it does not understand rather than break the page", () => {
    expect(() => startScriptsOnPresence(page(`${reactRouterScript}\nwindow.other = 1;`))).toThrow(
      /changed shape/,
    );
    expect(() => startScriptsOnPresence("<html><body></body></html>")).toThrow(
      /no React Router module script/,
    );
  });
});
