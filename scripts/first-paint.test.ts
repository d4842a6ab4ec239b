import { describe, expect, it } from "vitest";
import { page, reactRouterScript } from "../tests/support/react-router-page";
import { inlineCriticalCss } from "./first-paint";

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
