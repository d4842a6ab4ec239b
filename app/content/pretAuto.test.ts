import { vehicleTypeOptions, leadForms } from "@domain/leads/forms";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatRate } from "@domain/format";
import { plainSpaces } from "../../tests/support/text";
import { representativeExamples } from "./credit";
import { loanOffers, lowestRate, rateFor } from "@domain/credit/offers";
import { fieldNames, seedSampleFiguresIn } from "./loans.testing";
import { classicLoanRate } from "./pretAuto";
import { pretAutoContent } from "./pretAuto.i18n";

const page = await pretAutoContent.load("fr");
const {
  autoAdvice,
  autoApplicationSteps,
  autoCommitments,
  autoDocuments,
  autoHighlights,
  autoRequestForm,
  autoSimulator,
  financingSolutions,
  pretAutoDefaultTab,
  pretAutoHero,
  pretAutoTabs,
  vehicleCategories,
} = page;

describe("/pretAuto tabs", () => {
  it("keeps the seed's tabs with the simulation made visible, Présentation open by default, and the hero leads to the request", () => {
    expect(pretAutoTabs.map((tab) => tab.id)).toEqual([
      "presentation",
      "vehicules",
      "simulation",
      "demande",
    ]);
    expect(pretAutoTabs.map((tab) => tab.label)).toEqual([
      "Présentation",
      "Types de véhicules",
      "Simulation",
      "Demande",
    ]);
    expect(pretAutoDefaultTab).toBe("presentation");
    expect(pretAutoHero.cta?.to).toBe("#demande");
  });
});

