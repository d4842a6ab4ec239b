import { companyTypeOptions, leadForms } from "@domain/leads/forms";
import { describe, expect, it } from "vitest";
import { comptesEntrepriseContent } from "./comptesEntreprise.i18n";

const {
  businessContactForm,
  businessOffers,
  comptesEntrepriseDefaultTab,
  comptesEntrepriseHero,
  comptesEntrepriseTabs,
  managementFeatures,
  openingSteps,
} = await comptesEntrepriseContent.load("fr");

describe("business accounts content", () => {
  it("has the seed's tabs, opening on the offers", () => {
    expect(comptesEntrepriseTabs.map((tab) => tab.id)).toEqual(["offres", "gestion", "ouverture"]);
    expect(comptesEntrepriseDefaultTab).toBe("offres");
    expect(comptesEntrepriseHero.cta?.to).toBe("/signup");
  });

  it("presents the three offers with a monthly price before tax", () => {
    expect(businessOffers.map((offer) => offer.nom)).toEqual([
      "Business Essential",
      "Business Pro",
      "Business Enterprise",
    ]);
    expect(new Set(businessOffers.map((offer) => offer.id)).size).toBe(3);
    for (const offer of businessOffers) {
      expect(offer.prix).toMatch(/^\d+\u00a0€ HT \/ mois$/);
      expect(offer.avantages.length).toBeGreaterThanOrEqual(3);
    }
    expect(businessOffers[2]?.avantages.join(" ")).toContain("24h/24");
  });

  it("mentions team roles and card spending limits", () => {
    const copy = JSON.stringify([businessOffers, managementFeatures]);
    expect(copy).toMatch(/[Rr]ôles d'équipe/);
    expect(copy).toMatch(/plafonds de dépenses/);
  });

  it("describes the four opening steps, ending with activation in 3 to 5 days", () => {
    expect(openingSteps.map((step) => step.etape)).toEqual([1, 2, 3, 4]);
    expect(openingSteps[3]?.description).toContain("3 à 5 jours");
  });

  it("asks for every contact field, all required, with the right input types", () => {
    expect(businessContactForm.kind).toBe("entreprise");
    expect(leadForms.entreprise.fields.map((field) => field.name)).toEqual([
      "firstName",
      "lastName",
      "phone",
      "email",
      "companyType",
    ]);
    expect(leadForms.entreprise.fields.every((field) => field.required)).toBe(true);
    const types = Object.fromEntries(
      leadForms.entreprise.fields.map((field) => [
        field.name,
        field.control === "input" ? field.type : field.control,
      ]),
    );
    expect(types).toMatchObject({ phone: "tel", email: "email", companyType: "select" });
  });

  it("lists the seven company types with unique codes", () => {
    expect(companyTypeOptions.map((option) => option.label)).toEqual([
      "Auto-entrepreneur / micro-entrepreneur",
      "Entreprise individuelle",
      "SARL",
      "SAS",
      "Profession libérale",
      "Association",
      "Autre",
    ]);
    expect(new Set(companyTypeOptions.map((option) => option.value)).size).toBe(
      companyTypeOptions.length,
    );
  });

  it("gives the advisers' phone hours", () => {
    expect(businessContactForm.intro).toContain("du lundi au vendredi, de 9 h à 18 h");
  });
});
