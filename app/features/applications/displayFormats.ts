import { formatLongDate } from "@domain/dates";
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
