import { describe, expect, it } from "vitest";
import { leadForms, leadKinds } from "@domain/leads/forms";
import { leadFormsText } from "./leadForms.i18n";

const { leadChoiceLabels, leadFieldLabels } = await leadFormsText.load("fr");

describe("the lead forms' French wording", () => {
  it("is the forms' own, field by field and choice by choice", () => {
    for (const kind of leadKinds) {
      const fields = leadForms[kind].fields;
      expect(leadFieldLabels[kind], kind).toEqual(
        Object.fromEntries(fields.map((field) => [field.name, field.label])),
      );
      for (const field of fields) {
        if (field.control !== "select") continue;
        expect(leadChoiceLabels[field.name], field.name).toEqual(
          Object.fromEntries(field.options.map((option) => [option.value, option.label])),
        );
      }
    }
  });
});
