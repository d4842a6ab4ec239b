import { describe, expect, it } from "vitest";
import { eeaCountries, isEeaIban } from "./eea";

describe("eeaCountries", () => {
  it("are the EU's 27 member states and Iceland, Liechtenstein and Norway, each once", () => {
    expect(new Set(eeaCountries).size).toBe(30);
    expect(eeaCountries).toEqual(
      expect.arrayContaining(["FR", "DE", "GR", "HR", "IS", "LI", "NO"]),
    );
    for (const outside of ["GB", "CH", "MC", "SM", "VA", "AD", "EL"])
      expect(eeaCountries).not.toContain(outside);
  });
});

describe("isEeaIban", () => {
  // The examples of SWIFT's IBAN Registry.
  it.each([
    // The overseas departments' banks give FR IBANs too.
    ["France", "FR14 2004 1010 0505 0001 3M02 606"],
    ["Germany", "DE89 3704 0044 0532 0130 00"],
    ["Greece", "GR16 0110 1250 0000 0001 2300 695"],
    ["Iceland", "IS14 0159 2600 7654 5510 7303 39"],
    ["Liechtenstein", "LI21 0881 0000 2324 013A A"],
    ["Norway", "NO93 8601 1117 947"],
  ])("takes an account in %s", (_, iban) => {
    expect(isEeaIban(iban)).toBe(true);
  });

  it.each([
    ["Monaco", "MC58 1122 2000 0101 2345 6789 030"],
    ["San Marino", "SM86 U032 2509 8000 0000 0270 100"],
    ["Switzerland", "CH93 0076 2011 6238 5295 7"],
    ["the United Kingdom", "GB29 NWBK 6016 1331 9268 19"],
  ])("refuses an account in %s: SEPA, not the EEA", (_, iban) => {
    expect(isEeaIban(iban)).toBe(false);
  });

  it("refuses an IBAN that is not valid, whatever its country", () => {
    expect(isEeaIban("DE89 3704 0044 0532 0130 01")).toBe(false);
    expect(isEeaIban("FR")).toBe(false);
  });
});
