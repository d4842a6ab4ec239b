import { describe, expect, it } from "vitest";
import { localizedPath, splitLocale } from "./locales";

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
