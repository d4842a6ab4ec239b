import { describe, expect, it } from "vitest";
import { applicationStartPath } from "~/lib/applicationLinks";
import { loanRequestMessages } from "@domain/credit/offers";
import { written } from "../../../tests/support/messages";
import { priceLoan } from "@domain/credit/pricing";
import { readApplicationStart, withInsurance } from "./applicationStart";
import { simulatorPath } from "./loanProducts";

const read = (query: string) => readApplicationStart(new URLSearchParams(query));

describe("readApplicationStart", () => {
  it("reads back the loan a credit page's link carries, priced as the server prices it", () => {
    const loan = { amount: 20_000, months: 60, option: "occasion", insurance: true };
    const path = applicationStartPath("pretAuto", loan);
    const priced = priceLoan({ product: "pretAuto", ...loan });
    expect(priced.ok).toBe(true);
    expect(read(path.slice(path.indexOf("?")))).toEqual({
      kind: "loan",
      request: { product: "pretAuto", ...loan },
      price: priced.ok && priced.price,
    });
  });

  it("takes the simulator's default option when the link leaves it out", () => {
    const start = read("?produit=pretPersonnel&montant=15000&duree=60");
    expect(start.kind === "loan" && start.request).toEqual({
      product: "pretPersonnel",
      amount: 15_000,
      months: 60,
      option: "equipement",
      insurance: false,
    });
  });

  it("has no loan without a product", () => {
    expect(read("?montant=15000")).toEqual({ kind: "none" });
  });

  it("refuses a product the bank does not offer, and points to every simulator", () => {
    expect(read("?produit=pretImmobilier&montant=15000&duree=60")).toEqual({
      kind: "invalid",
      product: null,
      messages: [loanRequestMessages.product],
      simulator: null,
    });
  });

  it("says what is wrong instead of correcting it, with the simulator to correct it in", () => {
    const start = read("?produit=pretVoyage&montant=50000&duree=7&type=famille");
    expect(start).toMatchObject({
      kind: "invalid",
      product: "pretVoyage",
      simulator: "/pretVoyage?montant=50000&duree=7&type=famille#simulation",
    });
    expect(start.kind === "invalid" && start.messages.map((text) => written(text))).toEqual([
      "Le montant simulé doit être compris entre 1\u202f000\u00a0€ et 30\u202f000\u00a0€ : modifiez votre simulation",
      "La durée simulée doit être de 12, 24, 36, 48 ou 60 mois : modifiez votre simulation",
    ]);
  });

  it.each([
    ["?produit=pretPersonnel&montant=15000,50&duree=60", loanRequestMessages.wholeEuros],
    ["?produit=pretPersonnel&montant=abc&duree=60", loanRequestMessages.wholeEuros],
    ["?produit=pretPersonnel&duree=60", loanRequestMessages.wholeEuros],
    ["?produit=pretPersonnel&montant=15000&duree=60&type=yacht", loanRequestMessages.option],
  ])("%s is refused: %s", (query, message) => {
    const start = read(query);
    expect(start.kind === "invalid" && start.messages).toEqual([message]);
  });
});

describe("withInsurance", () => {
  it("adds or removes the insurance and keeps the rest of the address", () => {
    const search = new URLSearchParams("produit=pretAuto&montant=20000&duree=60");
    const insured = withInsurance(search, true);
    expect(insured.toString()).toBe("produit=pretAuto&montant=20000&duree=60&assurance=1");
    expect(withInsurance(insured, false).toString()).toBe(search.toString());
    expect(search.has("assurance")).toBe(false);
  });
});

describe("simulatorPath", () => {
  it("opens the simulator tab, on the figures given", () => {
    expect(simulatorPath("pretTravaux")).toBe("/pretTravaux#simulation");
    expect(simulatorPath("pretAuto", { amount: 12_000, months: 72, option: "neuf" })).toBe(
      "/pretAuto?montant=12000&duree=72&type=neuf#simulation",
    );
  });
});
