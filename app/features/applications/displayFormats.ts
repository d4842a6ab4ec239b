import { formatLongDate } from "@domain/dates";

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
export const formatParisDay = (isoMoment: string) => formatLongDate(parisDay(new Date(isoMoment)));

const oneDecimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/**
 * A file's size as French readers write it: `120 Ko`, `2,4 Mo` (1 Ko = 1 024 octets, as file
 * managers count), never `0 Ko` for a small file.
 */
export function formatFileSize(bytes: number): string {
  const kilo = bytes / 1024;
  if (kilo < 1024) return `${Math.max(1, Math.round(kilo))}\u00a0Ko`;
  return `${oneDecimal.format(kilo / 1024)}\u00a0Mo`;
}
