import { describe, expect, it } from "vitest";
import { emailMessages } from "../forms/email";
import { locales } from "./locales";
import { messages as french } from "./messages";
import { messages as german } from "./messages.de";
import { messages as english } from "./messages.en";
import { messages as spanish } from "./messages.es";
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
