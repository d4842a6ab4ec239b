import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type Rule } from "postcss";
import { describe, expect, it } from "vitest";
import { clientRenderedPaths, prerenderedPaths } from "@domain/pages";
import { builtPage, clientDir } from "../support/built-site";

const sheetName = readdirSync(join(clientDir, "assets")).find((name) => name.endsWith(".css"));
const sheetPath = `/assets/${sheetName}`;
const sheet = readFileSync(join(clientDir, "assets", sheetName ?? ""), "utf8");

/** Every class a rule of `css` selects, unescaped (`.sm\:grid-cols-2` → `sm:grid-cols-2`). */
const classesOf = (css: string) =>
  new Set(
    [...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = ""]) => name.replace(/\\(.)/g, "$1")),
  );
const styled = classesOf(sheet);

/**
 * Classes with no rule of their own on purpose: Tailwind's `group` and `peer` only name an element
 * for its descendants' and siblings' variants; React Router's `NavLink` marks the current page's
 * link `active` (styled through its `aria-current` instead).
 */
const markers = new Set(["group", "peer", "active"]);

describe("every state of every page has its styles", () => {
  it.each(prerenderedPaths)(
    "%s receives the whole sheet, which styles every class it uses",
    (path) => {
      const document = builtPage(path);
      const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
      expect(links.map((link) => link.getAttribute("href"))).toEqual([sheetPath]);
      // A pre-rendered public page inlines its first view's rules and links the rest after its
      // content, so that its first paint does not wait; a page drawn in the browser waits anyway.
      const inBody = document.body.contains(links[0] as Node);
      expect(inBody).toBe(!clientRenderedPaths.includes(path));
      const unstyled = new Set(
        [...document.querySelectorAll("[class]")]
          .flatMap((element) => (element.getAttribute("class") ?? "").split(/\s+/))
          .filter((name) => name !== "" && !markers.has(name) && !styled.has(name)),
      );
      expect([...unstyled]).toEqual([]);
    },
  );
});

/** The selectors of every style rule of `css`, in @media and @supports too. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule: Rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as { name: string }).name))
      return;
    selectors.push(...rule.selectors);
  });
  return selectors;
}

/** A state a visitor brings (hover, focus, an open popover): the page as first drawn has none. */
const visitorState =
  /(?<!\\):(?:hover|focus|focus-visible|focus-within|-moz-focusring|active|visited|open|popover-open|checked|placeholder-shown|user-invalid|autofill|-webkit-autofill)\b/;

/**
 * What a selector picks on the page as first drawn: an element's parts (`::before`, a details'
 * marker) are the element's. Logical and structural pseudo-classes (`:where`, `:is`, `:not`,
 * `:last-child`) are matched as a browser would, unlike the build's inliner, which this checks.
 */
const firstViewSelector = (selector: string) =>
  selector.replace(/(?<!\\)::?(?:before|after|placeholder|marker|backdrop|-webkit-[a-z-]+)\b/g, "");

const sheetSelectors = selectorsOf(sheet);

describe("the first view of every pre-rendered page", () => {
  // The whole sheet arrives after the first paint (scripts/first-paint.ts): a rule it holds for
  // an element already there that the page's inline rules miss would change the page as it
  // arrives (Lighthouse counted layout shifts on the forgotten-password pages when Tailwind's
  // `space-y-*`, written `:where(…)`, was missing).
  it.each(prerenderedPaths.filter((path) => !clientRenderedPaths.includes(path)))(
    "%s has inline every rule of the sheet that matches it",
    (path) => {
      const document = builtPage(path);
      const inline = new Set(
        selectorsOf(
          [...document.querySelectorAll("head style")].map((style) => style.textContent).join(""),
        ),
      );
      const missing = sheetSelectors.filter((selector) => {
        if (inline.has(selector) || visitorState.test(selector)) return false;
        const picked = firstViewSelector(selector).trim();
        if (picked === "" || /^[>+~]|[>+~]$/.test(picked)) return false;
        try {
          return document.querySelector(picked) !== null;
        } catch {
          return false;
        }
      });
      expect(missing).toEqual([]);
    },
  );

  // Tailwind's `space-y-*` and `divide-y` style each child but the last: while the parser has
  // only part of a list, its last child so far has no margin, and the next one to arrive pushes it
  // (layout shifts Lighthouse counted on the forgotten-password pages). A grid's `gap` does not
  // depend on what comes later.
  it.each(prerenderedPaths)("%s spaces its lists with gaps, not by their last child", (path) => {
    const lastChildSpacing = [...builtPage(path).querySelectorAll("[class]")]
      .flatMap((element) => (element.getAttribute("class") ?? "").split(/\s+/))
      .filter((name) => /^(?:space-[xy]|divide-[xy])(?:-|$)/.test(name));
    expect(lastChildSpacing).toEqual([]);
  });
});
