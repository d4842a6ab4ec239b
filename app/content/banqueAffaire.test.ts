import { leadForms } from "@domain/leads/forms";
import { describe, expect, it } from "vitest";
import { banqueAffaireContent } from "./banqueAffaire.i18n";

const {
  banqueAffaireDefaultTab,
  banqueAffaireHero,
  banqueAffaireTabs,
  consultationForm,
  expertiseAreas,
  sectorsServed,
  supportApproach,
} = await banqueAffaireContent.load("fr");

describe("corporate banking content", () => {
  it("has the seed's tabs, opening on the expertise", () => {
    expect(banqueAffaireTabs.map((tab) => tab.id)).toEqual([
      "expertise",
      "secteurs",
      "accompagnement",
    ]);
    expect(banqueAffaireDefaultTab).toBe("expertise");
    expect(banqueAffaireHero.cta?.to).toBe("/signup");
  });

  it("covers M&A, structured finance, capital markets and treasury", () => {
    expect(expertiseAreas.map((area) => area.title)).toEqual([
      "Fusions et acquisitions",
      "Financements structurés",
      "Marchés de capitaux",
      "Trésorerie et couverture",
    ]);
  });

  it("serves the six sectors", () => {
    expect(sectorsServed.map((sector) => sector.title)).toEqual([
      "Industrie",
      "Santé",
      "Technologies",
      "Énergie",
      "Distribution",
      "Immobilier",
    ]);
  });

  it("numbers the support approach in order", () => {
    expect(supportApproach.map((step) => step.etape)).toEqual([1, 2, 3, 4]);
  });

  it("asks for company, name, role and email, with optional strategic issues on four rows", () => {
    expect(consultationForm.kind).toBe("consultation");
    expect(
      leadForms.consultation.fields.map((field) => [
        field.name,
        field.label,
        field.required ?? false,
      ]),
    ).toEqual([
      ["companyName", "Entreprise", true],
      ["name", "Nom", true],
      ["role", "Fonction", true],
      ["email", "Email", true],
      ["strategicIssues", "Enjeux stratégiques", false],
    ]);
    expect(leadForms.consultation.fields.find((field) => field.name === "email")).toMatchObject({
      control: "input",
      type: "email",
    });
    expect(leadForms.consultation.fields.at(-1)).toMatchObject({ control: "textarea", rows: 4 });
  });
});
