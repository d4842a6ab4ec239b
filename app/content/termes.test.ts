import { describe, expect, it } from "vitest";
import { termesText } from "./termes.i18n";

const { eligibility, termsAcceptance, termsOfUse } = await termesText.load("fr");

describe("terms of use", () => {
  it("numbers its articles in order", () => {
    termsOfUse.sections.forEach((section, index) => {
      expect(section.title).toMatch(new RegExp(`^Article ${index + 1} – \\S`));
    });
  });

  it("states the eligibility rules: 18 or over, French resident, legal capacity", () => {
    const rules = eligibility.join(" ");
    expect(rules).toContain("au moins 18 ans");
    expect(rules).toContain("résider en France");
    expect(rules).toContain("juridiquement capable");
    expect(termsOfUse.sections.find((section) => section.list === eligibility)?.title).toBe(
      "Article 3 – Conditions pour ouvrir un compte",
    );
  });

  it("gives 14 calendar days to withdraw", () => {
    const withdrawal = termsOfUse.sections.find((section) =>
      section.title.endsWith("Droit de rétractation"),
    );
    expect(withdrawal?.paragraphs.join(" ")).toContain("14 jours calendaires");
  });

  it("covers every subject a customer expects in the terms", () => {
    const titles = termsOfUse.sections.map((section) => section.title).join(" ");
    for (const subject of [
      "Objet",
      "Accès",
      "Ouverture",
      "identifiants",
      "Responsabilité",
      "Propriété intellectuelle",
      "médiation",
    ]) {
      expect(titles).toContain(subject);
    }
  });

  it("accepts the terms by opening an account, through a real link to signup", () => {
    expect(termsAcceptance.cta).toEqual({ label: "Accepter et ouvrir un compte", to: "/signup" });
    expect(termsAcceptance.text).toContain("ouverture de votre compte");
  });
});
