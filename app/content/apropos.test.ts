import { describe, expect, it } from "vitest";
import { initials } from "~/components/ui/InitialsAvatar";
import { aproposContent } from "./apropos.i18n";

const { aproposHero, commitments, history, joinUs, keyFigures, milestones, team, values } =
  await aproposContent.load("fr");

/** Figures are written with no-break spaces so they never wrap; compare them with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("about page", () => {
  it("shows the key figures of the seed", () => {
    expect(keyFigures.map((stat) => plain(stat.value))).toEqual([
      "2018",
      "50 000+",
      "500 M€",
      "95 %",
      "48 h",
    ]);
    expect(keyFigures.map((stat) => stat.label)).toEqual([
      "Année de création, à Paris",
      "Clients nous font confiance",
      "Prêtés à nos clients",
      "De clients satisfaits",
      "Délai de réponse moyen",
    ]);
  });

  it("tells a history consistent with the figures", () => {
    expect(history.join(" ")).toContain("fondée en 2018 à Paris");
    expect(aproposHero.cta).toBeUndefined();
  });

  it("runs the timeline from 2018 to 2026 in chronological order", () => {
    const years = milestones.map((event) => event.year);
    expect(years[0]).toBe(2018);
    expect(years.at(-1)).toBe(2026);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(new Set(years).size).toBe(years.length);
  });

  it("introduces a team of four to six people with distinct initials", () => {
    expect(team.length).toBeGreaterThanOrEqual(4);
    expect(team.length).toBeLessThanOrEqual(6);
    const names = team.map((member) => member.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names.map(initials)).size).toBe(names.length);
    for (const member of team) {
      expect(member.role.trim()).not.toBe("");
      expect(member.bio.trim()).not.toBe("");
    }
  });

  it("has values and commitments with unique titles and text", () => {
    for (const cards of [values, commitments]) {
      expect(new Set(cards.map((card) => card.title)).size).toBe(cards.length);
      for (const card of cards) expect(card.text.length).toBeGreaterThan(20);
    }
  });

  it("offers the seed's two buttons with real targets", () => {
    expect(joinUs.client).toEqual({ label: "Devenir Client", to: "/signup" });
    expect(joinUs.careers).toEqual({
      label: "Nous Rejoindre",
      href: "mailto:recrutement@aurore-banque.example",
    });
  });
});

describe("initials", () => {
  it("takes the first letter of the first and last names", () => {
    expect(initials("Claire Fontaine")).toBe("CF");
    expect(initials("Élodie Rousseau")).toBe("ÉR");
    expect(initials("Jean-Baptiste de la Tour")).toBe("JT");
    expect(initials("Karim")).toBe("K");
  });
});
