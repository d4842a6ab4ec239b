import { describe, expect, it } from "vitest";
import { compteCourantContent } from "./compteCourant.i18n";

const content = await compteCourantContent.load("fr");
const {
  accountComparison,
  accountOffers,
  accountServices,
  accountTestimonials,
  compteCourantDefaultTab,
  compteCourantHero,
  compteCourantTabs,
  overdraftNotice,
} = content;

const plain = (text: string) => text.replace(/\s/g, " ");
const offer = (id: string) => accountOffers.find((item) => item.id === id);
const row = (label: string) => accountComparison.rows.find((item) => item.label === label);

describe("compte courant page content", () => {
  it("opens on the offers tab and sends the hero button to signup", () => {
    expect(compteCourantTabs.map((tab) => tab.id)).toEqual(["offres", "services", "avantages"]);
    expect(compteCourantDefaultTab).toBe("offres");
    expect(compteCourantHero.cta?.to).toBe("/signup");
  });

  it("gives the seed's overdraft limits to Plus and Premium", () => {
    expect(accountOffers.map((item) => item.id)).toEqual(["essentiel", "plus", "premium"]);
    expect(offer("essentiel")?.overdraftLimit).toBe(0);
    expect(offer("plus")?.overdraftLimit).toBe(500);
    expect(offer("premium")?.overdraftLimit).toBe(3_000);
    expect(offer("plus")?.avantages.map(plain)).toContain("Découvert autorisé jusqu'à 500 €");
    expect(offer("premium")?.avantages.map(plain)).toContain("Découvert autorisé jusqu'à 3 000 €");
  });

  it("prints each monthly price from its number", () => {
    for (const item of accountOffers)
      expect(plain(item.prix)).toBe(`${item.monthlyPrice} € par mois`);
  });

  it("compares the three offers with the same figures as the offer cards", () => {
    expect(accountComparison.columns).toEqual(accountOffers.map((item) => item.nom));
    for (const item of accountComparison.rows)
      expect(item.values).toHaveLength(accountOffers.length);
    expect(row("Découvert autorisé")?.values.map(plain)).toEqual([
      "Non",
      "Jusqu'à 500 €",
      "Jusqu'à 3 000 €",
    ]);
    expect(row("Prix")?.values).toEqual(accountOffers.map((item) => item.prix));
    for (const label of ["Carte", "Paiements à l'étranger", "Retraits", "Assurances"])
      expect(row(label)).toBeDefined();
  });

  it("says the overdraft needs acceptance and has a cost", () => {
    expect(overdraftNotice).toMatch(/acceptation/);
    expect(overdraftNotice).toMatch(/TAEG/);
  });

  it("lists the account services", () => {
    const titles = accountServices.map((card) => card.title).join(" ");
    for (const topic of [
      /Virements instantanés/,
      /RIB/,
      /Paiement mobile/,
      /Notifications/,
      /Épargne automatique/,
    ]) {
      expect(titles).toMatch(topic);
    }
  });

  it("quotes three customers by first name, initial and city", () => {
    expect(accountTestimonials).toHaveLength(3);
    for (const item of accountTestimonials) {
      expect(item.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(item.context).toMatch(/^\p{Lu}[\p{L} -]+,/u);
    }
    expect(new Set(accountTestimonials.map((item) => item.author)).size).toBe(3);
  });

  it("never names a real card scheme or wallet", () => {
    expect(JSON.stringify(content)).not.toMatch(/\bvisa\b|mastercard|apple pay|google pay|cb\b/i);
  });
});
