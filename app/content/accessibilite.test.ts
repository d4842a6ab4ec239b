import { describe, expect, it } from "vitest";
import { accessibilityEmail } from "./accessibilite";
import { accessibilityText } from "./accessibilite.i18n";
import { siteText } from "./site.i18n";

const { accessibilityStatement, conformityStatus } = await accessibilityText.load("fr");
const { footerLinks } = await siteText.load("fr");

function section(title: string) {
  const found = accessibilityStatement.sections.find((item) => item.title === title);
  if (!found) throw new Error(`Missing section ${title}`);
  return JSON.stringify(found);
}

describe("accessibility statement", () => {
  it("declares the same conformity status as the footer link", () => {
    expect(conformityStatus).toBe("partiellement conforme");
    expect(section("État de conformité")).toContain(`est ${conformityStatus} avec le RGAA 4.1`);
    expect(footerLinks.find((link) => link.to === "/accessibilite")?.label).toContain(
      conformityStatus,
    );
  });

  it("says honestly that no full audit has been done yet and how pages are tested", () => {
    expect(section("État de conformité")).toContain("n'a pas encore été réalisé");
    expect(section("Notre engagement")).toContain("WCAG 2.1");
    expect(section("Résultats des tests")).toContain("axe");
  });

  it("lists the technologies the site relies on", () => {
    const technologies = accessibilityStatement.sections.find(
      (item) => item.title === "Technologies utilisées",
    );
    expect(technologies?.list).toEqual(["HTML", "CSS", "JavaScript", "WAI-ARIA"]);
  });

  it("gives an accessibility contact and the legal remedy", () => {
    expect(accessibilityEmail).toBe("accessibilite@aurore-banque.example");
    expect(section("Retour d'information et contact")).toContain(`mailto:${accessibilityEmail}`);
    expect(section("Retour d'information et contact")).toContain("12 rue de la Paix, 75002 Paris");
    const remedy = section("Voies de recours");
    expect(remedy).toContain("Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07");
    expect(remedy).toContain("https://formulaire.defenseurdesdroits.fr/");
  });

  it("states its known limitations, even when there are none", () => {
    expect(section("Contenus non accessibles")).toContain("Aucune non-conformité");
  });
});
