import { describe, expect, it } from "vitest";
import {
  creditSituationMessages as m,
  creditSituationSchema,
  isPastOrCurrentMonth,
} from "./creditSituation";
import { employmentStatuses, housingKinds } from "./creditSituationOptions";
import { ruleMessages } from "../../tests/support/messages";
import { fieldErrors } from "./fieldErrors";

const valid = {
  employmentStatus: "cdi",
  employedSince: "2019-09",
  netMonthlyIncome: 2_450.5,
  otherCreditPayments: 0,
  housing: "locataire",
  housingCost: 780,
  dependants: 1,
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = creditSituationSchema.safeParse(input);
  return result.success ? {} : ruleMessages(fieldErrors(result.error));
};

const monthOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}`;
const thisMonth = new Date();
const nextMonth = new Date(thisMonth.getFullYear(), thisMonth.getMonth() + 1, 1);

describe("creditSituationSchema", () => {
  it("accepts a complete situation, with or without a co-borrower", () => {
    expect(creditSituationSchema.parse(valid)).toEqual(valid);
    expect(
      creditSituationSchema.parse({ ...valid, coBorrowerNetMonthlyIncome: 1_800 })
        .coBorrowerNetMonthlyIncome,
    ).toBe(1_800);
  });

  it("gives every empty field its own French message at once", () => {
    expect(errorsOf({})).toEqual({
      employmentStatus: m.employmentStatus,
      employedSince: m.employedSinceRequired,
      netMonthlyIncome: m.netMonthlyIncomeRequired,
      otherCreditPayments: m.otherCreditPaymentsRequired,
      housing: m.housing,
      housingCost: m.housingCostRequired,
      dependants: m.dependantsRequired,
    });
  });

  it.each(employmentStatuses.map((status) => status.value))("takes the status %s", (status) => {
    expect(errorsOf({ ...valid, employmentStatus: status })).toEqual({});
  });

  it.each(["", "CDI", "freelance"])("refuses the status %j", (status) => {
    expect(errorsOf({ ...valid, employmentStatus: status })).toEqual({
      employmentStatus: m.employmentStatus,
    });
  });

  it.each([
    ["this month", monthOf(thisMonth), undefined],
    ["January 1900", "1900-01", undefined],
    ["next month", monthOf(nextMonth), m.employedSinceFuture],
    ["a blank", "  ", m.employedSinceRequired],
    ["a 13th month", "2020-13", m.employedSinceInvalid],
    ["month 00", "2020-00", m.employedSinceInvalid],
    ["a day", "2020-05-01", m.employedSinceInvalid],
    ["French order", "05/2020", m.employedSinceInvalid],
    ["1899", "1899-12", m.employedSinceInvalid],
  ])("employedSince: %s", (_, employedSince, message) => {
    expect(errorsOf({ ...valid, employedSince }).employedSince).toBe(message);
  });

  it.each([
    [0.01, undefined],
    [1_850.5, undefined],
    [100_000, undefined],
    [0, m.netMonthlyIncomePositive],
    [-1, m.negative],
    [100_000.01, m.tooLarge],
    [1_850.505, m.cents],
    [Number.NaN, m.amountInvalid],
    ["1850", m.amountInvalid],
    [Number.POSITIVE_INFINITY, m.amountInvalid],
  ])("netMonthlyIncome %s", (netMonthlyIncome, message) => {
    expect(errorsOf({ ...valid, netMonthlyIncome }).netMonthlyIncome).toBe(message);
  });

  it.each([
    [undefined, undefined],
    [0.01, undefined],
    [0, m.coBorrowerPositive],
    [-5, m.negative],
    [Number.NaN, m.amountInvalid],
    [100_000.01, m.tooLarge],
  ])("coBorrowerNetMonthlyIncome %s", (coBorrowerNetMonthlyIncome, message) => {
    expect(errorsOf({ ...valid, coBorrowerNetMonthlyIncome }).coBorrowerNetMonthlyIncome).toBe(
      message,
    );
  });

  it.each([
    [0, undefined],
    [312.4, undefined],
    [-0.01, m.negative],
    [Number.NaN, m.amountInvalid],
  ])("otherCreditPayments %s", (otherCreditPayments, message) => {
    expect(errorsOf({ ...valid, otherCreditPayments }).otherCreditPayments).toBe(message);
  });

  it.each([
    ["locataire", 0, m.rentRequired],
    ["locataire", 0.01, undefined],
    ["proprietaire_credit", 0, m.mortgageRequired],
    ["proprietaire_credit", 950, undefined],
    ["proprietaire", 0, undefined],
    ["proprietaire", 120, undefined],
    ["heberge", 0, undefined],
    ["heberge", 150, undefined],
    ["locataire", -1, m.negative],
    ["heberge", undefined, m.housingCostRequired],
  ])("housing %s costing %s", (housing, housingCost, message) => {
    expect(errorsOf({ ...valid, housing, housingCost }).housingCost).toBe(message);
  });

  it("lists the four housing kinds and refuses any other", () => {
    expect(housingKinds.map((kind) => kind.value)).toEqual([
      "locataire",
      "proprietaire_credit",
      "proprietaire",
      "heberge",
    ]);
    expect(errorsOf({ ...valid, housing: "chateau", housingCost: 0 })).toEqual({
      housing: m.housing,
    });
  });

  it.each([
    [0, undefined],
    [10, undefined],
    [11, m.dependantsInvalid],
    [-1, m.dependantsInvalid],
    [1.5, m.dependantsInvalid],
    [Number.NaN, m.dependantsInvalid],
  ])("dependants %s", (dependants, message) => {
    expect(errorsOf({ ...valid, dependants }).dependants).toBe(message);
  });
});

describe("isPastOrCurrentMonth", () => {
  const today = new Date(2026, 10, 30);
  it.each([
    ["2026-11", true],
    ["2026-12", false],
    ["2027-01", false],
    ["2025-12", true],
  ])("%s on 30 November 2026: %s", (month, expected) => {
    expect(isPastOrCurrentMonth(month, today)).toBe(expected);
  });
});
