import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";

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
