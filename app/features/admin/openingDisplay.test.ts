import { describe, expect, it } from "vitest";
import type { OpeningScreening } from "@domain/api/openingAdmin";
import { registerOtherFacts, screeningSummary } from "./openingDisplay";

const entry = {
  names: ["ABDUL EXEMPLE KARIM"],
  birthDates: ["1961"],
  details: [
    { field: "NATIONALITE", values: ["BELGIQUE"] },
    { field: "LIEU_DE_NAISSANCE", values: ["Exempleville, BELGIQUE"] },
    { field: "MOTIFS", values: ["Personne imaginaire."] },
  ],
};
const hit = { listId: "9002", name: "ABDUL EXEMPLE KARIM", reason: "name" as const, entry };
const cleared = {
  ...hit,
  listId: "9105",
  clearance: { reason: "Né en 1990 à Lyon.", clearedBy: "a@b.fr", clearedAt: "x" },
};
const screened = (hits: Extract<OpeningScreening, { outcome: "screened" }>["hits"]) =>
  screeningSummary({
    outcome: "screened",
    listPublishedAt: "2026-11-20T08:15:02.417Z",
    loadedAt: "2026-11-28T09:00:00.000Z",
    hits,
  });

describe("the screening as staff read it", () => {
  it("counts the hits to examine apart from those cleared as namesakes", () => {
    expect(screened([])).toMatch(/^Aucune correspondance \(registre publié le /);
    expect(screened([{ ...hit, clearance: null }])).toMatch(/^1 correspondance à examiner \(/);
    expect(screened([cleared])).toMatch(/^1 correspondance écartée, homonymie établie \(/);
    expect(screened([{ ...hit, clearance: null }, cleared, cleared])).toMatch(
      /^1 correspondance à examiner, 2 écartées, homonymie établie \(/,
    );
  });

  it("lists what else the register says, apart from the fields compared with the customer", () => {
    expect(registerOtherFacts(entry)).toEqual([
      ["Nationalité", "BELGIQUE"],
      ["Motifs de la mesure", "Personne imaginaire."],
    ]);
  });
});
