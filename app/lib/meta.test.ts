import { describe, expect, it } from "vitest";
import { localizedMeta, pageMeta } from "./meta";

describe("pageMeta", () => {
  it("puts the bank name after the page title and links the canonical URL", () => {
    const tags = pageMeta({
      title: "Prêt auto",
      description: "Financez votre véhicule.",
      path: "/pretAuto",
    });
    expect(tags).toContainEqual({ title: "Prêt auto | Aurore Banque" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.aurore-banque.example/pretAuto",
    });
    expect(tags).toContainEqual({ name: "description", content: "Financez votre véhicule." });
  });

  it("leads with the bank name on the home page", () => {
    const tags = pageMeta({ title: "La banque en ligne", description: "d", path: "/" });
    expect(tags).toContainEqual({ title: "Aurore Banque — La banque en ligne" });
    expect(tags).toContainEqual({
      property: "og:url",
      content: "https://www.aurore-banque.example/",
    });
  });
});

describe("localizedMeta", () => {
  const texts = {
    fr: { title: "La banque en ligne", description: "Ouvrez votre compte." },
    en: { title: "Online banking", description: "Open your account." },
    es: { title: "Banca online", description: "Abra su cuenta." },
    de: { title: "Online-Banking", description: "Eröffnen Sie Ihr Konto." },
  };
  const meta = localizedMeta("/", texts);

  it("writes the page's own language, its canonical URL and its Open Graph locale", () => {
    const tags = meta({ location: { pathname: "/de" } });
    expect(tags).toContainEqual({ title: "Aurore Banque — Online-Banking" });
    expect(tags).toContainEqual({ name: "description", content: "Eröffnen Sie Ihr Konto." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.aurore-banque.example/de",
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "de_DE" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "fr_FR" });
  });

  it("names every language's version, French as the default", () => {
    const alternates = meta({ location: { pathname: "/en" } })
      .filter((tag) => "rel" in tag && tag.rel === "alternate")
      .map((tag) => {
        const link = tag as { hrefLang: string; href: string };
        return [link.hrefLang, link.href];
      });
    expect(alternates).toEqual([
      ["fr", "https://www.aurore-banque.example/"],
      ["en", "https://www.aurore-banque.example/en"],
      ["es", "https://www.aurore-banque.example/es"],
      ["de", "https://www.aurore-banque.example/de"],
      ["x-default", "https://www.aurore-banque.example/"],
    ]);
  });

  it("gives a French-only page no alternates", () => {
    const tags = pageMeta({ title: "Back office", description: "d", path: "/admin" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "alternate")).toBe(false);
  });
});
