import { describe, expect, it } from "vitest";
import { countryCodes, isCountryCode } from "./countryCodes";

describe("the countries an opening offers", () => {
  it("are every country ISO 3166-1 assigns, once each, and Kosovo", () => {
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes.length).toBeGreaterThanOrEqual(249);
    for (const code of ["FR", "DZ", "MA", "SN", "VN", "CI", "UA", "XK", "GP", "RE", "NC"]) {
      expect(isCountryCode(code), code).toBe(true);
    }
  });

  it("refuse codes no country has", () => {
    for (const code of ["ZZ", "EU", "UK", "fr", "FRA", ""])
      expect(isCountryCode(code), code).toBe(false);
  });

  it("each have a name the browser can give in every language the site speaks", () => {
    for (const locale of ["fr-FR", "en-GB", "es-ES", "de-DE"]) {
      const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
      const unnamed = countryCodes.filter((code) => !names.of(code));
      expect(unnamed, locale).toEqual([]);
    }
  });
});
