import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { frenchCatalog } from "../i18n/frenchCatalog";
import { messageRef } from "../i18n/message";
import type { Endpoint } from "./endpoint";

// Every endpoint declared in domain/api, found by its shape: a new one is checked without a list.
const modules = import.meta.glob<Record<string, unknown>>("./*.ts", { eager: true });
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value;
const declared = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter(isEndpoint);

/** The fields a schema names, for inputs that give each a wrong kind of value. */
function fieldNames(schema: z.ZodType): string[] {
  const shape =
    (schema as { shape?: object }).shape ?? (schema as { in?: { shape?: object } }).in?.shape;
  return shape ? Object.keys(shape) : [];
}

function wrongInputs(schema: z.ZodType): unknown[] {
  const names = fieldNames(schema);
  const each = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  return [undefined, null, 5, "x", [], {}, each({}), each(5), each(""), each([]), each(true)];
}

describe("every endpoint's rules", () => {
  it("are found", () => {
    expect(declared.length).toBeGreaterThan(40);
  });

  it.each(declared.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s refuses wrong input with keys of the catalogs, never zod's words or a sentence",
    (_name, endpoint) => {
      for (const schema of [endpoint.params, endpoint.query, endpoint.body]) {
        if (!schema) continue;
        for (const input of wrongInputs(schema)) {
          const result = schema.safeParse(input);
          for (const issue of result.success ? [] : result.error.issues) {
            const { key } = messageRef(issue.message);
            expect(
              Object.hasOwn(frenchCatalog, key),
              `${issue.message} (${JSON.stringify(input)})`,
            ).toBe(true);
          }
        }
      }
    },
  );
});
