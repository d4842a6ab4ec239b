import { describe, expect, it } from "vitest";
import { written } from "../../tests/support/messages";
import { rule } from "../i18n/message";
import {
  flatRate,
  loanOffers,
  loanRequestIssues,
  lowestRate,
  rateFor,
  startingTaeg,
} from "./offers";
import { creditProducts, loanAmounts } from "./products";
import { plainSpaces } from "../../tests/support/text";

describe("rate grids", () => {
  const grid = loanOffers.pretAuto.rates.occasion;

  it("give each duration the rate of the first band that covers it", () => {
    expect(rateFor(grid, 24)).toBe(0.039);
    expect(rateFor(grid, 36)).toBe(0.039);
    expect(rateFor(grid, 37)).toBe(0.042);
    expect(rateFor(grid, 84)).toBe(0.045);
    expect(lowestRate(grid)).toBe(0.039);
  });

  it("keep one rate for every duration when flat", () => {
    expect(rateFor(flatRate(0.032), 1)).toBe(0.032);
    expect(rateFor(flatRate(0.032), 600)).toBe(0.032);
  });

  it.each(creditProducts)(
    "%s: lends its amounts, a rate for every duration and option",
    (product) => {
      const offer = loanOffers[product];
      expect(offer.amount).toBe(loanAmounts[product]);
      expect(offer.durations).toEqual([...offer.durations].sort((a, b) => a - b));
      for (const bands of Object.values(offer.rates)) {
        expect(bands.at(-1)?.maxMonths).toBeGreaterThanOrEqual(Math.max(...offer.durations));
      }
    },
  );
});

describe("what a product offers", () => {
  const request = {
    product: "pretTravaux",
    amount: 35_000,
    months: 72,
    option: "extension",
  } as const;

  it("accepts a request within the offer", () => {
    expect(loanRequestIssues(request)).toEqual([]);
    expect(loanRequestIssues({ ...request, amount: 100_000, months: 120 })).toEqual([]);
  });

  it("names each field the offer does not have, with the bounds in French", () => {
    const issues = loanRequestIssues({
      product: "pretVoyage",
      amount: 30_500,
      months: 72,
      option: "neuf",
    });
    expect(issues.map((issue) => [issue.field, plainSpaces(written(issue.message))])).toEqual([
      [
        "amount",
        "Le montant simulé doit être compris entre 1 000 € et 30 000 € : modifiez votre simulation",
      ],
      [
        "months",
        "La durée simulée doit être de 12, 24, 36, 48 ou 60 mois : modifiez votre simulation",
      ],
      ["option", "Ce choix n'est pas proposé pour ce prêt : modifiez votre simulation"],
    ]);
  });

  it("lends whole euros only, and no option a plain object has", () => {
    expect(loanRequestIssues({ ...request, amount: 35_000.5 })).toEqual([
      { field: "amount", message: rule("loanWholeEuros") },
    ]);
    expect(loanRequestIssues({ ...request, amount: 4_999 })[0]?.field).toBe("amount");
    expect(loanRequestIssues({ ...request, option: "constructor" })[0]?.field).toBe("option");
  });
});

describe("startingTaeg", () => {
  it.each([
    [0.019, 0.0192],
    [0.029, 0.0294],
    [0.039, 0.0397],
  ])("turns a fee-free borrowing rate of %d into a TAEG of %d at two decimals", (rate, taeg) => {
    expect(Math.round(startingTaeg(rate) * 10_000) / 10_000).toBe(taeg);
  });
});
