import { describe, expect, it } from "vitest";
import { privacyText } from "./politiquesConfidentialite.i18n";

const { privacyPolicy, retentionPeriods } = await privacyText.load("fr");

function section(title: string) {
  const found = privacyPolicy.sections.find((item) => item.title === title);
  if (!found) throw new Error(`Missing section ${title}`);
  return found;
}

describe("privacy policy", () => {
  it("keeps each kind of data for the periods of the product decisions", () => {
    const byId = Object.fromEntries(
      retentionPeriods.map((item) => [item.id, `${item.period} ${item.startsFrom}`]),
    );
    expect(byId.prospects).toMatch(/^3 ans /);
    expect(byId.clients).toBe("5 ans après la fin de la relation");
    expect(byId.connectionLogs).toMatch(/^13 mois /);
    expect(byId.supportingDocuments).toMatch(/^5 ans /);
    expect(byId.creditApplications).toBe(
      "6 mois à compter du refus, de la rétractation ou de la dernière activité sur la demande",
    );
    expect(byId.signedLoans).toBe("toute la durée du contrat, puis 5 ans après sa fin");
    expect(retentionPeriods).toHaveLength(6);
  });

  it("shows every retention period on the page", () => {
    const list = section("Durées de conservation").list ?? [];
    expect(list).toHaveLength(retentionPeriods.length);
    expect(list).toContain("Données des clients : 5 ans après la fin de la relation.");
    expect(list.join(" ")).toContain("Données de connexion : 13 mois");
    expect(list).toContain(
      "Demandes de crédit non accordées ou abandonnées, avec leurs justificatifs : 6 mois à compter du refus, de la rétractation ou de la dernière activité sur la demande.",
    );
    expect(list).toContain(
      "Crédits signés, avec leur demande et leurs justificatifs : toute la durée du contrat, puis 5 ans après sa fin.",
    );
  });

  it("names the controller and a data protection officer to write to", () => {
    const controller = section("Responsable du traitement");
    expect(JSON.stringify(controller)).toContain("Aurore Banque SA");
    expect(controller.links).toContainEqual(
      expect.objectContaining({ href: "mailto:dpo@aurore-banque.example" }),
    );
    expect(JSON.stringify(section("Exercer vos droits"))).toContain("dpo@aurore-banque.example");
  });

  it("lists every GDPR right, including post-mortem directives", () => {
    const rights = (section("Vos droits").list ?? []).join(" ");
    for (const right of [
      "accès",
      "rectification",
      "effacement",
      "limitation",
      "portabilité",
      "opposition",
      "décès",
    ]) {
      expect(rights).toContain(right);
    }
  });

  it("states a legal basis for processing, including consent for the newsletter", () => {
    const bases = (section("Finalités et bases légales").list ?? []).join(" ");
    for (const basis of [
      "exécution du contrat",
      "obligations légales",
      "intérêt légitime",
      "consentement",
    ]) {
      expect(bases).toContain(basis);
    }
  });

  it("lets the customer complain to the CNIL", () => {
    expect(section("Réclamation auprès de la CNIL").links?.[0]?.href).toBe(
      "https://www.cnil.fr/fr/plaintes",
    );
  });

  it("uses only the strictly necessary session cookie and no transfer outside the EU", () => {
    const cookies = section("Cookies").paragraphs.join(" ");
    expect(cookies).toContain("qu'un seul cookie");
    expect(cookies).toContain("strictement nécessaire");
    expect(cookies).toContain("aucun cookie publicitaire");
    expect(section("Transferts hors de l'Union européenne").paragraphs.join(" ")).toContain(
      "Aucun transfert",
    );
  });
});
