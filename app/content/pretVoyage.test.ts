import { leadForms } from "@domain/leads/forms";
import { loanOffers } from "@domain/credit/offers";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { representativeExamples } from "./credit";
import { allRates, fieldNames, seedSampleFiguresIn } from "./loans.testing";
import { travelIdeas } from "./pretVoyage";
import { pretVoyageContent } from "./pretVoyage.i18n";

const page = await pretVoyageContent.load("fr");
const {
  destinationCards,
  preTripChecklist,
  pretVoyageDefaultTab,
  pretVoyageTabs,
  travelAssistance,
  travelDocuments,
  travelRequestForm,
  travelSimulator,
  travelTestimonials,
  travelTypes,
} = page;

describe("/pretVoyage tabs", () => {
  it("keeps the seed's tabs, adds the simulation and a request, Destinations open by default", () => {
    expect(pretVoyageTabs.map((tab) => tab.id)).toEqual([
      "destinations",
      "simulation",
      "preparatifs",
      "demande",
    ]);
    expect(pretVoyageTabs.map((tab) => tab.label)).toEqual([
      "Destinations",
      "Simulation",
      "Préparatifs",
      "Demande",
    ]);
    expect(pretVoyageDefaultTab).toBe("destinations");
  });
});

describe("/pretVoyage figures", () => {
  it("gives the simulator the seed's budget slider", () => {
    expect(travelSimulator.amount).toEqual({
      min: 1_000,
      max: 30_000,
      step: 500,
      defaultValue: 8_500,
    });
    expect(travelSimulator.durations).toContain(travelSimulator.defaultDuration);
  });

  it("applies 4,20 % to every type of travel and can reproduce the representative example", () => {
    const example = representativeExamples.pretVoyage;
    expect(Object.keys(loanOffers.pretVoyage.rates).sort()).toEqual(
      travelTypes.map((type) => type.id).sort(),
    );
    expect(allRates(loanOffers.pretVoyage)).toEqual([example.annualRate]);
    expect(example.annualRate).toBe(0.042);
    expect(travelSimulator.amount.defaultValue).toBe(example.amount);
    expect(travelSimulator.defaultDuration).toBe(example.months);
  });

  it("offers the destination ideas as starting budgets of the simulation", () => {
    expect(travelSimulator.presets?.options).toEqual(
      travelIdeas.map((trip, index) => ({
        label: destinationCards[index]?.title,
        amount: trip.budget,
      })),
    );
  });

  it("shows four destinations with a budget the loan can finance and a duration", () => {
    expect(travelIdeas).toHaveLength(4);
    expect(destinationCards).toHaveLength(4);
    for (const trip of travelIdeas) {
      expect(trip.budget).toBeGreaterThanOrEqual(travelSimulator.amount.min);
      expect(trip.budget).toBeLessThanOrEqual(travelSimulator.amount.max);
    }
    expect(
      destinationCards.every(
        (card) =>
          card.badge?.startsWith("Budget indicatif") && card.bullets?.[0]?.startsWith("Durée"),
      ),
    ).toBe(true);
    expect(new Set(travelIdeas.map((trip) => trip.id)).size).toBe(4);
  });

  it("shows four travel types and two testimonials", () => {
    expect(travelTypes).toHaveLength(4);
    expect(travelTestimonials).toHaveLength(2);
  });

  it("never shows the seed's wrong sample results, in the data or in the page", () => {
    expect(seedSampleFiguresIn(page)).toEqual([]);
    expect(
      seedSampleFiguresIn(
        readFileSync(new URL("../routes/pretVoyage.tsx", import.meta.url), "utf8"),
      ),
    ).toEqual([]);
  });
});

describe("/pretVoyage preparations", () => {
  it("orders the checklist 3 months, 2 months then 1 month before departure", () => {
    expect(preTripChecklist.map((group) => group.timing)).toEqual([
      "3 mois avant le départ",
      "2 mois avant le départ",
      "1 mois avant le départ",
    ]);
    expect(preTripChecklist.every((group) => group.tasks.length > 0)).toBe(true);
  });

  it("lists the loan documents and the assistance", () => {
    expect(travelDocuments).toContain("Pièce d'identité en cours de validité");
    expect(travelAssistance.length).toBeGreaterThanOrEqual(3);
  });

  it("gives a traveller the adviser's number as it is dialled from abroad", () => {
    expect(travelAssistance.join(" ")).toContain("+33 1 99 00 12 34");
    expect(travelAssistance.join(" ")).not.toContain("01 99 00 12 34");
  });
});

describe("/pretVoyage request", () => {
  it("sends the applicant's identity to the pretVoyage leads, the project being optional", () => {
    expect(travelRequestForm.kind).toBe("pretVoyage");
    expect(fieldNames(leadForms.pretVoyage, true)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
    ]);
    expect(fieldNames(leadForms.pretVoyage, false)).toEqual(["description"]);
  });
});
