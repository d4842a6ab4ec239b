import { describe, expect, it } from "vitest";
import { applicantFields } from "@domain/leads/fields";
import { creditMentionsText } from "./creditMentions.i18n";
import { seedSampleFiguresIn } from "./loans.testing";

const { creditMentions } = await creditMentionsText.load("fr");

describe("loan eligibility", () => {
  it("states the three legal conditions: 18 years, residence in France, legal capacity", () => {
    const { eligibility } = creditMentions;
    expect(eligibility).toHaveLength(3);
    expect(eligibility.join(" ")).toMatch(/18 ans/);
    expect(eligibility.join(" ")).toMatch(/Résider en France/);
    expect(eligibility.join(" ")).toMatch(/capacité juridique/);
  });
});

describe("shared request content", () => {
  it("asks for first name, last name, email and phone, all required, with the right input types", () => {
    expect(applicantFields.map((field) => field.name)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
    ]);
    expect(applicantFields.every((field) => field.required)).toBe(true);
    expect(
      applicantFields.map((field) => field.control === "input" && [field.type, field.autoComplete]),
    ).toEqual([
      ["text", "given-name"],
      ["text", "family-name"],
      ["email", "email"],
      ["tel", "tel"],
    ]);
  });
});

describe("seedSampleFiguresIn", () => {
  it("finds the seed's wrong sample results however they are written", () => {
    expect(seedSampleFiguresIn("345 €/mois")).toEqual([345]);
    expect(seedSampleFiguresIn({ total: "Total : 20 700 €" })).toEqual([20_700]);
    expect(seedSampleFiguresIn({ total: 23040 })).toEqual([23_040]);
    expect(seedSampleFiguresIn("9\u202f720 €")).toEqual([9_720]);
  });

  it("does not mistake other numbers for them", () => {
    expect(seedSampleFiguresIn("3,20 % sur 72 mois, 2 345 €, 01 99 00 12 34, 1 620 €")).toEqual([]);
  });
});
