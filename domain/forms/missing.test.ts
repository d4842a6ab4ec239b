import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors";
import { loginSchema } from "./login";
import { emailMissing, loginMissing } from "./missing";
import { newsletterSchema } from "./newsletter";
import { forgotPasswordSchema } from "./passwordReset";

describe("the messages a page draws for fields left empty", () => {
  it.each([
    ["login", loginSchema, { email: "", password: "" }, loginMissing],
    ["newsletter", newsletterSchema, { email: "" }, { email: emailMissing }],
    ["forgotten password", forgotPasswordSchema, { email: "" }, { email: emailMissing }],
  ] as const)("are the %s rules' own", (_form, schema, empty, missing) => {
    const result = schema.safeParse(empty);
    expect(result.success).toBe(false);
    const said = result.success ? {} : fieldErrors(result.error);
    expect(said).toEqual(
      Object.fromEntries(Object.entries(missing).map(([name, key]) => [name, { key }])),
    );
  });
});
