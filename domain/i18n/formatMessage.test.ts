import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { numberFormats } from "../format";
import { formatMessage } from "./formatMessage";
import { frenchCatalog } from "./frenchCatalog";
import { locales, type Locale } from "./locales";
import { message } from "./message";
import type { MessageCatalog, MessageKey } from "./messages";
import { messages as german } from "./messages.de";
import { messages as english } from "./messages.en";
import { messages as spanish } from "./messages.es";
import { staffMessages } from "./staffMessages";

const catalogs: Record<Locale, MessageCatalog> = {
  fr: frenchCatalog,
  en: { ...staffMessages, ...english },
  es: { ...staffMessages, ...spanish },
  de: { ...staffMessages, ...german },
};

/** The arguments a message is written with, whatever its language: `{minutes, plural, …}` → minutes. */
function argumentsOf(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return [
        element.value,
        ...Object.values(element.options).flatMap((option) => argumentsOf(option.value)),
      ];
    }
    if (element.type === TYPE.tag) return argumentsOf(element.children);
    return [element.value];
  });
}

describe("the message catalogs", () => {
  const keys = Object.keys(frenchCatalog) as MessageKey[];

  it.each(locales)(
    "are ICU MessageFormat in %s, each with the French message's arguments",
    (locale) => {
      for (const key of keys) {
        const text = catalogs[locale][key];
        expect(() => parse(text), `${locale} ${key}`).not.toThrow();
        expect(new Set(argumentsOf(parse(text))), `${locale} ${key}`).toEqual(
          new Set(argumentsOf(parse(frenchCatalog[key]))),
        );
      }
    },
  );
});

describe("formatMessage", () => {
  const inEvery = (ref: ReturnType<typeof message>) =>
    Object.fromEntries(
      locales.map((locale) => [locale, formatMessage(ref, locale, catalogs[locale])]),
    );

  it("writes a wait by each language's plural rules", () => {
    expect(inEvery(message("tooManyAttempts", { minutes: 1 }))).toEqual({
      fr: "Trop de tentatives. Réessayez dans 1 minute.",
      en: "Too many attempts. Please try again in 1 minute.",
      es: "Demasiados intentos. Vuelva a intentarlo dentro de 1 minuto.",
      de: "Zu viele Versuche. Bitte versuchen Sie es in 1 Minute erneut.",
    });
    expect(inEvery(message("tooManyAttempts", { minutes: 15 }))).toEqual({
      fr: "Trop de tentatives. Réessayez dans 15 minutes.",
      en: "Too many attempts. Please try again in 15 minutes.",
      es: "Demasiados intentos. Vuelva a intentarlo dentro de 15 minutos.",
      de: "Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.",
    });
  });

  it("joins alternatives and items as each language does, and writes amounts and sizes", () => {
    const months = message("loanMonths", { durations: { anyOf: [12, 24, 72, 84] } });
    expect(formatMessage(months, "es", spanish)).toBe(
      "El plazo simulado debe ser de 12, 24, 72 u 84 meses: modifique su simulación",
    );
    expect(formatMessage(months, "fr", frenchCatalog)).toBe(
      "La durée simulée doit être de 12, 24, 72 ou 84 mois : modifiez votre simulation",
    );
    const amount = message("loanAmount", {
      min: { wholeEuros: 1_000 },
      max: { wholeEuros: 75_000 },
    });
    const euros = numberFormats("de").wholeEuros;
    expect(formatMessage(amount, "de", german)).toBe(
      `Der simulierte Betrag muss zwischen ${euros(1_000)} und ${euros(75_000)} liegen: Bitte ändern Sie Ihre Simulation`,
    );
    const stored = message("documentStorageFull", {
      limit: { bytes: 50 * 1024 * 1024 },
      used: { bytes: 45.1 * 1024 * 1024 },
      size: { bytes: 8 * 1024 * 1024 },
    });
    expect(formatMessage(stored, "en", english)).toContain("cannot exceed 50\u00a0MB in total");
    expect(formatMessage(stored, "fr", frenchCatalog)).toContain("font 45,1\u00a0Mo");
  });

  it("writes a message named inside another in the same language", () => {
    const refused = message("documentActiveContent", {
      content: { allOf: [message("pdfJavaScript"), message("pdfLaunch")] },
    });
    const french = formatMessage(refused, "fr", frenchCatalog);
    expect(french).toContain(`${frenchCatalog.pdfJavaScript} et ${frenchCatalog.pdfLaunch}`);
    const english_ = formatMessage(refused, "en", english);
    expect(english_).toContain(`${english.pdfJavaScript} and ${english.pdfLaunch}`);
  });
});
