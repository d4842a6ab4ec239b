import { readFileSync } from "node:fs";
import type { Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { numberFormats } from "../format";
import { formatMessage } from "./formatMessage";
import { frenchCatalog } from "./frenchCatalog";
import { locales } from "./locales";
import { message } from "./message";
import { messageCatalogs as catalogs } from "./messageCatalogs";
import type { MessageKey } from "./messages";

/**
 * The arguments a compiled message is written with, whatever its language: `{minutes, plural, …}`
 * → minutes. Lingui compiles a message to its text's pieces and `[name, type?, options?]`.
 */
function argumentsOf(compiled: Messages[string] | undefined): string[] {
  if (!Array.isArray(compiled)) return [];
  return compiled.flatMap((token) => {
    if (!Array.isArray(token)) return [];
    const [name, , options] = token as [string, unknown, unknown];
    const inner =
      options && typeof options === "object"
        ? Object.values(options).flatMap((option) => argumentsOf(option as Messages[string]))
        : [];
    return [name, ...inner];
  });
}

/** Each area's message ids in a language, read from its PO file. */
const idsOf = (area: string, locale: string): string[] =>
  [
    ...readFileSync(new URL(`catalogs/${area}/${locale}.po`, import.meta.url), "utf8").matchAll(
      /^msgid "(.+)"$/gm,
    ),
  ].map((match) => match[1] ?? "");

describe("the message catalogs", () => {
  const keys = Object.keys(frenchCatalog) as MessageKey[];

  it.each(locales)("give in %s every message with the French message's arguments", (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(new Set(argumentsOf(catalogs[locale][key])), `${locale} ${key}`).toEqual(
        new Set(argumentsOf(frenchCatalog[key])),
      );
    }
  });

  it.each(["site", "account", "application"])(
    "translate the %s messages with the French text above each, and no more",
    (area) => {
      const french = readFileSync(new URL(`catalogs/${area}/fr.po`, import.meta.url), "utf8");
      const texts = new Map(
        [...french.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map((match) => [
          match[1],
          match[2],
        ]),
      );
      for (const locale of locales.filter((locale) => locale !== "fr")) {
        expect(idsOf(area, locale), locale).toEqual(idsOf(area, "fr"));
        const po = readFileSync(new URL(`catalogs/${area}/${locale}.po`, import.meta.url), "utf8");
        for (const [, comment, id] of po.matchAll(/^#\. (.*)\nmsgid "(.+)"$/gm))
          expect(comment, `${locale} ${id}`).toBe(texts.get(id ?? "")?.replace(/\\"/g, '"'));
      }
    },
  );

  it("ask no translator for the back office's messages, French only", () => {
    const staff = idsOf("staff", "fr");
    expect(staff.length).toBeGreaterThan(30);
    for (const locale of locales)
      for (const key of staff) expect(catalogs[locale][key], key).toEqual(frenchCatalog[key]);
  });
});

describe("formatMessage", () => {
  const inEvery = (ref: ReturnType<typeof message>) =>
    Object.fromEntries(
      locales.map((locale) => [locale, formatMessage(ref, locale, catalogs[locale])]),
    );
  const plain = (key: MessageKey, locale: (typeof locales)[number] = "fr") =>
    formatMessage(message(key), locale, catalogs[locale]);

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
    expect(formatMessage(months, "es", catalogs.es)).toBe(
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
    expect(formatMessage(amount, "de", catalogs.de)).toBe(
      `Der simulierte Betrag muss zwischen ${euros(1_000)} und ${euros(75_000)} liegen: Bitte ändern Sie Ihre Simulation`,
    );
    const stored = message("documentStorageFull", {
      limit: { bytes: 50 * 1024 * 1024 },
      used: { bytes: 45.1 * 1024 * 1024 },
      size: { bytes: 8 * 1024 * 1024 },
    });
    expect(formatMessage(stored, "en", catalogs.en)).toContain("cannot exceed 50\u00a0MB in total");
    expect(formatMessage(stored, "fr", frenchCatalog)).toContain("font 45,1\u00a0Mo");
  });

  it("writes a message named inside another in the same language", () => {
    const refused = message("documentActiveContent", {
      content: { allOf: [message("pdfJavaScript"), message("pdfLaunch")] },
    });
    const french = formatMessage(refused, "fr", frenchCatalog);
    expect(french).toContain(`${plain("pdfJavaScript")} et ${plain("pdfLaunch")}`);
    const english = formatMessage(refused, "en", catalogs.en);
    expect(english).toContain(`${plain("pdfJavaScript", "en")} and ${plain("pdfLaunch", "en")}`);
  });

  it("refuses a message its catalog lacks, rather than show its key", () => {
    expect(() => formatMessage(message("emailRequired"), "en", {})).toThrow(/emailRequired/);
  });
});
