import { describe, expect, it } from "vitest";
import { comparableName, payerNameMatches } from "./nameMatch";

const jean = { firstName: "Jean", lastName: "Dupont" };
const jeanPierre = { firstName: "Jean-Pierre", lastName: "Dupont" };
const marie = { firstName: "Marie", lastName: "Dupont" };
const charles = { firstName: "Charles", lastName: "d'Artagnan" };
const helene = { firstName: "Hélène", lastName: "Lefèvre-Bœuf" };
const jeanChristophe = { firstName: "Jean-Christophe", lastName: "de La Rochefoucauld-Liancourt" };
const jeanLaval = {
  firstName: "Jean",
  lastName: "de La Rochefoucauld-Liancourt de Montmorency-Laval-Bourbon",
};
const christophe = { firstName: "Christophe", lastName: "Larochefoucauld-Liancourt" };

describe("comparableName", () => {
  it.each([
    ["Jean-Pierre D'Ärtagnan", ["jean", "pierre", "d", "artagnan"]],
    ["  HÉLÈNE   lefèvre-BŒUF ", ["helene", "lefevre", "boeuf"]],
    ["M. et Mme Müller & Søn", ["m", "et", "mme", "muller", "son"]],
    ["O’Neill", ["o", "neill"]],
    ["", []],
  ])("%s", (text, words) => {
    expect(comparableName(text)).toEqual(words);
  });
});

describe("payerNameMatches", () => {
  it.each([
    ["the name as typed", jean, "Jean Dupont"],
    ["upper case, no accent", helene, "HELENE LEFEVRE BOEUF"],
    ["« M. »", jean, "M. JEAN DUPONT"],
    ["« MR »", jean, "MR JEAN DUPONT"],
    ["« MME »", marie, "MME MARIE DUPONT"],
    ["« MLLE »", marie, "MLLE MARIE DUPONT"],
    ["« MONSIEUR »", jean, "MONSIEUR JEAN DUPONT"],
    ["the last name first", jean, "DUPONT JEAN"],
    ["a joint account, « M OU MME », the last name first", jean, "M OU MME DUPONT JEAN"],
    ["a joint account naming each holder", jean, "M JEAN DUPONT OU MME MARIE MARTIN"],
    [
      "a joint account's second holder",
      { firstName: "Marie", lastName: "Martin" },
      "M JEAN DUPONT ET MME MARIE MARTIN",
    ],
    ["a joint account written with « & »", jean, "MARIE MARTIN & JEAN DUPONT"],
    ["middle names", jean, "JEAN PIERRE MARIE DUPONT"],
    ["middle names, the last name first", jean, "DUPONT JEAN PIERRE MARIE"],
    [
      "« JEAN-PIERRE » for Jean Pierre",
      { firstName: "Jean Pierre", lastName: "Dupont" },
      "JEAN-PIERRE DUPONT",
    ],
    ["« JEAN PIERRE » for Jean-Pierre", jeanPierre, "JEAN PIERRE DUPONT"],
    ["« JEANPIERRE » for Jean-Pierre", jeanPierre, "JEANPIERRE DUPONT"],
    ["« JEAN » alone for Jean-Pierre", jeanPierre, "M JEAN DUPONT"],
    ["an apostrophe", charles, "CHARLES D'ARTAGNAN"],
    ["an apostrophe as a space", charles, "D ARTAGNAN CHARLES"],
    ["an apostrophe left out", charles, "DARTAGNAN CHARLES"],
    [
      "a name cut at 35 characters in the last name",
      jeanChristophe,
      "JEAN CHRISTOPHE DE LA ROCHEFOUCAULD",
    ],
    [
      "a name cut at 35 characters in the first name",
      christophe,
      "LAROCHEFOUCAULD LIANCOURT CHRISTOPH",
    ],
    [
      "a name cut at 70 characters",
      jeanLaval,
      "JEAN PIERRE MARIE DE LA ROCHEFOUCAULD LIANCOURT DE MONTMORENCY LAVAL B",
    ],
  ])("takes %s", (_, customer, payerName) => {
    expect(payerNameMatches(customer, payerName)).toBe(true);
  });

  it.each([
    ["someone else with the same last name", jean, "MARIE DUPONT"],
    ["someone else with the same last name, the last name first", jean, "DUPONT MARIE"],
    ["a joint account naming someone else only", jean, "M OU MME DUPONT MARIE"],
    ["a joint account naming two others", jean, "M PAUL MARTIN OU MME MARIE DUPONT"],
    ["the first name in the middle names of someone else", marie, "JEAN PIERRE MARIE DUPONT"],
    ["the first name in the middle names, the last name first", jean, "DUPONT MARIE JEAN"],
    ["another last name", jean, "JEAN DURAND"],
    ["a longer last name", jean, "JEAN DUPONTEL"],
    ["a longer first name", jean, "JEANNE DUPONT"],
    [
      "part of a two-word last name",
      { firstName: "Jean", lastName: "Dupont Martin" },
      "JEAN DUPONT",
    ],
    ["the last name alone", jean, "M ET MME DUPONT"],
    ["the first name alone", jean, "JEAN"],
    ["a company", jean, "DUPONT ET FILS SARL"],
    [
      "a cut name 34 characters long (not a length banks cut to)",
      jeanChristophe,
      "JEAN CHRISTOPHE DE LA ROCHEFOUCAUL",
    ],
    ["too little of a cut name", jean, "JEAN PIERRE MARIE EMMANUEL XAVIE DU"],
    ["an empty name", jean, ""],
  ])("refuses %s", (_, customer, payerName) => {
    expect(payerNameMatches(customer, payerName)).toBe(false);
  });

  it("refuses any name for a customer without one", () => {
    expect(payerNameMatches({ firstName: "", lastName: "Dupont" }, "JEAN DUPONT")).toBe(false);
    expect(payerNameMatches({ firstName: "Jean", lastName: "" }, "JEAN DUPONT")).toBe(false);
  });
});
