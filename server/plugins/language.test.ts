import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./language";

describe("the language of an API request", () => {
  it("takes the best of the site's languages by quality, a regional tag as its language", () => {
    expect(negotiateLocale("en")).toBe("en");
    expect(negotiateLocale("de-CH, fr;q=0.8")).toBe("de");
    expect(negotiateLocale("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("de");
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
