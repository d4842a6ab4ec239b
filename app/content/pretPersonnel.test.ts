import { leadForms } from "@domain/leads/forms";
import { loanOffers } from "@domain/credit/offers";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { representativeExamples } from "./credit";
import { plainSpaces } from "../../tests/support/text";
import { allRates, fieldNames, seedSampleFiguresIn } from "./loans.testing";
import { pretPersonnelContent } from "./pretPersonnel.i18n";

const page = await pretPersonnelContent.load("fr");
const {
  personalCommitments,
  personalLoanFeatures,
  personalRequestForm,
  personalSimulator,
  pretPersonnelDefaultTab,
  pretPersonnelHero,
  pretPersonnelTabs,
  projectTypes,
} = page;

describe("/pretPersonnel tabs", () => {
  it("keeps the seed's tabs with the simulation made visible, Présentation open by default, and the hero leads to the request", () => {
    expect(pretPersonnelTabs.map((tab) => tab.id)).toEqual([
      "presentation",
      "simulation",
      "demande",
    ]);
    expect(pretPersonnelDefaultTab).toBe("presentation");
    expect(pretPersonnelHero.cta?.to).toBe("#demande");
  });
});

describe("/pretPersonnel figures", () => {
  it("announces 1 000 € to 75 000 € over 12 to 84 months", () => {
    const titles = personalLoanFeatures.map((card) => plainSpaces(card.title));
    expect(titles).toContain("De 1 000 € à 75 000 €");
    expect(titles).toContain("De 12 à 84 mois");
  });

  it("gives the simulator the seed's slider and durations", () => {
    expect(personalSimulator.amount).toEqual({
      min: 1_000,
      max: 75_000,
      step: 1_000,
      defaultValue: 15_000,
    });
    expect(personalSimulator.durations).toEqual([12, 24, 36, 48, 60, 72, 84]);
    expect(personalSimulator.durations).toContain(personalSimulator.defaultDuration);
  });

  it("applies 3,90 % to every project, the rate of the representative example", () => {
    expect(Object.keys(loanOffers.pretPersonnel.rates).sort()).toEqual(
      projectTypes.map((project) => project.id).sort(),
    );
    expect(allRates(loanOffers.pretPersonnel)).toEqual([0.039]);
    expect(representativeExamples.pretPersonnel.annualRate).toBe(0.039);
    expect(personalSimulator.amount.defaultValue).toBe(representativeExamples.pretPersonnel.amount);
    expect(personalSimulator.defaultDuration).toBe(representativeExamples.pretPersonnel.months);
  });

  it("keeps the factual commitments of the seed and drops its acceptance rate, an ease-of-credit claim", () => {
    const commitments = personalCommitments.map((stat) =>
      plainSpaces(`${stat.value} ${stat.label}`),
    );
    expect(commitments).toEqual(
      expect.arrayContaining(["48 h de traitement en moyenne", "0 € de frais de dossier"]),
    );
    expect(JSON.stringify(page)).not.toMatch(/acceptation des demandes/);
  });

  it("presents financeable projects with unique ids", () => {
    expect(projectTypes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(projectTypes.map((project) => project.id)).size).toBe(projectTypes.length);
  });

  it("never shows the seed's wrong sample results, in the data or in the page", () => {
    expect(seedSampleFiguresIn(page)).toEqual([]);
    expect(
      seedSampleFiguresIn(
        readFileSync(new URL("../routes/pretPersonnel.tsx", import.meta.url), "utf8"),
      ),
    ).toEqual([]);
  });
});

describe("/pretPersonnel request", () => {
  it("requires the identity and the monthly income, the description being optional", () => {
    expect(personalRequestForm.kind).toBe("pretPersonnel");
    expect(fieldNames(leadForms.pretPersonnel, true)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "monthlyIncome",
    ]);
    expect(fieldNames(leadForms.pretPersonnel, false)).toEqual(["description"]);
  });

  it("asks the income as a number and the description as free text", () => {
    const income = leadForms.pretPersonnel.fields.find((field) => field.name === "monthlyIncome");
    expect(income).toMatchObject({
      control: "input",
      type: "number",
      label: "Revenus nets mensuels (€)",
    });
    const description = leadForms.pretPersonnel.fields.find(
      (field) => field.name === "description",
    );
    expect(description).toMatchObject({ control: "textarea", label: "Description du projet" });
  });
});
