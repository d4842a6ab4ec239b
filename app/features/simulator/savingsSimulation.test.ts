import { describe, expect, it } from "vitest";
import { findPlacement, savingsSimulator } from "~/content/savings";
import { simulationQueryNames } from "@domain/navigation/pageForms";
import {
  ceilingEffect,
  defaultSavings,
  savingsFromSearch,
  savingsParams,
  savingsProjection,
} from "./savingsSimulation";

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
    expect(ceilingEffect(placement, projection)).toBeUndefined();
  });

  it("says in which year the Livret A ceiling stops the deposits", () => {
    const simulation = { ...defaultSavings(savingsSimulator), monthlyDeposit: 150 };
    const placement = findPlacement("livretA");
    // The balance, interest included, reaches the ceiling in the 109th month (Python's decimal module).
    expect(ceilingEffect(placement, savingsProjection(placement, simulation))).toEqual({
      kind: "reached",
      ceiling: 22_950,
      year: 10,
    });
  });

  it("says when the initial deposit is over the LDDS ceiling", () => {
    const simulation = { ...defaultSavings(savingsSimulator), initialDeposit: 15_000 };
    const placement = findPlacement("ldds");
    const projection = savingsProjection(placement, simulation);
    expect(projection.totalDeposits).toBe(12_000);
    expect(ceilingEffect(placement, projection)).toEqual({
      kind: "initialCapped",
      ceiling: 12_000,
    });
  });

  it("counts the year the ceiling is reached from 1", () => {
    const simulation = {
      ...defaultSavings(savingsSimulator),
      initialDeposit: 11_500,
      monthlyDeposit: 200,
    };
    const placement = findPlacement("ldds");
    expect(ceilingEffect(placement, savingsProjection(placement, simulation))).toMatchObject({
      year: 1,
    });
  });

  it("says nothing of a ceiling for life insurance, which has none", () => {
    const simulation = { ...defaultSavings(savingsSimulator), initialDeposit: 100_000 };
    const placement = findPlacement("assuranceVie");
    expect(ceilingEffect(placement, savingsProjection(placement, simulation))).toBeUndefined();
  });
});

describe("a savings simulation in the address", () => {
  it("reads the simulator's form as the page writes it, clamped with a typed amount's reason", () => {
    const shared = savingsFromSearch(
      savingsSimulator,
      "?versement=12%2C500&mensuel=5%2C000&annees=15&placement=ldds",
      "en",
    );
    expect(shared?.simulation).toEqual({
      initialDeposit: 12_500,
      monthlyDeposit: savingsSimulator.monthlyDeposit.max,
      years: 15,
      placement: "ldds",
    });
    expect(shared?.problems.monthly).toEqual({
      kind: "aboveMax",
      bound: savingsSimulator.monthlyDeposit.max,
    });
  });

  it("keeps the defaults for what it cannot read, and describes nothing without its names", () => {
    const shared = savingsFromSearch(savingsSimulator, "?annees=7&placement=crypto&versement=abc");
    expect(shared?.simulation).toEqual(defaultSavings(savingsSimulator));
    expect(savingsFromSearch(savingsSimulator, "?utm_source=lettre")).toBeUndefined();
    for (const name of Object.values(savingsParams)) expect(simulationQueryNames).toContain(name);
  });
});
