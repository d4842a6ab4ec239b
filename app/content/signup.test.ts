import { describe, expect, it } from "vitest";
import { countries, currencies, genders } from "@domain/forms/signupOptions";
import { signupSteps } from "@domain/forms/signupSteps";
import { signupText } from "./signup.i18n";

const { signupChoiceTexts, signupFieldTexts, signupStepTexts } = await signupText.load("fr");

const labelsOf = (options: readonly { value: string; label: string }[]) =>
  Object.fromEntries(options.map(({ value, label }) => [value, label]));

describe("the signup page's French texts", () => {
  it("are the seed's three steps, with its titles and buttons", () => {
    expect(signupStepTexts.map(({ title, submitLabel }) => [title, submitLabel])).toEqual([
      ["Informations Personnelles", "Continuer vers la sécurité"],
      ["Sécurité du Compte", "Continuer vers la finalisation"],
      ["Finalisation", "Créer mon compte"],
    ]);
    expect(signupStepTexts).toHaveLength(signupSteps.length);
  });

  it("word every field the wizard asks", () => {
    const asked = signupSteps.flatMap((step) => step.fields.map((field) => field.name));
    expect(Object.keys(signupFieldTexts).sort()).toEqual([...asked].sort());
  });

  it("name each choice as the staff's screens do", () => {
    expect(signupChoiceTexts).toEqual({
      gender: labelsOf(genders),
      country: labelsOf(countries),
      currency: labelsOf(currencies),
    });
  });
});
