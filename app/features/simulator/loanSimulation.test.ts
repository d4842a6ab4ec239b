import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { representativeExamples } from "~/content/credit";
import { pretAutoContent } from "~/content/pretAuto.i18n";
import { pretPersonnelContent } from "~/content/pretPersonnel.i18n";
import { pretTravauxContent } from "~/content/pretTravaux.i18n";
import { pretVoyageContent } from "~/content/pretVoyage.i18n";
import {
  defaultSimulation,
  loanResult,
  nearestDuration,
  simulationFromSearch,
  simulationParams,
  simulationSearch,
  deductionProblem,
  withAmount,
  withDeduction,
} from "./loanSimulation";
import { simulationQueryNames } from "@domain/navigation/pageForms";

const { autoSimulator } = await pretAutoContent.load("fr");
const { personalSimulator } = await pretPersonnelContent.load("fr");
const { worksSimulator } = await pretTravauxContent.load("fr");
const { travelSimulator } = await pretVoyageContent.load("fr");

describe("the default simulation of each credit page", () => {
  it.each([
    ["pretAuto", autoSimulator, 370.14, 0.0428],
    ["pretPersonnel", personalSimulator, 275.57, 0.0397],
    ["pretVoyage", travelSimulator, 157.31, 0.0428],
    ["pretTravaux", worksSimulator, 534.92, 0.0325],
  ] as const)("%s is its representative example", (product, params, monthly, taeg) => {
    const example = representativeExamples[product];
    const result = loanResult(params, defaultSimulation(params));
    expect(result.financed).toBe(example.amount);
    expect(result.annualRate).toBe(example.annualRate);
    expect(result.summary.schedule).toHaveLength(example.months);
    expect(result.summary.monthlyPayment).toBe(monthly);
    expect(result.summary.taeg).toBe(taeg);
  });
});

describe("changing a simulation", () => {
  const auto = defaultSimulation(autoSimulator);

  it("finances the price less the contribution, at the rate of the vehicle and duration", () => {
    const result = loanResult(autoSimulator, {
      ...withAmount(autoSimulator, auto, 35_000),
      months: 36,
      option: "neuf",
    });
    // 30 000 € over 36 months at 2,90 %, checked with Python's decimal module.
    expect(result).toMatchObject({ financed: 30_000, annualRate: 0.029 });
    expect(result.summary.monthlyPayment).toBe(871.11);
    expect(result.summary.totalDue).toBe(31_360.17);
  });

  it("keeps the contribution below what leaves the smallest loan to borrow", () => {
    expect(withDeduction(autoSimulator, auto, 24_000).deduction).toBe(20_000);
    const cheaper = withAmount(autoSimulator, withDeduction(autoSimulator, auto, 15_000), 12_000);
    expect(loanResult(autoSimulator, cheaper).financed).toBe(5_000);
    expect(deductionProblem(autoSimulator, cheaper)).toEqual({ kind: "aboveMax", bound: 7_000 });
  });

  it("keeps the contribution typed while a new price is typed digit by digit", () => {
    const withContribution = withDeduction(autoSimulator, auto, 5_000);
    // "3" on the way to "35 000": the price is at its minimum for a moment, the contribution too.
    const onTheWay = withAmount(autoSimulator, withContribution, 3);
    expect(loanResult(autoSimulator, onTheWay).financed).toBe(5_000);
    expect(deductionProblem(autoSimulator, onTheWay)).toEqual({ kind: "aboveMax", bound: 0 });
    const typed = withAmount(autoSimulator, onTheWay, 35_000);
    expect(typed.deduction).toBe(5_000);
    expect(loanResult(autoSimulator, typed).financed).toBe(30_000);
    expect(deductionProblem(autoSimulator, typed)).toBeUndefined();
  });

  it("clamps the amount to the page's bounds", () => {
    expect(withAmount(autoSimulator, auto, 100_000).amount).toBe(75_000);
    expect(withAmount(autoSimulator, auto, 10).amount).toBe(5_000);
  });

  it("falls back to the nearest duration offered", () => {
    expect(nearestDuration(personalSimulator, 50)).toBe(48);
    expect(nearestDuration(personalSimulator, 54)).toBe(48);
    expect(nearestDuration(personalSimulator, 500)).toBe(84);
    expect(nearestDuration(worksSimulator, 100)).toBe(84);
  });
});

