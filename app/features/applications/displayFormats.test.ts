import { describe, expect, it } from "vitest";
import { parisDay } from "@domain/calendar/parisDay";
import { formatParisDay } from "./displayFormats";

describe("parisDay", () => {
  it("counts days in Paris, whatever the machine's time zone", () => {
    // 23:30 UTC in winter is already the next day in Paris (UTC+1), and in summer (UTC+2) from 22:00.
    expect(parisDay(new Date("2026-11-24T22:59:00Z"))).toBe("2026-11-24");
    expect(parisDay(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
    expect(parisDay(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
  });

  it("writes the Paris day of a moment in full", () => {
    expect(formatParisDay("2026-11-30T23:15:00Z")).toBe("1er décembre 2026");
  });
});
