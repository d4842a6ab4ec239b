import { describe, expect, it } from "vitest";
import { assistanceText } from "./avertissements.i18n";

const { assistance } = await assistanceText.load("fr");

function section(title: string) {
  const found = assistance.sections.find((item) => item.title === title);
  if (!found) throw new Error(`Missing section ${title}`);
  return JSON.stringify(found);
}

describe("assistance and warnings", () => {
  it("gives the customer service hours, e-mail and secure messaging", () => {
    const contact = section("Nous contacter");
    expect(contact).toContain("01 99 00 12 34");
    expect(contact).toContain("du lundi au vendredi, de 9 h à 18 h");
    expect(contact).toContain("contact@aurore-banque.example");
    expect(contact).toContain("messagerie sécurisée");
  });

  it("warns that the bank never asks for passwords or codes", () => {
    const fraud = section("Se protéger contre la fraude");
    expect(fraud).toContain("ne vous demandera jamais votre mot de passe");
    expect(fraud).toContain("hameçonnage");
  });

  it("gives a card blocking line open day and night, with a call link", () => {
    const blocking = assistance.sections.find(
      (item) => item.title === "Faire opposition sur votre carte",
    );
    expect(JSON.stringify(blocking)).toContain("24 h/24 et 7 j/7");
    expect(blocking?.links).toContainEqual({
      label: "Faire opposition par téléphone : 01 99 00 00 00",
      href: "tel:+33199000000",
    });
  });

  it("explains complaints and the free mediator", () => {
    const complaints = section("Réclamations et médiation");
    expect(complaints).toContain("deux mois");
    expect(complaints).toContain("Médiateur d'Aurore Banque, 12 rue de la Paix, 75002 Paris");
  });

  it("shows the legal credit warning, the indicative simulations and the 14-day withdrawal", () => {
    const credit = assistance.sections.find(
      (item) => item.title === "Avertissements sur le crédit",
    );
    expect(credit?.creditWarning).toBe(true);
    const text = JSON.stringify(credit);
    expect(text).not.toContain("Un crédit vous engage");
    expect(text).toContain("à titre indicatif et n'ont pas de valeur contractuelle");
    expect(text).toContain("14 jours calendaires");
  });

  it("warns about the risk of capital loss on investments", () => {
    expect(section("Avertissements sur l'épargne et l'investissement")).toContain(
      "risque de perte en capital",
    );
  });
});