describe("/pretAuto figures", () => {
  it("announces 5 000 € to 75 000 € over the 24 to 84 months the car loan lends for", () => {
    const text = plainSpaces(autoHighlights.map((card) => card.text).join(" "));
    expect(text).toContain("5 000 € à 75 000 €");
    // The seed's « 12 à 84 mois » is the personal loan's: a car loan starts at 24 months.
    expect(text).toContain("24 à 84 mois");
  });

  it("gives the simulator the seed's price slider, durations and contribution", () => {
    expect(autoSimulator.amount).toEqual({
      min: 5_000,
      max: 75_000,
      step: 1_000,
      defaultValue: 25_000,
    });
    expect(autoSimulator.durations).toEqual([24, 36, 48, 60, 72, 84]);
    expect(autoSimulator.durations).toContain(autoSimulator.defaultDuration);
    expect(autoSimulator.deduction).toEqual({
      label: "Apport personnel",
      param: "apport",
      defaultValue: 5_000,
    });
  });

  it("simulates by default the representative example: a used car, 20 000 € over 60 months at 4,20 %", () => {
    const example = representativeExamples.pretAuto;
    expect(autoSimulator.amount.defaultValue - (autoSimulator.deduction?.defaultValue ?? 0)).toBe(
      example.amount,
    );
    expect(autoSimulator.defaultDuration).toBe(example.months);
    expect(autoSimulator.rateChoice.defaultValue).toBe("occasion");
    expect(rateFor(loanOffers.pretAuto.rates.occasion, example.months)).toBe(example.annualRate);
  });

  it("starts each vehicle's rates at the starting rate of §9, and every duration has a rate", () => {
    expect(lowestRate(loanOffers.pretAuto.rates.neuf)).toBe(0.029);
    expect(lowestRate(loanOffers.pretAuto.rates.occasion)).toBe(0.039);
    expect(lowestRate(loanOffers.pretAuto.rates.ecologique)).toBe(0.019);
    // The classic loan's card announces the lowest rate of its grid: the ecological vehicle's.
    expect(classicLoanRate).toBe(0.019);
    for (const bands of Object.values(loanOffers.pretAuto.rates)) {
      expect(bands.at(-1)?.maxMonths).toBeGreaterThanOrEqual(Math.max(...autoSimulator.durations));
      const rates = autoSimulator.durations.map((months) => rateFor(bands, months));
      expect(rates).toEqual([...rates].sort((a, b) => a - b));
    }
    expect(autoSimulator.rateChoice.options.map((option) => option.value)).toEqual(
      vehicleCategories.map((category) => category.id),
    );
  });

  it.each([
    ["Crédit auto classique", 0.019, 0.0192],
    ["Véhicule neuf", 0.029, 0.0294],
    ["Véhicule d'occasion", 0.039, 0.0397],
    ["Véhicule écologique ou électrique", 0.019, 0.0192],
  ])(
    "%s: the TAEG comes first, then the starting rate is called a fixed borrowing rate",
    (title, rate, taeg) => {
      const card = [...financingSolutions, ...vehicleCategories].find(
        (item) => item.title === title,
      );
      expect(card?.startingRate).toEqual({
        taeg: `TAEG fixe à partir de ${formatRate(taeg)}`,
        borrowingRate: `Taux débiteur fixe à partir de ${formatRate(rate)}, hors assurance facultative`,
      });
      expect(card?.badge).toBeUndefined();
    },
  );

  it("gives a lease (LOA) no TAEG and no borrowing rate, and says in words what it costs (art. L312-6)", () => {
    const lease = financingSolutions.find((card) => card.title.includes("(LOA)"));
    expect(lease?.startingRate).toBeUndefined();
    const text = [lease?.badge, lease?.text, ...(lease?.bullets ?? [])].join(" ");
    expect(text).not.toMatch(/TAEG|taux|%/i);
    expect(text).toMatch(/somme des loyers/);
    expect(text).toMatch(/option d'achat/);
    expect(text).toMatch(/montant total dû/);
  });

  it("presents the three financing types and the three vehicle categories", () => {
    expect(financingSolutions.map((card) => card.title)).toEqual([
      "Crédit auto classique",
      "Location avec option d'achat (LOA)",
      "Location longue durée (LLD)",
    ]);
    expect(vehicleCategories.map((card) => card.id)).toEqual(["neuf", "occasion", "ecologique"]);
  });

  it("keeps the commitments and the advice of the seed", () => {
    // The online application answers at once: no delay is promised for it (DECISIONS.md).
    expect(autoCommitments.map((stat) => plainSpaces(stat.value))).toEqual(
      expect.arrayContaining(["0 €", "100 %"]),
    );
    const promises = [pretAutoHero.lead, ...(pretAutoHero.highlights ?? [])];
    promises.push(...autoCommitments.map((stat) => `${stat.value} ${stat.label}`));
    expect(promises.join(" ")).not.toMatch(/\b24 ?h/);
    expect(promises.join(" ")).toContain("Réponse de principe immédiate");
    expect(autoAdvice.text).toContain("10 à 20 %");
  });

  it("never shows the seed's wrong sample results, in the data or in the page", () => {
    expect(seedSampleFiguresIn(page)).toEqual([]);
    expect(
      seedSampleFiguresIn(readFileSync(new URL("../routes/pretAuto.tsx", import.meta.url), "utf8")),
    ).toEqual([]);
  });
});

describe("/pretAuto request", () => {
  it("tracks the four steps with their static statuses", () => {
    expect(autoApplicationSteps).toEqual([
      { label: "Simulation", status: "done" },
      { label: "Informations", status: "current" },
      { label: "Documents", status: "upcoming" },
      { label: "Signature", status: "upcoming" },
    ]);
  });

  it("sends the seed's fields to the pretAuto leads, only the chosen vehicle being optional", () => {
    expect(autoRequestForm.kind).toBe("pretAuto");
    expect(fieldNames(leadForms.pretAuto, true)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phone",
      "vehicleType",
    ]);
    expect(fieldNames(leadForms.pretAuto, false)).toEqual(["chosenVehicle"]);
    expect(new Set(leadForms.pretAuto.fields.map((field) => field.name)).size).toBe(
      leadForms.pretAuto.fields.length,
    );
  });

  it("offers the four vehicle types of the seed", () => {
    expect(vehicleTypeOptions.map((option) => option.label)).toEqual([
      "Voiture neuve",
      "Voiture d'occasion",
      "Véhicule utilitaire",
      "Moto ou scooter",
    ]);
    expect(new Set(vehicleTypeOptions.map((option) => option.value)).size).toBe(4);
  });

  it("lists the five supporting documents", () => {
    expect(autoDocuments).toHaveLength(5);
    expect(autoDocuments).toContain("Facture ou devis du véhicule");
    expect(autoDocuments).toContain("Justificatif de domicile de moins de 3 mois");
  });
});
