import { describe, expect, it } from "vitest";
import { formatFileSize, formatParisDay, parisDay } from "./displayFormats";

describe("formatFileSize", () => {
  it.each([
    [1, "1\u00a0Ko"],
    [700, "1\u00a0Ko"],
    [120 * 1024, "120\u00a0Ko"],
    [1023 * 1024, "1023\u00a0Ko"],
    [1024 * 1024, "1\u00a0Mo"],
    [Math.round(2.44 * 1024 * 1024), "2,4\u00a0Mo"],
    [10 * 1024 * 1024, "10\u00a0Mo"],
  ])("%i bytes read %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

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

describe("formatFileSize in other languages", () => {
  it("counts in bytes, with the language's decimal mark", () => {
    expect(formatFileSize(120 * 1024, "en")).toBe("120\u00a0KB");
    expect(formatFileSize(Math.round(2.44 * 1024 * 1024), "en")).toBe("2.4\u00a0MB");
    expect(formatFileSize(Math.round(2.44 * 1024 * 1024), "de")).toBe("2,4\u00a0MB");
  });
});
