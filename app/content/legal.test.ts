import { describe, expect, it } from "vitest";
import type { LegalDocument } from "~/components/ui/LegalArticle";
import { accessibilityText } from "./accessibilite.i18n";
import { assistanceText } from "./avertissements.i18n";
import { legalUpdate } from "./legal";
import { privacyText } from "./politiquesConfidentialite.i18n";
import { publicPaths } from "@domain/pages";
import { termesText } from "./termes.i18n";

const { accessibilityStatement } = await accessibilityText.load("fr");
const { assistance } = await assistanceText.load("fr");
const { termsOfUse } = await termesText.load("fr");
const { privacyPolicy } = await privacyText.load("fr");

const documents: Record<string, LegalDocument> = {
  "/avertissements": assistance,
  "/politiquesConfidentialite": privacyPolicy,
  "/termes": termsOfUse,
  "/accessibilite": accessibilityStatement,
};

function textsOf(doc: LegalDocument): string[] {
  return [
    doc.hero.eyebrow,
    doc.hero.title,
    doc.hero.lead,
    ...doc.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.list ?? []),
      ...(section.links ?? []).map((link) => link.label),
    ]),
  ];
}

/** Words that betray unfinished or untranslated copy, and brands the site must never name. */
const forbidden =
  /\b(lorem|ipsum|todo|tbd|fixme|placeholder|click|here|the|and|your|please|Visa|Mastercard|Apple Pay|Google Pay|App Store|Google Play)\b/i;

describe.each(Object.entries(documents))("legal document %s", (path, doc) => {
  it("has a hero without call to action and the current update date", () => {
    expect(doc.hero.cta).toBeUndefined();
    expect(doc.updated).toEqual({ label: "1er novembre 2026", iso: "2026-11-01" });
    expect(doc.updated).toEqual(legalUpdate);
  });

  it("has sections with a unique title and non-empty text", () => {
    const titles = doc.sections.map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const section of doc.sections) {
      expect(section.title.trim()).not.toBe("");
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const text of [...section.paragraphs, ...(section.list ?? [])]) {
        expect(text.trim().length, section.title).toBeGreaterThan(2);
      }
    }
  });

  it("is written in French without placeholders or real brand names", () => {
    for (const text of textsOf(doc)) {
      expect(text).not.toMatch(forbidden);
      expect(text).not.toMatch(/\s{2,}|undefined|null|\[object/);
    }
  });

  it("only shows fictional phone numbers and e-mail addresses", () => {
    const all = textsOf(doc).join("\n");
    for (const phone of all.match(/\b0\d(?:[ .]?\d{2}){4}\b/g) ?? []) {
      expect(phone).toMatch(/^01 99 00 \d{2} \d{2}$/);
    }
    for (const email of all.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*/g) ?? []) {
      expect(email).toMatch(/@aurore-banque\.example$/);
    }
  });

  it("links only to fictional contacts, pages of the site or public authorities", () => {
    const links = doc.sections.flatMap((section) => section.links ?? []);
    for (const link of links) {
      expect(link.label.trim()).not.toBe("");
      const { href } = link;
      if (href.startsWith("tel:")) expect(href).toMatch(/^tel:\+3319900\d{4}$/);
      else if (href.startsWith("mailto:"))
        expect(href).toMatch(/^mailto:[\w.-]+@aurore-banque\.example$/);
      else if (href.startsWith("/")) expect(publicPaths).toContain(href);
      else expect(href).toMatch(/^https:\/\/(www\.cnil\.fr|formulaire\.defenseurdesdroits\.fr)\//);
    }
  });

  it("is a public, pre-rendered page", () => {
    expect(publicPaths).toContain(path);
  });
});

describe("placeholder identity", () => {
  const mediator = "Médiateur d'Aurore Banque, 12 rue de la Paix, 75002 Paris";

  it("names the bank's placeholder mediator where complaints are explained", () => {
    expect(JSON.stringify(assistance)).toContain(mediator);
    expect(JSON.stringify(termsOfUse)).toContain(mediator);
  });

  it("identifies the publisher with its placeholder registration numbers", () => {
    for (const doc of [assistance, privacyPolicy, termsOfUse]) {
      const text = JSON.stringify(doc);
      expect(text).toContain("Aurore Banque SA");
      expect(text).toContain("RCS Paris 000 000 000");
      expect(text).toContain("12 rue de la Paix, 75002 Paris");
    }
    for (const doc of [assistance, termsOfUse]) {
      expect(JSON.stringify(doc)).toContain("ORIAS 00 000 000");
      expect(JSON.stringify(doc)).toContain(
        "Autorité de contrôle prudentiel et de résolution (ACPR)",
      );
    }
  });
});
