import { describe, expect, it } from "vitest";
import { z } from "@domain/forms/z";
import { lazyZodResolver, RulesUnavailable } from "./forms";

const schema = z.object({ name: z.string().min(1, "Nom requis") });
const check = async (resolver: ReturnType<typeof lazyZodResolver<typeof schema>>) =>
  resolver({ name: "Claire" }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("lazyZodResolver", () => {
  it("reports rules that could not be downloaded, then downloads them again at the next check", async () => {
    let attempts = 0;
    const resolver = lazyZodResolver(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return schema;
    });
    const failed = await check(resolver).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(RulesUnavailable);
    expect((failed as Error).cause).toBeInstanceOf(TypeError);
    expect(await check(resolver)).toEqual({ values: { name: "Claire" }, errors: {} });
    expect(attempts).toBe(2);
  });
});
