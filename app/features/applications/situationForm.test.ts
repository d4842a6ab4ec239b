import { describe, expect, it } from "vitest";
import { creditSituationMessages as m } from "@domain/forms/creditSituation";
import { fieldErrors } from "@domain/forms/fieldErrors";
import { ruleMessages } from "../../../tests/support/messages";
import { readFigure, situationFormSchema, situationFormValues } from "./situationForm";

describe("readFigure", () => {
  it.each([
    ["1 850,50", 1850.5],
    ["1\u202f850,5 €", 1850.5],
    ["1850.5", 1850.5],
    ["0", 0],
    ["-20", -20],
    ["12,345", 12.345],
  ])("reads %j as %d", (text, value) => {
    expect(readFigure(text)).toBe(value);
  });

  it.each([
    ["en", "1,850.50", 1850.5],
    ["en", "1850.5", 1850.5],
    ["de", "1.850,50", 1850.5],
    ["es", "1850,50", 1850.5],
    ["de", "12.345", 12345],
  ] as const)("reads %s %j as %d, as that language types it", (locale, text, value) => {
    expect(readFigure(text, locale)).toBe(value);
  });

  it("takes no other language's marks for its own", () => {
    expect(readFigure("1.850,50", "en")).toBeNaN();
    expect(readFigure("1,850.50", "de")).toBeNaN();
  });

  it("tells an empty field (undefined) from text that is no amount (NaN)", () => {
    expect(readFigure("")).toBeUndefined();
    expect(readFigure("  ")).toBeUndefined();
    expect(readFigure("deux mille")).toBeNaN();
    expect(readFigure("1,2,3")).toBeNaN();
  });
});

const filled = {
  employmentStatus: "cdi",
  employedSince: "2019-04",
  netMonthlyIncome: "2 400",
  coBorrowerNetMonthlyIncome: "",
  otherCreditPayments: "0",
  housing: "locataire",
  housingCost: "720,50",
  dependants: "1",
};

const filledSituation = {
  employmentStatus: "cdi",
  employedSince: "2019-04",
  netMonthlyIncome: 2400,
  otherCreditPayments: 0,
  housing: "locataire",
  housingCost: 720.5,
  dependants: 1,
};

describe("situationFormSchema", () => {
  it("turns the typed text into the situation the server expects", () => {
    expect(situationFormSchema("fr").parse(filled)).toEqual(filledSituation);
  });

  it("answers with the server's message next to each field", () => {
    const result = situationFormSchema("fr").safeParse({
      ...filled,
      netMonthlyIncome: "",
      otherCreditPayments: "beaucoup",
      dependants: "1,5",
      coBorrowerNetMonthlyIncome: "-3",
    });
    expect(result.success).toBe(false);
    expect(result.error && ruleMessages(fieldErrors(result.error))).toEqual({
      netMonthlyIncome: m.netMonthlyIncomeRequired,
      otherCreditPayments: m.amountInvalid,
      dependants: m.dependantsInvalid,
      coBorrowerNetMonthlyIncome: m.negative,
    });
  });

  it("asks a tenant for the rent", () => {
    const result = situationFormSchema("fr").safeParse({ ...filled, housingCost: "0" });
    expect(result.error && ruleMessages(fieldErrors(result.error))).toEqual({
      housingCost: m.rentRequired,
    });
  });

  it("fills the form again with a situation given before, which reads back unchanged", () => {
    const stored = {
      employmentStatus: "fonctionnaire",
      employedSince: "2010-09",
      netMonthlyIncome: 3150.75,
      coBorrowerNetMonthlyIncome: 1800,
      otherCreditPayments: 120,
      housing: "proprietaire_credit",
      housingCost: 950,
      dependants: 2,
    };
    const values = situationFormValues(stored);
    expect(values.netMonthlyIncome).toBe("3\u202f150,75");
    expect(situationFormSchema("fr").parse(values)).toEqual(stored);
  });

  it("fills the form in the page's language, and reads it back the same", () => {
    const stored = { ...filledSituation, netMonthlyIncome: 3150.75 };
    const values = situationFormValues(stored, "en");
    expect(values.netMonthlyIncome).toBe("3,150.75");
    expect(situationFormSchema("en").parse(values)).toEqual(stored);
  });

  it("starts empty the first time", () => {
    expect(Object.values(situationFormValues(null)).every((value) => value === "")).toBe(true);
  });
});
