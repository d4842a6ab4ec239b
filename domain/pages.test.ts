import { describe, expect, it } from "vitest";
import { localizeTo } from "./pages";

describe("a site path in a language", () => {
  it("leads to the page in that language, with its query and anchor", () => {
    expect(localizeTo("/pretAuto?montant=20000#simulation", "en")).toBe(
      "/en/pretAuto?montant=20000#simulation",
    );
    expect(localizeTo("/nouveauMotDePasse#jeton", "de")).toBe("/de/nouveauMotDePasse#jeton");
    expect(localizeTo("/", "es")).toBe("/es");
    expect(localizeTo("/pretAuto", "fr")).toBe("/pretAuto");
  });

  it("keeps the French page of a page not published in that language, and what is not a page", () => {
    expect(localizeTo("/admin", "en")).toBe("/admin");
    expect(localizeTo("/api/newsletter/desinscription?token=abc", "de")).toBe(
      "/api/newsletter/desinscription?token=abc",
    );
    expect(localizeTo("https://www.service-public.fr/", "es")).toBe(
      "https://www.service-public.fr/",
    );
    expect(localizeTo("//autre.example/pretAuto", "en")).toBe("//autre.example/pretAuto");
  });
});
