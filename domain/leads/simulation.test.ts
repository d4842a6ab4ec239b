import { describe, expect, it } from "vitest";
import { loanAmounts } from "../credit/products";
import { simulationInAddress } from "./simulation";

const search = (query: string) => new URLSearchParams(query);

describe("simulationInAddress", () => {
  it("carries the amount and the duration of a shared simulation", () => {
    expect(simulationInAddress(search("?montant=20000&duree=48"), loanAmounts.pretAuto)).toEqual({
      simulation: { montant: 20000, duree: 48 },
    });
  });

  it("leaves out an amount the product does not lend, and a duration that is no whole month", () => {
    const { max } = loanAmounts.pretAuto;
    expect(simulationInAddress(search(`?montant=${max + 1}&duree=48`), loanAmounts.pretAuto)).toBe(
      undefined,
    );
    expect(simulationInAddress(search("?montant=20000&duree=4.5"), loanAmounts.pretAuto)).toBe(
      undefined,
    );
    expect(simulationInAddress(search(""), undefined)).toBe(undefined);
  });
});
