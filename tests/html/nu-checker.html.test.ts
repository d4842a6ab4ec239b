import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "@domain/pages";
import { builtFileOf } from "../support/built-site";

/** The Nu HTML Checker (the W3C's validator) as npm ships it: one jar, run with the machine's Java. */
const vnuJar = join(
  dirname(createRequire(import.meta.url).resolve("vnu-jar")),
  "build/dist/vnu.jar",
);

/**
 * Valid CSS the checker's own CSS grammar does not know yet: `@property` (Baseline since 2024) and
 * a property named inside `@supports`, which asks the browser whether it knows it.
 */
const outdatedCssRules = [/^CSS: Unrecognized at-rule “@property”/, /^CSS: “margin-trim”/];

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe("the Nu HTML Checker", () => {
  it("finds no error in any page the build writes, in any language", async () => {
    const files = prerenderedPaths.map(builtFileOf);
    // The checker exits with 1 when it reports anything, and writes its report to stderr.
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => !outdatedCssRules.some((rule) => rule.test(message.message)))
      .map(
        ({ url, lastLine, message }) => `${url.replace(/^.*\/client/, "")}:${lastLine}: ${message}`,
      );
    expect(errors).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  }, 120_000);
});
