import { describe, expect, it } from "vitest";
import { ruleMessages, written } from "../../tests/support/messages";
import {
  accountOpeningMessages as m,
  identityDocumentStepSchemaOn,
  identityStepSchema,
  knowYourCustomerStepSchema,
  offerStepSchema,
  taxResidenceStepSchema,
} from "./accountOpening";
import { fieldErrors } from "./fieldErrors";
import type { z } from "./z";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : ruleMessages(fieldErrors(result.error));
};

const identity = {
  birthPlace: "Lyon",
  birthCountry: "fr",
  addressLine: "12 rue de la Paix",
  postalCode: "75002",
  city: "Paris",
  country: "FR",
};

describe("the opening's steps", () => {
  it("take one of the three offers only", () => {
    expect(offerStepSchema.parse({ offer: "plus" })).toEqual({ offer: "plus" });
    expect(errorsOf(offerStepSchema, { offer: "gold" })).toEqual({ offer: m.offer });
    expect(errorsOf(offerStepSchema, {})).toEqual({ offer: m.offer });
  });

  it("give every empty identity field its own message at once", () => {
    expect(errorsOf(identityStepSchema, {})).toEqual({
      birthPlace: m.birthPlace,
      birthCountry: m.birthCountry,
      addressLine: m.addressLine,
      postalCode: m.postalCode,
      city: m.city,
      country: m.country,
    });
  });

  it("write countries as codes and want five digits of a French postcode only", () => {
    expect(identityStepSchema.parse(identity).birthCountry).toBe("FR");
    expect(errorsOf(identityStepSchema, { ...identity, postalCode: "7500" })).toEqual({
      postalCode: m.frenchPostalCode,
    });
    expect(
      errorsOf(identityStepSchema, { ...identity, country: "DE", postalCode: "10115" }),
    ).toEqual({});
    expect(written(m.frenchPostalCode)).toBe(
      "Un code postal français a 5 chiffres, par exemple 75008.",
    );
  });

  it("take any country of the world, born, living or taxed there, and no code that is not one", () => {
    expect(
      errorsOf(identityStepSchema, {
        ...identity,
        birthCountry: "dz",
        country: "SN",
        postalCode: "11000",
      }),
    ).toEqual({});
    expect(
      errorsOf(identityStepSchema, { ...identity, birthCountry: "ZZ", country: "EU" }),
    ).toEqual({
      birthCountry: m.birthCountry,
      country: m.country,
    });
  });

  it("refuse an answer that is not one of the choices", () => {
    expect(
      errorsOf(knowYourCustomerStepSchema, {
        occupation: "astronaut",
        monthlyIncome: "from2000",
        purpose: "mainAccount",
        expectedMonthlyInflow: "",
      }),
    ).toEqual({ occupation: m.occupation, expectedMonthlyInflow: m.inflow });
  });

  it("want a French tax number of 13 digits, and a US person's TIN", () => {
    const tax = { taxCountry: "FR", taxNumber: "1 23 45 67 890 123", usPerson: false };
    expect(taxResidenceStepSchema.parse(tax).taxNumber).toBe("1234567890123");
    expect(errorsOf(taxResidenceStepSchema, { ...tax, taxNumber: "4234567890123" })).toEqual({
      taxNumber: m.frenchTaxNumber,
    });
    expect(errorsOf(taxResidenceStepSchema, { ...tax, usPerson: true })).toEqual({
      usTaxNumber: m.usTaxNumber,
    });
    expect(
      errorsOf(taxResidenceStepSchema, { ...tax, usPerson: true, usTaxNumber: "123-45-6789" }),
    ).toEqual({});
    expect(errorsOf(taxResidenceStepSchema, { ...tax, usPerson: "no" })).toEqual({
      usPerson: m.usPerson,
    });
  });

  it("refuse an expired identity document and take one that expires today", () => {
    const schema = identityDocumentStepSchemaOn(() => "2026-11-28");
    const document = {
      documentKind: "idCard",
      documentNumber: "x4rt 12ab3",
      documentExpiresOn: "2026-11-28",
    };
    expect(schema.parse(document).documentNumber).toBe("X4RT12AB3");
    expect(errorsOf(schema, { ...document, documentExpiresOn: "2026-11-27" })).toEqual({
      documentExpiresOn: m.documentExpired,
    });
    expect(errorsOf(schema, { ...document, documentExpiresOn: "2027-02-30" })).toEqual({
      documentExpiresOn: m.documentExpiry,
    });
    expect(errorsOf(schema, { ...document, documentKind: "drivingLicence" })).toEqual({
      documentKind: m.documentKind,
    });
    expect(written(m.documentExpired, "de")).toBe(
      "Dieses Ausweisdokument ist abgelaufen: Verwenden Sie ein gültiges.",
    );
  });
});
