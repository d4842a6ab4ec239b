import { describe, expect, it } from "vitest";
import { formatDateTime, formatLongDate } from "./dates";
import { regionalLocales } from "./i18n/locales";

describe("formatLongDate", () => {
  it("writes dates in full, the first of a month as an ordinal", () => {
    expect(formatLongDate("2026-02-01")).toBe("1er février 2026");
    expect(formatLongDate("2026-08-15")).toBe("15 août 2026");
    expect(formatLongDate("2026-11-20")).toBe("20 novembre 2026");
  });

  it.each(["en", "es", "de"] as const)("writes dates in full in %s as Intl does", (locale) => {
    const intl = new Intl.DateTimeFormat(regionalLocales[locale], {
      dateStyle: "long",
      timeZone: "UTC",
    });
    for (const iso of ["2026-02-01", "2026-08-15", "2027-03-31", "2026-12-20"]) {
      expect(formatLongDate(iso, locale)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("writes in French what Intl writes, with 1er", () => {
    const reference = new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let day = 0; day < 800; day += 1) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(reference.format(date).replace(/^1 /, "1er "));
    }
  });
});

describe("formatDateTime", () => {
  const moment = "2026-11-23T09:42:00.000Z";
  const intl = (tag: string) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Paris",
    }).format(new Date(moment));

  it("writes a moment in French unless told otherwise, in Paris time whatever the machine's zone", () => {
    expect(formatDateTime(moment)).toBe(intl("fr-FR"));
    // 09:42 UTC is 10:42 in Paris in November, and 23:30 UTC on 31 March is 1 April in Paris.
    expect(formatDateTime(moment)).toBe("23 novembre 2026 à 10:42");
    expect(formatDateTime("2026-03-31T23:30:00.000Z")).toBe("1 avril 2026 à 01:30");
  });

  it.each(["en", "es", "de"] as const)("writes a moment in %s", (locale) => {
    expect(formatDateTime(moment, locale)).toBe(intl(regionalLocales[locale]));
    expect(formatDateTime(moment, locale)).not.toBe(formatDateTime(moment));
  });
});
