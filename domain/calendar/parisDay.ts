import { onFirstUse } from "../onFirstUse";

const parisDate = {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
} as const;

const parisCalendar = onFirstUse(() => new Intl.DateTimeFormat("en-CA", parisDate));

/**
 * The bank's calendar day in Paris, `YYYY-MM-DD`: the offer and withdrawal periods, ages and the
 * FIPEN's date are counted in it, on the server and in the browser alike, so a customer abroad
 * sees the same last day.
 */
export const parisDay = (moment: Date) => parisCalendar().format(moment);

const parisClock = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      ...parisDate,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
);

/** The wall clock in Paris at `moment`, `YYYY-MM-DDTHH:mm:ss`. */
function parisWallClock(moment: Date): string {
  const parts = Object.fromEntries(
    parisClock()
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * The time in Paris, `YYYY-MM-DDTHH:mm`, as a `datetime-local` field shows it: staff type what the
 * clock on their wall says, wherever the browser believes it is.
 */
export const parisDateTime = (moment: Date) => parisWallClock(moment).slice(0, 16);

/**
 * The moment a Paris wall-clock time (`YYYY-MM-DDTHH:mm`, seconds optional) names. Paris's offset
 * is read at a first guess, then at the moment it gives, which settles it across a change of time;
 * an hour skipped in spring gives the moment one hour later.
 */
export function parisMoment(wallClock: string): Date {
  const asUtc = Date.parse(`${wallClock}Z`);
  const offsetAt = (moment: number) => Date.parse(`${parisWallClock(new Date(moment))}Z`) - moment;
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}
