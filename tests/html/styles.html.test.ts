import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
