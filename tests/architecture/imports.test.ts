import { readdirSync } from "node:fs";
import { join, parse, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layers (domain ← db ← server, domain ← app), the wall between features, the absence of
 * import cycles, the one zod instance and the one place for endpoint paths are ESLint rules
 * (eslint.config.js), and `npm run lint` holds the tree itself to them. This runs them alone over
 * sources made to break them, so that a rule that stops biting (a resolver that no longer finds
 * `~/`, a renamed folder) fails too.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

const boundaryRules = new Set([
  "import-x/no-restricted-paths",
  "import-x/no-cycle",
  "@typescript-eslint/no-restricted-imports",
  "no-restricted-syntax",
]);
const ruleFilter = ({ ruleId }: { ruleId: string }) => boundaryRules.has(ruleId);
const eslint = new ESLint({ cwd: root, ruleFilter });

const problemsOf = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${relative(root, result.filePath)}:${message.line} ${message.ruleId ?? "parse error"}: ${message.message}`,
    ),
  );

/** The rules broken by `code` were it written at `file` (a path from the project's root). */
async function rulesBroken(file: string, code: string) {
  const results = await eslint.lintText(code, { filePath: join(root, file) });
  expect(problemsOf(results).filter((problem) => problem.includes("parse error"))).toEqual([]);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

const [feature = "", otherFeature = ""] = readdirSync(join(root, "app/features"), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A module of the feature, as an import names it: a boundary is only checked on what resolves. */
const moduleOf = (name: string) =>
  readdirSync(join(root, "app/features", name))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .map((file) => `${name}/${parse(file).name}`)[0];

describe("the boundary rules", () => {
  it.each([
    ["domain/x.ts", 'import "../app/root";'],
    ["domain/x.ts", 'import "../server/app";'],
    ["domain/x.ts", 'import type { Schema } from "../db/schema";'],
    ["domain/x.ts", 'import "../scripts/task";'],
    ["db/x.ts", 'import "../server/app";'],
    ["db/x.ts", 'import "~/lib/api";'],
    ["server/x.ts", 'import "~/lib/api";'],
    ["server/routes/x.ts", 'import "../../app/lib/api";'],
    ["server/x.ts", 'import "../tests/support/site";'],
    ["app/lib/x.ts", 'import "../../server/app";'],
    ["app/lib/x.ts", 'import type { Database } from "../../db/database";'],
    ["scripts/x.ts", 'import "~/lib/api";'],
    [`app/features/${feature}/x.tsx`, `import "~/features/${moduleOf(otherFeature)}";`],
    [`app/features/${feature}/x.tsx`, `import "../${moduleOf(otherFeature)}";`],
  ])("forbid %s to say %s", async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual(["import-x/no-restricted-paths"]);
  });

  it.each([
    ["domain/x.ts", 'import "./bank"; import type { z } from "zod";'],
    ["db/x.ts", 'import "../domain/bank";'],
    ["server/x.ts", 'import "../db/database"; import "../domain/bank";'],
    ["app/lib/x.ts", 'import "~/lib/api"; import "@domain/bank";'],
    [
      `app/features/${feature}/x.tsx`,
      `import "~/lib/api"; import "~/features/${moduleOf(feature)}";`,
    ],
    ["scripts/x.ts", 'import "../server/app"; import "../db/database"; import "../domain/bank";'],
    ["server/x.test.ts", 'import "../tests/support/site"; fetch("/api/leads");'],
    ["domain/api/x.ts", 'export const path = "/api/leads";'],
    ["server/x.ts", 'import { apiPrefix } from "../domain/api/endpoint";'],
  ])("allow %s to say %s", async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual([]);
  });

  it.each([
    ["domain/x.ts", 'import { z } from "zod";'],
    ["server/services/x.ts", 'import { z } from "zod/v4";'],
    ["app/lib/x.ts", 'import * as zod from "zod";'],
  ])("make %s import zod through domain/forms/z: %s", async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual(["@typescript-eslint/no-restricted-imports"]);
  });

  it.each([
    ["app/lib/x.ts", 'fetch("/api/leads");'],
    ["app/features/x/Form.tsx", 'export const F = () => <form action="/api/newsletter" />;'],
    ["server/routes/x.ts", "export const path = (kind: string) => `/api/leads/${kind}`;"],
    ["server/x.ts", "export const api = /^[A-Z]+ \\/api\\//;"],
    ["db/x.ts", 'export const path = "/api/leads";'],
  ])("keep endpoint paths out of %s: %s", async (file, code) => {
    expect(await rulesBroken(file, code)).toEqual(["no-restricted-syntax"]);
  });

  it("find an import cycle", async () => {
    // The fixture is ignored by the project's lint: only this test reads it.
    const fixtures = new ESLint({ cwd: root, ruleFilter, ignore: false });
    const results = await fixtures.lintFiles(["tests/architecture/fixtures/cycle/a.ts"]);
    expect(results.flatMap((result) => result.messages.map(({ ruleId }) => ruleId))).toEqual([
      "import-x/no-cycle",
    ]);
  });
});
