import { describe, expect, it } from "vitest";
import { loanAmounts } from "@domain/credit/products";
import { durationRange } from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import { locales, localizedPath } from "@domain/i18n/locales";
import { localizedMeta, pageMeta } from "./meta";
import { pageTextLoader } from "./meta.server";

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
  const meta = localizedMeta("/");
  const loader = pageTextLoader("/");
  const metaAt = async (pathname: string) =>
    meta({
      loaderData: await loader({ request: new Request(`http://localhost:3000${pathname}`) }),
      location: { pathname },
    });

  it("writes the page's own language, its canonical URL and its Open Graph locale", async () => {
    const tags = await metaAt("/de");
    expect(tags).toContainEqual({
      title: "Aurore Banque — Die moderne, einfache und sichere Online-Bank",
    });
    expect(tags).toContainEqual({
      name: "description",
      content: expect.stringContaining("Eröffnen Sie Ihr Konto bei Aurore Banque"),
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.aurore-banque.example/de",
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "de_DE" });
    expect(tags).toContainEqual({ property: "og:locale:alternate", content: "fr_FR" });
  });

  it("names every language's version, French as the default", async () => {
    const alternates = (await metaAt("/en"))
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

describe("pageTextLoader", () => {
  it.each(locales)(
    "writes each loan's amounts and durations from its offer, in %s",
    async (locale) => {
      const euros = numberFormats(locale).wholeEuros;
      for (const product of ["pretAuto", "pretPersonnel", "pretTravaux"] as const) {
        const path = localizedPath(`/${product}`, locale);
        const { page } = await pageTextLoader(`/${product}`)({
          request: new Request(`http://localhost:3000${path}`),
        });
        const { shortest, longest } = durationRange(product);
        expect(page.description).toContain(euros(loanAmounts[product].min));
        expect(page.description).toContain(euros(loanAmounts[product].max));
        expect(page.description).toMatch(new RegExp(`\\b${shortest}\\b.*\\b${longest}\\b`));
      }
    },
  );

  it("refuses a page the catalogs have no title for", async () => {
    await expect(
      pageTextLoader("/nowhere")({ request: new Request("http://localhost:3000/nowhere") }),
    ).rejects.toThrow("No title");
  });
});
