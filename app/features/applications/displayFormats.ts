import { parisDay } from "@domain/calendar/parisDay";
import { formatLongDate } from "@domain/dates";
import type { Locale } from "@domain/i18n/locales";

/** `24 novembre 2026` for the Paris day of a moment (`2026-11-24T09:12:00Z`). */
export const formatParisDay = (isoMoment: string, locale: Locale = "fr") =>
  formatLongDate(parisDay(new Date(isoMoment)), locale);
