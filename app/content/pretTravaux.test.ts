import { leadForms } from "@domain/leads/forms";
import { loanOffers } from "@domain/credit/offers";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { representativeExamples } from "./credit";
import { allRates, fieldNames, seedSampleFiguresIn } from "./loans.testing";
import { plainSpaces } from "../../tests/support/text";
import { pretTravauxContent } from "./pretTravaux.i18n";

const page = await pretTravauxContent.load("fr");
const {
  aidSteps,
  nationalAids,
  pretTravauxDefaultTab,
  pretTravauxHero,
  pretTravauxTabs,
  worksAdvice,
  worksLoanFeatures,
  worksRequestForm,
  worksSimulator,
  worksTypes,
} = page;

describe("/pretTravaux tabs", () => {
  it("keeps the seed's tabs with the simulation made visible, Présentation open by default, and the hero leads to the request", () => {
    expect(pretTravauxTabs.map((tab) => tab.id)).toEqual([
      "presentation",
      "aides",
      "simulation",
      "demande",
    ]);
    expect(pretTravauxTabs.map((tab) => tab.label)).toEqual([
      "Présentation",
      "Aides & Subventions",
      "Simulation",
      "Demande",
    ]);
    expect(pretTravauxDefaultTab).toBe("presentation");
    expect(pretTravauxHero.cta?.to).toBe("#demande");
  });
});

describe("/pretTravaux figures", () => {
  it("lends 5 000 € to 100 000 €, the consumer-credit ceiling since 20 November 2026, everywhere, over 24 to 120 months", () => {
    expect(worksSimulator.amount).toEqual({
      min: 5_000,
      max: 100_000,
      step: 1_000,
      defaultValue: 35_000,
    });
    const titles = worksLoanFeatures.map((card) => plainSpaces(card.title));
    expect(titles).toContain("De 5 000 € à 100 000 €");
    expect(pretTravauxHero.highlights?.map(plainSpaces)).toContain("De 5 000 € à 100 000 €");
    expect(titles).toContain("De 24 à 120 mois");
    expect(leadForms.pretTravaux.loanAmount).toEqual({ min: 5_000, max: 100_000 });
    expect(JSON.stringify(page)).not.toMatch(/80[ \u00a0\u202f]?000/);
  });

  it("offers the seed's durations plus the 72 months of the representative example", () => {
    const example = representativeExamples.pretTravaux;
    expect(worksSimulator.durations).toEqual([24, 36, 48, 60, 72, 84, 120]);
    expect(worksSimulator.defaultDuration).toBe(example.months);
    expect(worksSimulator.amount.defaultValue).toBe(example.amount);
  });

  it("applies 3,20 % to every type of works", () => {
    expect(Object.keys(loanOffers.pretTravaux.rates).sort()).toEqual(
      worksTypes.map((works) => works.id).sort(),
    );
    expect(allRates(loanOffers.pretTravaux)).toEqual([0.032]);
    expect(worksSimulator.deduction).toEqual({
      label: "Aides obtenues",
      param: "aides",
      defaultValue: 0,
    });
    expect(representativeExamples.pretTravaux.annualRate).toBe(0.032);
  });

  it("advises 3 quotes and a 10 to 15 % contingency", () => {
    expect(worksAdvice.text).toContain("3 devis");
    expect(worksAdvice.text).toContain("10 à 15 %");
  });

  it("never shows the seed's wrong sample results, in the data or in the page", () => {
    expect(seedSampleFiguresIn(page)).toEqual([]);
    expect(
      seedSampleFiguresIn(
        readFileSync(new URL("../routes/pretTravaux.tsx", import.meta.url), "utf8"),
      ),
    ).toEqual([]);
  });
});

describe("/pretTravaux aids", () => {
  it("shows the three national aids with their amounts and conditions", () => {
    expect(nationalAids.map((aid) => [aid.title, plainSpaces(aid.badge)])).toEqual([
      ["Aide nationale à la rénovation", "Jusqu'à 20 000 €"],
      ["Éco-prêt à taux zéro", "Jusqu'à 30 000 €"],
      ["TVA à taux réduit", "TVA à 5,5 %"],
    ]);
    expect(nationalAids.every((aid) => aid.bullets.length > 0)).toBe(true);
  });

  it("explains the five steps with the seed's delays", () => {
    expect(aidSteps.map((step) => step.etape)).toEqual([1, 2, 3, 4, 5]);
    expect(aidSteps.map((step) => step.delay)).toEqual([
      "immédiat",
      "1 à 2 semaines",
      "1 semaine",
      "2 à 3 mois",
      "1 à 2 mois",
    ]);
  });
});

describe("/pretTravaux request", () => {
  it("requires the identity and the works type, the description being optional", () => {
    expect(worksRequestForm.kind).toBe("pretTravaux");
    expect(fieldNames(leadForms.pretTravaux, true)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "worksType",
    ]);
    expect(fieldNames(leadForms.pretTravaux, false)).toEqual(["description"]);
  });

  it("offers the four works types of the seed", () => {
    const select = leadForms.pretTravaux.fields.find((field) => field.name === "worksType");
    expect(select?.control === "select" && select.options.map((option) => option.label)).toEqual([
      "Rénovation intérieure",
      "Extension et agrandissement",
      "Rénovation énergétique",
      "Travaux extérieurs",
    ]);
  });
});
