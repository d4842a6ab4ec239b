import { describe, expect, it } from "vitest";
import { loanRequestSchema } from "./loanRequest";
import { written } from "../../tests/support/messages";
import { plainSpaces } from "../../tests/support/text";
import { messageRef } from "../i18n/message";

const valid = {
  product: "pretAuto",
  amount: 20_000,
  months: 60,
  option: "occasion",
  insurance: true,
};

function messages(input: unknown): Record<string, string> {
  const result = loanRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [
      issue.path.join("."),
      plainSpaces(written(messageRef(issue.message))),
    ]),
  );
}

describe("loanRequestSchema", () => {
  it("takes a loan the product offers", () => {
    expect(loanRequestSchema.parse(valid)).toEqual(valid);
  });

  it("answers in French on the field at fault, with the product's bounds", () => {
    expect(messages({ ...valid, amount: 80_000, months: 120, option: "etudes" })).toEqual({
      amount:
        "Le montant simulé doit être compris entre 5 000 € et 75 000 € : modifiez votre simulation",
      months:
        "La durée simulée doit être de 24, 36, 48, 60, 72 ou 84 mois : modifiez votre simulation",
      option: "Ce choix n'est pas proposé pour ce prêt : modifiez votre simulation",
    });
  });

  it("refuses a missing or unknown field with its own message", () => {
    expect(
      messages({ product: "pretImmobilier", amount: "20000", months: null, option: 3 }),
    ).toEqual({
      product: "Ce prêt n'est pas proposé",
      amount: "Le montant simulé doit être en euros, sans décimales : modifiez votre simulation",
      months: "Indiquez la durée du prêt en mois",
      option: "Ce choix n'est pas proposé pour ce prêt : modifiez votre simulation",
      insurance: "Indiquez si vous choisissez l'assurance emprunteur facultative",
    });
  });

  it("carries no rate: a rate sent along is dropped", () => {
    expect(loanRequestSchema.parse({ ...valid, annualRate: 0.001 })).toEqual(valid);
  });
});