describe("shared simulation links", () => {
  it("names the amount borrowed and the duration, and the rest only when it is not the default", () => {
    const personal = defaultSimulation(personalSimulator);
    expect(simulationSearch(personalSimulator, personal)).toBe("?montant=15000&duree=60");
    expect(
      simulationSearch(personalSimulator, { ...personal, amount: 20_000, option: "etudes" }),
    ).toBe("?montant=20000&duree=60&type=etudes");
    const auto = withDeduction(autoSimulator, defaultSimulation(autoSimulator), 8_000);
    expect(simulationSearch(autoSimulator, auto)).toBe("?montant=17000&duree=60&apport=8000");
  });

  it("restores /pretPersonnel?montant=20000&duree=48", () => {
    const shared = simulationFromSearch(personalSimulator, "?montant=20000&duree=48");
    expect(shared).toEqual({
      simulation: { amount: 20_000, deduction: 0, months: 48, option: "equipement" },
      messages: {},
    });
    // 20 000 € over 48 months at 3,90 %, checked with Python's decimal module.
    expect(shared && loanResult(personalSimulator, shared.simulation).summary.monthlyPayment).toBe(
      450.69,
    );
  });

  it("restores the amount borrowed on a page whose slider is a price", () => {
    const shared = simulationFromSearch(autoSimulator, "?montant=20000&duree=48");
    expect(shared?.simulation).toMatchObject({ amount: 25_000, deduction: 5_000, months: 48 });
    const result = shared && loanResult(autoSimulator, shared.simulation);
    // 20 000 € over 48 months at 4,20 % (used car, up to 60 months).
    expect(result?.summary.monthlyPayment).toBe(453.37);
    expect(
      simulationFromSearch(worksSimulator, "?montant=20000&duree=120&aides=10000")?.simulation,
    ).toMatchObject({ amount: 30_000, deduction: 10_000, months: 120 });
  });

  it("clamps what is out of range with the reason a typed value gets", () => {
    const shared = simulationFromSearch(personalSimulator, "?montant=999999&duree=48");
    expect(shared?.simulation.amount).toBe(75_000);
    expect(shared?.messages.amount).toEqual({ kind: "aboveMax", bound: 75_000 });
    const tooMuchAid = simulationFromSearch(worksSimulator, "?aides=90000");
    expect(tooMuchAid?.simulation).toMatchObject({ amount: 35_000, deduction: 30_000 });
  });

  it("ignores what cannot be read and never gives NaN", () => {
    const shared = simulationFromSearch(
      personalSimulator,
      "?montant=abc&duree=douze&type=constructor",
    );
    expect(shared?.simulation).toEqual(defaultSimulation(personalSimulator));
  });

  it("describes no simulation when the link carries none", () => {
    expect(simulationFromSearch(personalSimulator, "")).toBeUndefined();
    expect(simulationFromSearch(personalSimulator, "?utm_source=lettre")).toBeUndefined();
    expect(simulationParams(autoSimulator)).toEqual([
      "montant",
      "duree",
      "apport",
      "total",
      "type",
    ]);
  });

  it("reads the simulator's form sent without scripts: the price, the contribution, as the page writes them", () => {
    // `total` is the price the form's first field holds; `montant` in a shared link is borrowed.
    const french = simulationFromSearch(autoSimulator, "?total=30+000&apport=6+000&duree=48");
    expect(french?.simulation).toMatchObject({ amount: 30_000, deduction: 6_000, months: 48 });
    const english = simulationFromSearch(autoSimulator, "?total=30%2C000&apport=6%2C000", "en");
    expect(english?.simulation).toMatchObject({ amount: 30_000, deduction: 6_000 });
    // A contribution that would leave less than the smallest loan is brought back, and says so.
    const tooMuch = simulationFromSearch(autoSimulator, "?total=10000&apport=9000");
    const kept = 10_000 - autoSimulator.amount.min;
    expect(tooMuch?.simulation).toMatchObject({ amount: 10_000, deduction: kept });
    expect(tooMuch?.messages.deduction).toEqual({ kind: "aboveMax", bound: kept });
  });

  it("is drawn by the server whenever the address carries one of its names", () => {
    for (const params of [personalSimulator, autoSimulator, worksSimulator, travelSimulator]) {
      for (const name of simulationParams(params)) expect(simulationQueryNames).toContain(name);
    }
  });

  it("gives back the very simulation it was made from", () => {
    const params = autoSimulator;
    const simulationArb = fc
      .record({
        amount: fc.integer({ min: params.amount.min, max: params.amount.max }),
        deduction: fc.integer({ min: 0, max: params.amount.max }),
        months: fc.constantFrom(...params.durations),
        option: fc.constantFrom(...params.rateChoice.options.map((option) => option.value)),
      })
      .map((simulation) => withDeduction(params, simulation, simulation.deduction));
    fc.assert(
      fc.property(simulationArb, (simulation) => {
        expect(
          simulationFromSearch(params, simulationSearch(params, simulation))?.simulation,
        ).toEqual(simulation);
      }),
    );
  });
});
