import { regionalLocales, type Locale } from "./i18n/locales";

/**
 * Dates written out, as format.ts writes numbers: the public pages that show one (the savings
 * rates' date) are pre-rendered and hydrate without paying for `Intl` (decision record 015). Kept
 * apart from the number formats that every page loads.
 */

const months: Record<Locale, readonly string[]> = {
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
};

/** How each language writes a day of a month: French writes the first as an ordinal. */
const longDates: Record<Locale, (day: number, month: string, year: number) => string> = {
  fr: (day, month, year) => `${day === 1 ? "1er" : day} ${month} ${year}`,
  en: (day, month, year) => `${day} ${month} ${year}`,
  es: (day, month, year) => `${day} de ${month} de ${year}`,
  de: (day, month, year) => `${day}. ${month} ${year}`,
};

/** `1er février 2026` from `2026-02-01`; `1 February 2026`, `1 de febrero de 2026`, `1. Februar 2026`. */
export function formatLongDate(isoDate: string, locale: Locale = "fr"): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const month = months[locale][date.getUTCMonth()] ?? "";
  return longDates[locale](date.getUTCDate(), month, date.getUTCFullYear());
}

// Only pages behind a sign-in show moments: they may pay for Intl, created on first use.
const dateTimes = new Map<Locale, Intl.DateTimeFormat>();

/**
 * `23 novembre 2026 à 10:42`, for moments the customer saw happen (sign-ins, devices, answers);
 * `23 November 2026 at 10:42`, `23 de noviembre de 2026, 10:42`, `23. November 2026 um 10:42`.
 * In Paris time, whatever the browser's zone: the days the bank counts (an offer's validity, a
 * withdrawal's deadline) are Paris days, and one page must not mix two clocks (issue 32, item 9).
 */
export function formatDateTime(isoDate: string, locale: Locale = "fr"): string {
  let dateTime = dateTimes.get(locale);
  if (!dateTime) {
    dateTime = new Intl.DateTimeFormat(regionalLocales[locale], {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Paris",
    });
    dateTimes.set(locale, dateTime);
  }
  return dateTime.format(new Date(isoDate));
}
