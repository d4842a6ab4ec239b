const parisCalendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The bank's calendar day in Paris, `YYYY-MM-DD`: the offer and withdrawal periods, ages and the
 * FIPEN's date are counted in it, on the server and in the browser alike, so a customer abroad
 * sees the same last day.
 */
export const parisDay = (moment: Date) => parisCalendar.format(moment);
