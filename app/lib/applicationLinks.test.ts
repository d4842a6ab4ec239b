import { describe, expect, it } from "vitest";
import { applicationStartPath, loginThenReturn } from "./applicationLinks";
import { returnPathOf } from "@domain/navigation/returnPath";

describe("applicationStartPath", () => {
  it("carries the product and the simulated loan in the simulator's own parameters", () => {
    expect(
      applicationStartPath("pretAuto", { amount: 20_000, months: 60, option: "occasion" }),
    ).toBe("/demandePret?produit=pretAuto&montant=20000&duree=60&type=occasion");
  });

  it("adds the insurance only when it is chosen", () => {
    const loan = { amount: 3_000, months: 24, option: "famille" };
    expect(applicationStartPath("pretVoyage", { ...loan, insurance: true })).toBe(
      "/demandePret?produit=pretVoyage&montant=3000&duree=24&type=famille&assurance=1",
    );
    expect(applicationStartPath("pretVoyage", { ...loan, insurance: false })).not.toContain(
      "assurance",
    );
  });
});

describe("loginThenReturn", () => {
  it("signs in or up, then comes back to the same application", () => {
    const path = applicationStartPath("pretPersonnel", {
      amount: 10_000,
      months: 48,
      option: "equipement",
    });
    const login = loginThenReturn(path);
    const signup = loginThenReturn(path, "/signup");
    expect(login.startsWith("/login?suite=")).toBe(true);
    expect(signup.startsWith("/signup?suite=")).toBe(true);
    expect(returnPathOf(login.slice(login.indexOf("?")))).toBe(path);
    expect(returnPathOf(signup.slice(signup.indexOf("?")))).toBe(path);
  });
});
