import { describe, expect, it } from "vitest";
import { pageVersions } from "@domain/pages";
import { builtPage } from "../support/built-site";
import { sentencesOf } from "../support/text";

const translated = pageVersions.filter(
  ({ page, locale }) => page.rendering === "static" && locale !== "fr",
);

describe("the translated pages", () => {
  it.each(translated.map(({ path, page }) => [path, page.path] as const))(
    "%s holds no sentence of the French page, and the French page none of it",
    (path, frenchPath) => {
      const theirs = sentencesOf(builtPage(path));
      const french = sentencesOf(builtPage(frenchPath));
      expect(french.length).toBeGreaterThan(5);
      expect(theirs.length).toBeGreaterThan(5);
      expect(theirs.filter((sentence) => french.includes(sentence))).toEqual([]);
    },
  );
});
