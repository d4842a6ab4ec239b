import { describe, expect, it } from "vitest";
import { findPlacement, savingsSimulator } from "~/content/epargne";
import { ceilingMessage, defaultSavings, savingsProjection } from "./savingsSimulation";

const plain = (text: string | undefined) => text?.replace(/[\u202f\u00a0]/g, " ");

describe("the savings simulation", () => {
  it("starts below the Livret A ceiling: 5 000 € then 100 € a month over 10 years at 1,50 %", () => {
    const simulation = defaultSavings(savingsSimulator);
    const placement = findPlacement(simulation.placement);
    const projection = savingsProjection(placement, simulation);
    // Checked with Python's decimal module.
    expect(projection).toMatchObject({
      finalCapital: 18_750.32,
      totalDeposits: 17_000,
      totalInterest: 1_750.32,
    });
    expect(ceilingMessage(placement, projection)).toBeUndefined();
  });

  it("says in which year the Livret A ceiling stops the deposits", () => {
    const simulation = { ...defaultSavings(savingsSimulator), monthlyDeposit: 150 };
    const placement = findPlacement("livretA");
    // The balance, interest included, reaches the ceiling in the 109th month (Python's decimal module).
    expect(plain(ceilingMessage(placement, savingsProjection(placement, simulation)))).toBe(
      "Le plafond de versements du Livret A, 22 950 €, est atteint la 10e année : vos versements s'arrêtent alors. Les intérêts continuent de s'ajouter.",
    );
  });

  it("says when the initial deposit is over the LDDS ceiling", () => {
    const simulation = { ...defaultSavings(savingsSimulator), initialDeposit: 15_000 };
    const placement = findPlacement("ldds");
    const projection = savingsProjection(placement, simulation);
    expect(projection.totalDeposits).toBe(12_000);
    expect(plain(ceilingMessage(placement, projection))).toBe(
      "Le plafond de versements du LDDS est de 12 000 € : seuls 12 000 € de votre versement initial y sont placés, et aucun versement mensuel n'est possible. Les intérêts continuent de s'ajouter.",
    );
  });

  it("writes the first year as a French ordinal", () => {
    const simulation = {
      ...defaultSavings(savingsSimulator),
      initialDeposit: 11_500,
      monthlyDeposit: 200,
    };
    const placement = findPlacement("ldds");
    expect(ceilingMessage(placement, savingsProjection(placement, simulation))).toContain(
      "la 1re année",
    );
  });

  it("says nothing of a ceiling for life insurance, which has none", () => {
    const simulation = { ...defaultSavings(savingsSimulator), initialDeposit: 100_000 };
    const placement = findPlacement("assuranceVie");
    expect(ceilingMessage(placement, savingsProjection(placement, simulation))).toBeUndefined();
  });
});
