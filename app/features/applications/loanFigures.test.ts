import { describe, expect, it } from "vitest";
import { priceLoan } from "@domain/credit/pricing";
import { testApplication } from "./application.testing";
import { figuresOfApplication, figuresOfPrice } from "./loanFigures";

describe("the loan's figures", () => {
  it.each([
    { product: "pretAuto", amount: 20_000, months: 60, option: "occasion", insurance: false },
    { product: "pretPersonnel", amount: 15_000, months: 84, option: "etudes", insurance: true },
    { product: "pretVoyage", amount: 1_000, months: 12, option: "noces", insurance: true },
    { product: "pretTravaux", amount: 35_000, months: 72, option: "extension", insurance: false },
  ] as const)(
    "read the same, to the cent, from a simulation and from its application: $product",
    (request) => {
      const priced = priceLoan(request);
      expect(priced.ok).toBe(true);
      if (!priced.ok) return;
      expect(figuresOfApplication(testApplication(request))).toEqual(
        figuresOfPrice(request, priced.price),
      );
    },
  );
});
