import { describe, expect, it } from "vitest";
import { foundedYear } from "./home";
import { homeText } from "./home.i18n";
import { plainSpaces } from "../../tests/support/text";

const home = await homeText.load("fr");
const { aboutStats, bankingServices, creditClaims, creditRequest, homeHero, loans, storeBadges } =
  home;

describe("home page content", () => {
  it("opens an account from the hero", () => {
    expect(homeHero.cta).toEqual({ label: "Ouvrir un compte", to: "/signup" });
  });

  it("shows the key figures of the bank", () => {
    expect(foundedYear).toBe(2018);
    const values = aboutStats.map((stat) => plainSpaces(stat.value));
    expect(values).toEqual(["50 000+", "500 M€", "95 %", "48 h"]);
    expect(aboutStats[values.indexOf("95 %")]?.label).toMatch(/satisf/);
    expect(aboutStats[values.indexOf("48 h")]?.label).toMatch(/réponse/);
  });

  it("links the four loans and the two banking offers to their pages", () => {
    expect(loans.map((loan) => loan.link.to)).toEqual([
      "/pretPersonnel",
      "/pretVoyage",
      "/pretAuto",
      "/pretTravaux",
    ]);
    expect(bankingServices.map((service) => service.link.to)).toEqual([
      "/comptesEntreprise",
      "/banquePrive",
    ]);
    expect(creditRequest.to.startsWith("/pretPersonnel")).toBe(true);
    const linkLabels = [...loans, ...bankingServices].map((card) => card.link.label);
    expect(new Set(linkLabels).size).toBe(linkLabels.length);
  });

  it("makes the four credit promises of the offer", () => {
    const claims = creditClaims.map((claim) => `${claim.title} ${claim.text}`).join(" ");
    expect(claims).toContain("0\u00a0€ de frais de dossier");
    // The online application answers at once: no delay is promised for it (DECISIONS.md).
    expect(claims).toContain("Réponse de principe immédiate");
    expect(claims).not.toMatch(/\b(24|48) ?h/);
    expect(claims).toContain("Taux fixe");
    expect(claims).toMatch(/facultative/);
  });

  it("offers one neutral badge per mobile platform", () => {
    expect(storeBadges.map((badge) => badge.platform)).toEqual(["ios", "android"]);
  });

  it("never names a real store, wallet or card scheme", () => {
    const text = JSON.stringify(home);
    for (const brand of [
      "App Store",
      "Google",
      "Apple",
      "Play Store",
      "Visa",
      "Mastercard",
      "Samsung",
    ]) {
      expect(text).not.toContain(brand);
    }
  });
});
