/**
 * French public holidays and working days, for the deadlines the bank gives its customers. The
 * list is the Code du travail's (article L3133-1, as in force on Légifrance on 27 November 2026),
 * for metropolitan France; Alsace-Moselle's two extra days and the overseas departments' own are
 * not kept (docs/decisions/025-deadlines-on-working-days.md). Days are `YYYY-MM-DD` strings, as
 * everywhere in the domain, read as calendar days with no time zone.
 */

/** `2026-11-24` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Easter Sunday of `year` in the Gregorian calendar (the anonymous algorithm, Meeus 1991). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The eleven public holidays of `year`, in date order. */
export function publicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  return [
    fixed("01-01"), // Jour de l'an
    addDays(easter, 1), // Lundi de Pâques
    fixed("05-01"), // Fête du travail
    fixed("05-08"), // Victoire 1945
    addDays(easter, 39), // Ascension
    addDays(easter, 50), // Lundi de Pentecôte
    fixed("07-14"), // Fête nationale
    fixed("08-15"), // Assomption
    fixed("11-01"), // Toussaint
    fixed("11-11"), // Armistice 1918
    fixed("12-25"), // Noël
  ].sort();
}

const weekDay = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Neither a Saturday, a Sunday nor a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = weekDay(day);
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(Number(day.slice(0, 4))).includes(day);
}

/**
 * The last day of a period that ends on `day`: that day, or the next working day when it falls on
 * a Saturday, a Sunday or a public holiday (Regulation 1182/71, article 3(4), which the consumer
 * credit directives' periods follow; Code de procédure civile, article 642).
 */
export function deadlineOn(day: string): string {
  let deadline = day;
  while (!isWorkingDay(deadline)) deadline = addDays(deadline, 1);
  return deadline;
}
