import { written } from "../../tests/support/messages";
import { describe, expect, it } from "vitest";
import { documentRefusalDetails } from "../credit/documentRefusals";
import { loanRequestMessages } from "../credit/offers";
import { creditSituationMessages } from "../forms/creditSituation";
import { emailMessages } from "../forms/email";
import { applicationMessages } from "./applicationMessages";
import { locales } from "./locales";
import { messages as german } from "./messages.de";
import { messages as english } from "./messages.en";
import { messages as spanish } from "./messages.es";
import { fillTemplate, placeholder } from "./templates";
import { frenchCatalog as french } from "./frenchCatalog";
import { translateMessage } from "./translate";

const catalogs = { en: english, es: spanish, de: german };

describe("messages in the four languages", () => {
  it("gives every French message a text in each language, none left French", () => {
    for (const catalog of Object.values(catalogs)) {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(french).sort());
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), key).not.toBe("");
        expect(text, key).not.toBe(french[key as keyof typeof french]);
      }
    }
  });

  it("has as many distinct French messages as keys, so each reads back to one key", () => {
    expect(new Set(Object.values(french)).size).toBe(Object.keys(french).length);
  });

  it("translates a rule's French message, and keeps French on French pages", () => {
    expect(translateMessage(emailMessages.required, "en", english)).toBe(
      "Please enter your email address",
    );
    expect(translateMessage(emailMessages.required, "de", german)).toBe(
      "Bitte geben Sie Ihre E-Mail-Adresse ein",
    );
    expect(translateMessage(emailMessages.required, "fr", undefined)).toBe(emailMessages.required);
    expect(locales).toContain("fr");
  });

  it("leaves a message it does not know as it came", () => {
    expect(translateMessage("Un message inconnu", "es", spanish)).toBe("Un message inconnu");
  });
});

describe("messages built from a template", () => {
  const placeholdersOf = (text: string) =>
    [...text.matchAll(placeholder)].map((match) => match[1]).sort();

  it("gives each language's template the French one's placeholders", () => {
    for (const catalog of Object.values(catalogs)) {
      for (const [key, text] of Object.entries(french)) {
        expect(placeholdersOf(catalog[key as keyof typeof french]), key).toEqual(
          placeholdersOf(text),
        );
      }
    }
  });

  it("writes the amounts as the reader's language writes them", () => {
    const amount = loanRequestMessages.amount({ min: 1_000, max: 75_000 });
    expect(translateMessage(amount, "en", english)).toBe(
      "The simulated amount must be between €1,000 and €75,000: please change your simulation",
    );
    expect(translateMessage(amount, "es", spanish)).toBe(
      "El importe simulado debe estar comprendido entre 1000\u00a0€ y 75.000\u00a0€: modifique su simulación",
    );
    expect(translateMessage(amount, "de", german)).toBe(
      "Der simulierte Betrag muss zwischen 1.000\u00a0€ und 75.000\u00a0€ liegen: Bitte ändern Sie Ihre Simulation",
    );
    // French writes this one with a plain space before the euro sign.
    expect(translateMessage(creditSituationMessages.tooLarge, "en", english)).toBe(
      "The amount cannot be more than €100,000 a month",
    );
  });

  it("joins a list of alternatives with the reader's « or »", () => {
    const months = loanRequestMessages.months([12, 24, 36]);
    expect(translateMessage(months, "en", english)).toBe(
      "The simulated term must be 12, 24 or 36 months: please change your simulation",
    );
    expect(translateMessage(months, "de", german)).toBe(
      "Die simulierte Laufzeit muss 12, 24 oder 36 Monate betragen: Bitte ändern Sie Ihre Simulation",
    );
    expect(translateMessage(loanRequestMessages.months([60, 72, 84]), "es", spanish)).toBe(
      "El plazo simulado debe ser de 60, 72 u 84 meses: modifique su simulación",
    );
  });

  it("translates the names of the catalog a message lists, even one holding « ou »", () => {
    const one = fillTemplate(applicationMessages.oneDocumentMissing, {
      documents: applicationMessages.documentVehicleQuote,
    });
    expect(translateMessage(one, "en", english)).toBe(
      "A supporting document is missing: Invoice or quote for the vehicle. Please add it before sending your application.",
    );
    const several = fillTemplate(applicationMessages.documentsMissingNamed, {
      documents: [
        applicationMessages.documentVehicleQuote,
        applicationMessages.documentTaxNotice,
      ].join(", "),
    });
    expect(translateMessage(several, "de", german)).toBe(
      "Es fehlen Nachweise: Rechnung oder Angebot für das Fahrzeug, Letzter Steuerbescheid. Bitte fügen Sie sie hinzu, bevor Sie Ihren Antrag senden.",
    );
  });

  it("keeps a value it cannot translate, a file's format, as it came", () => {
    expect(written(documentRefusalDetails.archive("ZIP"), "en")).toBe(
      "This file is a ZIP archive, not a document: please send each document separately, as a PDF, JPEG or PNG.",
    );
  });
});
