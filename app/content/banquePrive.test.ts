import { appointmentSubjects, leadForms } from "@domain/leads/forms";
import { describe, expect, it } from "vitest";
import { bank } from "@domain/bank";
import { banquePriveContent } from "./banquePrive.i18n";

const {
  appointmentForm,
  banquePriveDefaultTab,
  banquePriveHero,
  banquePriveTabs,
  privateBankingLine,
  privateBankingServices,
  privateBankingStats,
} = await banquePriveContent.load("fr");

const field = (name: string) => leadForms.rendezvous.fields.find((item) => item.name === name);

describe("banque privée page content", () => {
  it("has no hero button, as in the seed", () => {
    expect(banquePriveHero.cta).toBeUndefined();
  });

  it("opens on the services tab and keeps the seed's tab ids", () => {
    expect(banquePriveTabs.map((tab) => tab.id)).toEqual(["services", "expertise", "contact"]);
    expect(banquePriveDefaultTab).toBe("services");
  });

  it("describes the six private-banking services with their prestations", () => {
    const names = privateBankingServices.map((service) => service.nom);
    expect(names).toEqual([
      "Gestion de fortune",
      "Conseil en investissement",
      "Ingénierie patrimoniale",
      "Optimisation de la transmission",
      "Stratégie immobilière",
      "Crédit patrimonial",
    ]);
    expect(new Set(privateBankingServices.map((service) => service.id)).size).toBe(names.length);
    for (const service of privateBankingServices)
      expect(service.prestations.length).toBeGreaterThanOrEqual(3);
  });

  it("shows the seed's figures", () => {
    const stats = privateBankingStats.map((stat) => `${stat.value} ${stat.label}`);
    expect(stats).toContain("2,5 Milliards d'euros sous gestion");
    expect(stats).toContainEqual(expect.stringMatching(/^2 h .*heures ouvrées/));
    expect(stats).toContainEqual(expect.stringMatching(/^8 h – 20 h .*lundi au vendredi/));
    expect(privateBankingLine.hours).toBe("du lundi au vendredi, de 8 h à 20 h");
    expect(privateBankingLine.phone).toBe(bank.phones.privateBanking);
  });

  it("sends the appointment request as a rendezvous lead with the seed's required fields", () => {
    expect(appointmentForm.kind).toBe("rendezvous");
    expect(leadForms.rendezvous.fields.map((item) => item.name)).toEqual([
      "name",
      "phone",
      "email",
      "subject",
      "message",
    ]);
    expect(field("name")).toMatchObject({
      label: "Nom complet",
      required: true,
      autoComplete: "name",
    });
    expect(field("phone")).toMatchObject({ control: "input", type: "tel", required: true });
    expect(field("email")).toMatchObject({ control: "input", type: "email", required: true });
    expect(field("subject")).toMatchObject({ control: "select", required: true });
    expect(field("message")).toMatchObject({ control: "textarea" });
    expect(field("message")?.required).toBeFalsy();
  });

  it("offers the seed's five appointment subjects", () => {
    expect(appointmentSubjects.map((option) => option.label)).toEqual([
      "Gestion de patrimoine",
      "Conseil en investissement",
      "Optimisation de la succession",
      "Stratégie immobilière",
      "Autre",
    ]);
    const values = appointmentSubjects.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^[a-z][A-Za-z]*$/);
  });
});
