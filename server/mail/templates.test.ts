import { describe, expect, it } from "vitest";
import { message } from "../../domain/i18n/message";
import { inLocale } from "../i18n";
import { mails } from "./templates";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The mail asking a customer for their tax notice, in `locale`. */
const taxNoticeRequest = (locale: "en" | "es") =>
  mails(locale).documentRequested(
    "Ana",
    { product: "pretPersonnel", code: "taxNotice" },
    "L'avis de 2025, s'il vous plaît.",
    "https://www.aurore-banque.example/es/demandePret?id=1",
  ).text;

describe("the mail asking for a document", () => {
  it("names the tax notice in Spanish as the Spanish pages do, not the tax return", () => {
    const text = taxNoticeRequest("es");
    expect(text).toContain(lowerFirst(inLocale(message("documentTaxNotice"), "es")));
    expect(text).not.toMatch(/declaración de la renta/i);
  });

  it("names the tax notice in English as the English pages do", () => {
    expect(taxNoticeRequest("en")).toContain(
      lowerFirst(inLocale(message("documentTaxNotice"), "en")),
    );
  });
});
