import { formatLongDate } from "@domain/dates";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";

/**
 * The bank's day in Paris, `YYYY-MM-DD`, the calendar the offer and withdrawal periods are
 * counted in (the server's `bankDay`): a customer abroad sees the same last day.
 */
const parisCalendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export const parisDay = (moment: Date) => parisCalendar.format(moment);

/** `24 novembre 2026` for the Paris day of a moment (`2026-11-24T09:12:00Z`). */
export const formatParisDay = (isoMoment: string, locale: Locale = "fr") =>
  formatLongDate(parisDay(new Date(isoMoment)), locale);

/** French counts bytes in octets (`Ko`, `Mo`), the others in bytes. */
const sizeUnits: Record<Locale, { kilo: string; mega: string }> = {
  fr: { kilo: "Ko", mega: "Mo" },
  en: { kilo: "KB", mega: "MB" },
  es: { kilo: "KB", mega: "MB" },
  de: { kilo: "KB", mega: "MB" },
};

/**
 * A file's size as readers of `locale` write it: `120 Ko`, `2,4 Mo`, `2.4 MB` (1 Ko = 1 024
 * octets, as file managers count), never `0 Ko` for a small file.
 */
export function formatFileSize(bytes: number, locale: Locale = "fr"): string {
  const kilo = bytes / 1024;
  const units = sizeUnits[locale];
  if (kilo < 1024) return `${Math.max(1, Math.round(kilo))}\u00a0${units.kilo}`;
  return `${numberFormats(locale).number(Math.round((kilo / 1024) * 10) / 10)}\u00a0${units.mega}`;
}
