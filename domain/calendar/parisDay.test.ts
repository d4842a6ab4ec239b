import { describe, expect, it } from "vitest";
import { parisDateTime, parisDay, parisMoment } from "./parisDay";

describe("Paris's calendar and clock", () => {
  it("reads the day and the time in Paris, in winter and in summer", () => {
    expect(parisDay(new Date("2026-11-27T23:30:00Z"))).toBe("2026-11-28");
    expect(parisDateTime(new Date("2026-11-27T13:05:42Z"))).toBe("2026-11-27T14:05");
    expect(parisDateTime(new Date("2026-07-14T08:00:00Z"))).toBe("2026-07-14T10:00");
  });

  it("finds the moment a Paris time names, on either side of a change of time", () => {
    expect(parisMoment("2026-11-27T14:05").toISOString()).toBe("2026-11-27T13:05:00.000Z");
    expect(parisMoment("2026-07-14T10:00:30").toISOString()).toBe("2026-07-14T08:00:30.000Z");
    expect(parisMoment("2026-03-29T01:30").toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(parisMoment("2026-03-29T03:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(parisMoment("2026-10-25T04:00").toISOString()).toBe("2026-10-25T03:00:00.000Z");
  });

  it("gives back the time it read", () => {
    const now = new Date("2026-11-27T13:05:00Z");
    expect(parisMoment(parisDateTime(now))).toEqual(now);
  });
});
