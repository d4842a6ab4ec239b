import { describe, expect, it } from "vitest";
import { accountOpeningMessages as m } from "@domain/forms/accountOpening";
import { fieldErrors } from "@domain/forms/fieldErrors";
import { ruleMessages } from "../../../tests/support/messages";
import {
  openingIdentityBody,
  openingTaxResidenceBody,
} from "../../../tests/support/account-openings";
import {
  identityFormValues,
  offerFormValues,
  taxResidenceFormSchema,
  taxResidenceFormValues,
  usPersonAnswers,
} from "./stepForms";

const filled = { taxCountry: "FR", taxNumber: "1234567890123", usPerson: "", usTaxNumber: "" };
const errorsOf = (values: typeof filled) => {
  const result = taxResidenceFormSchema.safeParse(values);
  return result.success ? {} : ruleMessages(fieldErrors(result.error));
};

describe("the tax residence form", () => {
  it("asks the « US person » question until one of its radios is ticked", () => {
    expect(errorsOf(filled)).toEqual({ usPerson: m.usPerson });
  });

  it("sends a no without any US tax number typed before the answer changed", () => {
    expect(
      taxResidenceFormSchema.parse({
        ...filled,
        usPerson: usPersonAnswers.no,
        usTaxNumber: "123-45-6789",
      }),
    ).toEqual({ taxCountry: "FR", taxNumber: "1234567890123", usPerson: false });
  });

  it("wants the US tax number with a yes, next to its field", () => {
    expect(errorsOf({ ...filled, usPerson: usPersonAnswers.yes })).toEqual({
      usTaxNumber: m.usTaxNumber,
    });
    expect(
      taxResidenceFormSchema.parse({
        ...filled,
        usPerson: usPersonAnswers.yes,
        usTaxNumber: "123-45-6789",
      }),
    ).toMatchObject({ usPerson: true, usTaxNumber: "123-45-6789" });
  });

  it("reads the saved answer back into its radios", () => {
    const values = taxResidenceFormValues({
      taxResidence: openingTaxResidenceBody,
      identity: null,
    });
    expect(values.usPerson).toBe(usPersonAnswers.no);
    expect(taxResidenceFormSchema.parse(values)).toEqual(openingTaxResidenceBody);
  });

  it("starts from the country of residence given at the step before", () => {
    expect(
      taxResidenceFormValues({
        taxResidence: null,
        identity: { ...openingIdentityBody, country: "BE" },
      }),
    ).toEqual({ taxCountry: "BE", taxNumber: "", usPerson: "", usTaxNumber: "" });
  });
});

describe("the forms' first values", () => {
  it("keep the offer saved over the one the current account page named", () => {
    expect(offerFormValues({ offer: "premium" }, "plus")).toEqual({ offer: "premium" });
    expect(offerFormValues({ offer: null }, "plus")).toEqual({ offer: "plus" });
    expect(offerFormValues({ offer: null }, undefined)).toEqual({ offer: "" });
  });

  it("fill the identity saved, or the signup's country of residence the first time", () => {
    expect(identityFormValues({ identity: null }, "FR").country).toBe("FR");
    expect(identityFormValues({ identity: openingIdentityBody }, "BE")).toEqual({
      ...openingIdentityBody,
      addressComplement: "",
    });
  });
});
