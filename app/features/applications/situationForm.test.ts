import { describe, expect, it } from "vitest";
import { creditSituationMessages as m } from "@domain/forms/creditSituation";
import { fieldErrors } from "@domain/forms/fieldErrors";
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

describe("situationFormSchema", () => {
  it("turns the typed text into the situation the server expects", () => {
    expect(situationFormSchema.parse(filled)).toEqual({
      employmentStatus: "cdi",
      employedSince: "2019-04",
      netMonthlyIncome: 2400,
      otherCreditPayments: 0,
      housing: "locataire",
      housingCost: 720.5,
      dependants: 1,
    });
  });

  it("answers with the server's message next to each field", () => {
    const result = situationFormSchema.safeParse({
      ...filled,
      netMonthlyIncome: "",
      otherCreditPayments: "beaucoup",
      dependants: "1,5",
      coBorrowerNetMonthlyIncome: "-3",
    });
    expect(result.success).toBe(false);
    expect(result.error && fieldErrors(result.error)).toEqual({
      netMonthlyIncome: m.netMonthlyIncomeRequired,
      otherCreditPayments: m.amountInvalid,
      dependants: m.dependantsInvalid,
      coBorrowerNetMonthlyIncome: m.negative,
    });
  });

  it("asks a tenant for the rent", () => {
    const result = situationFormSchema.safeParse({ ...filled, housingCost: "0" });
    expect(result.error && fieldErrors(result.error)).toEqual({ housingCost: m.rentRequired });
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
    expect(situationFormSchema.parse(values)).toEqual(stored);
  });

  it("starts empty the first time", () => {
    expect(Object.values(situationFormValues(null)).every((value) => value === "")).toBe(true);
  });
});
