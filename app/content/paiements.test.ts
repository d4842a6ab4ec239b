import { targetZoneOptions, leadForms } from "@domain/leads/forms";
import { describe, expect, it } from "vitest";
import { paiementsContent } from "./paiements.i18n";

const { internationalForm, paiementsDefaultTab, paiementsHero, paiementsTabs, paymentStats } =
  await paiementsContent.load("fr");

describe("payments content", () => {
  it("has the seed's tabs, opening on payment management", () => {
    expect(paiementsTabs.map((tab) => tab.id)).toEqual(["gestion", "solutions", "international"]);
    expect(paiementsDefaultTab).toBe("gestion");
    expect(paiementsHero.cta?.to).toBe("/signup");
  });

  it("shows the seed's payment figures", () => {
    const values = paymentStats.map((stat) => stat.value);
    expect(values).toEqual(expect.arrayContaining(["30 %", "150+", "99,9 %"]));
    expect(paymentStats.find((stat) => stat.value === "30 %")?.label).toContain("productivité");
    expect(paymentStats.find((stat) => stat.value === "150+")?.label).toContain("pays");
    expect(paymentStats.find((stat) => stat.value === "99,9 %")?.label).toContain("disponibilité");
    expect(new Set(paymentStats.map((stat) => stat.label)).size).toBe(paymentStats.length);
  });

  it("requires every field of the international form", () => {
    expect(internationalForm.kind).toBe("international");
    expect(leadForms.international.fields.map((field) => field.name)).toEqual([
      "companyName",
      "name",
      "phone",
      "targetZone",
    ]);
    expect(leadForms.international.fields.every((field) => field.required)).toBe(true);
    expect(leadForms.international.fields.find((field) => field.name === "phone")).toMatchObject({
      control: "input",
      type: "tel",
    });
  });

  it("offers the six target zones with unique codes", () => {
    expect(targetZoneOptions.map((option) => option.label)).toEqual([
      "Europe",
      "Amérique du Nord",
      "Amérique du Sud",
      "Asie",
      "Afrique",
      "Moyen-Orient",
    ]);
    expect(new Set(targetZoneOptions.map((option) => option.value)).size).toBe(6);
  });
});
