import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors";
import { signupSchema } from "./signup";
import { emptySignup, firstStepWhere, signupSteps } from "./signupSteps";

const askedFields = signupSteps.flatMap((step) => step.fields.map((field) => field.name));

describe("the signup wizard's steps", () => {
  it("ask every field of the schema once, in its order, but the account type it defaults", () => {
    expect(askedFields).toEqual(
      Object.keys(signupSchema.in.shape).filter((name) => name !== "accountType"),
    );
  });

  it("start empty, with both boxes unticked, and an empty wizard gets the seed's messages", () => {
    expect(emptySignup).toMatchObject({ acceptTerms: false, newsletter: false, currency: "EUR" });
    const errorsOf = (values: object) => {
      const result = signupSchema.safeParse(values);
      return result.success ? {} : fieldErrors(result.error);
    };
    // An untouched wizard is refused field by field like an empty form (signup.test.ts).
    expect(errorsOf(emptySignup)).toEqual(errorsOf({}));
  });

  it("find the first step with a wrong field", () => {
    const wrong = (...names: string[]) => firstStepWhere((name) => names.includes(name));
    expect(wrong("acceptTerms", "email")).toBe(0);
    expect(wrong("confirmPassword", "acceptTerms")).toBe(1);
    expect(wrong("acceptTerms")).toBe(2);
    expect(wrong("accountType")).toBe(-1);
    expect(wrong()).toBe(-1);
  });

  it("name, for each required field, the message the rules give it empty", () => {
    const result = signupSchema.safeParse(emptySignup);
    const emptyErrors = result.success ? {} : fieldErrors(result.error);
    const fields = signupSteps.flatMap((step) => step.fields);
    for (const field of fields.filter((spec) => spec.required)) {
      const key = field.missing;
      if (key === undefined) throw new Error(`${field.name} names no message for its empty value`);
      // The page shows the key's text in its language, the server the rule's: the same key.
      expect(emptyErrors[field.name], field.name).toEqual({ key });
    }
    expect(fields.filter((spec) => spec.missing && !spec.required)).toEqual([]);
  });
});
