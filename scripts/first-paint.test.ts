import { describe, expect, it } from "vitest";
import { inlineCriticalCss, startScriptsOnPresence } from "./first-paint";

// The shape React Router 7 gives a pre-rendered page's scripts.
const page = (moduleScript: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>Prêt auto</title>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="modulepreload" href="/assets/root-3.js"/>` +
  `<link rel="modulepreload" href="/assets/pretAuto-4.js"/></head>` +
  `<body><h1 class="title">Prêt auto</h1><button class="menu" aria-expanded="false">Menu</button>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${moduleScript}</script></body></html>`;
const reactRouterScript = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/pretAuto-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/pretAuto":route1};',
  "",
  'import("/assets/entry.client-2.js");',
].join("\n");

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
    for (const url of ["manifest-1", "entry.client-2", "root-3", "pretAuto-4"]) {
      expect(loader).toContain(`/assets/${url}.js`);
    }
    expect(loader).toContain('link.rel = "modulepreload"');
    expect(loader).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/pretAuto-4.js")]);',
    );
    // The routes are registered before the entry that hydrates with them is imported.
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

describe("inlineCriticalCss", () => {
  const sheet =
    ".title{font-size:2rem}.unused{color:red}.menu[data-state=open]{color:blue}" +
    "@media (min-width:64rem){.title{font-size:3rem}.other{margin:0}}";

  it("inlines the rules the page uses, in the head, and nothing else", async () => {
    const html = await inlineCriticalCss(page(reactRouterScript), sheet);
    const style = /<head>[\s\S]*<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1] ?? "";
    expect(style).toContain(".title{font-size:2rem}");
    expect(style).toContain("@media (min-width:64rem){.title{font-size:3rem}}");
    expect(style).not.toContain(".unused");
    expect(style).not.toContain(".other");
  });

  it("keeps the rules of states a first click switches", async () => {
    const html = await inlineCriticalCss(page(reactRouterScript), sheet);
    expect(html).toContain(".menu[data-state=open]{color:blue}");
  });

  it("leaves no attribute React did not render", async () => {
    const html = await inlineCriticalCss(page(reactRouterScript), sheet);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"><head>/);
  });
});
