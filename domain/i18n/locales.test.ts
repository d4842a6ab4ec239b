import { describe, expect, it } from "vitest";
import { localizedPath, negotiateLocale, splitLocale } from "./locales";

describe("localized paths", () => {
  it("keeps French at the site's paths and puts the others under their code", () => {
    expect(localizedPath("/pretAuto", "fr")).toBe("/pretAuto");
    expect(localizedPath("/pretAuto", "en")).toBe("/en/pretAuto");
    expect(localizedPath("/", "de")).toBe("/de");
    expect(localizedPath("/", "fr")).toBe("/");
  });

  it("reads the language back from a path", () => {
    expect(splitLocale("/es/pretAuto")).toEqual({ locale: "es", path: "/pretAuto" });
    expect(splitLocale("/de")).toEqual({ locale: "de", path: "/" });
    expect(splitLocale("/de/")).toEqual({ locale: "de", path: "/" });
    expect(splitLocale("/pretAuto")).toEqual({ locale: "fr", path: "/pretAuto" });
    expect(splitLocale("/fr/pretAuto")).toEqual({ locale: "fr", path: "/fr/pretAuto" });
    expect(splitLocale("/entreprise")).toEqual({ locale: "fr", path: "/entreprise" });
  });
});

describe("the language of an API request", () => {
  it("takes the first of the site's languages, by quality", () => {
    expect(negotiateLocale("en")).toBe("en");
    expect(negotiateLocale("de-CH, fr;q=0.8")).toBe("de");
    expect(negotiateLocale("it-IT, es;q=0.5, en;q=0.7")).toBe("en");
    expect(negotiateLocale("fr;q=0.2, es")).toBe("es");
  });

  it("answers in French when nothing usable is asked", () => {
    expect(negotiateLocale(undefined)).toBe("fr");
    expect(negotiateLocale("")).toBe("fr");
    expect(negotiateLocale("it, pt-BR")).toBe("fr");
    expect(negotiateLocale("en;q=0")).toBe("fr");
    expect(negotiateLocale("*")).toBe("fr");
  });
});
