import { describe, expect, it } from "vitest";
import { bank } from "@domain/bank";
import { insurer } from "./assurance";
import { assuranceContent } from "./assurance.i18n";

const {
  assuranceDefaultTab,
  assuranceHero,
  assuranceTabs,
  claimsFigures,
  claimsLine,
  claimSteps,
  insuranceAdvice,
  insuranceProducts,
  intermediaryNotice,
} = await assuranceContent.load("fr");

describe("assurance page content", () => {
  it("has no hero button, as in the seed", () => {
    expect(assuranceHero.cta).toBeUndefined();
  });

  it("opens on the products tab and offers a claims tab", () => {
    expect(assuranceTabs.map((tab) => tab.id)).toEqual(["produits", "conseils", "sinistre"]);
    expect(assuranceDefaultTab).toBe("produits");
    expect(assuranceTabs.find((tab) => tab.id === "sinistre")?.label).toBe("Déclarer un sinistre");
  });

  it("lists each insurance with its guarantees", () => {
    const ids = insuranceProducts.map((item) => item.id);
    expect(ids).toEqual(
      expect.arrayContaining(["habitation", "auto", "sante", "prevoyance", "emprunteur"]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of insuranceProducts) expect(item.garanties.length).toBeGreaterThanOrEqual(3);
    expect(insuranceAdvice.length).toBeGreaterThanOrEqual(3);
  });

  it("states the seed's claims commitments", () => {
    const figures = claimsFigures.map((stat) => `${stat.value} ${stat.label}`);
    expect(figures).toContainEqual(expect.stringMatching(/^5 jours .*ouvrés/));
    expect(figures).toContainEqual(expect.stringMatching(/^30 jours .*indemnisation/));
    expect(figures).toContainEqual(expect.stringMatching(/^48 h .*santé/));
    expect(figures).toContainEqual(expect.stringMatching(/^6 j\/7 /));
  });

  it("numbers the claim steps in order and starts with the 5-working-day deadline", () => {
    expect(claimSteps.map((step) => step.etape)).toEqual(claimSteps.map((_, index) => index + 1));
    expect(claimSteps[0]?.description).toMatch(/5 jours ouvrés/);
    expect(claimSteps.at(-1)?.description).toMatch(/30 jours/);
  });

  it("gives the bank's claims line", () => {
    expect(claimsLine.phone).toBe(bank.phones.insuranceClaims);
    expect(claimsLine.hours).toMatch(/lundi au samedi/);
  });

  it("discloses the intermediary status and the insurer", () => {
    expect(insurer).toBe("Aurore Assurances");
    expect(intermediaryNotice).toContain("ORIAS 00 000 000");
    expect(intermediaryNotice).toContain("Aurore Assurances");
    expect(intermediaryNotice).toMatch(/intermédiaire en assurance/);
  });
});
