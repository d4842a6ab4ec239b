import { describe, expect, it } from "vitest";
import { addDays, deadlineOn, easterSunday, isWorkingDay, publicHolidays } from "./workingDays";

describe("calendar days", () => {
  it.each([
    ["2026-11-24", 14, "2026-12-08"],
    ["2026-12-20", 14, "2027-01-03"],
    ["2028-02-20", 14, "2028-03-05"],
    ["2027-02-20", 14, "2027-03-06"],
    ["2026-03-28", 1, "2026-03-29"],
    ["2026-10-24", 1, "2026-10-25"],
  ])("%s plus %i days is %s", (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe("French public holidays", () => {
  // Easter Sundays as published (Paris Observatory's tables), over a decade.
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2029, "2029-04-01"],
    [2030, "2030-04-21"],
    [2031, "2031-04-13"],
    [2032, "2032-03-28"],
    [2033, "2033-04-17"],
    [2038, "2038-04-25"],
  ])("Easter %i is on %s", (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it("lists the eleven days of the Code du travail, the moving ones from Easter", () => {
    expect(publicHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
    expect(publicHolidays(2027)).toContain("2027-05-06"); // Ascension
    expect(publicHolidays(2027)).toContain("2027-05-17"); // Lundi de Pentecôte
  });

  it("tells working days from weekends and holidays", () => {
    expect(isWorkingDay("2026-12-08")).toBe(true); // a Tuesday
    expect(isWorkingDay("2026-12-05")).toBe(false); // a Saturday
    expect(isWorkingDay("2026-12-06")).toBe(false); // a Sunday
    expect(isWorkingDay("2026-05-14")).toBe(false); // Ascension, a Thursday
  });
});

describe("a deadline", () => {
  it.each([
    ["a working day", "2026-12-08", "2026-12-08"],
    ["a Saturday", "2026-12-05", "2026-12-07"],
    ["a Sunday that is also a holiday", "2026-11-01", "2026-11-02"],
    ["a Saturday before Easter Monday", "2026-04-04", "2026-04-07"],
    ["Christmas on a Friday", "2026-12-25", "2026-12-28"],
    ["Christmas on a Saturday", "2027-12-25", "2027-12-27"],
    ["8 May on a Saturday", "2027-05-08", "2027-05-10"],
    ["14 July on a Wednesday", "2027-07-14", "2027-07-15"],
    ["New Year's Eve on a Friday", "2027-12-31", "2027-12-31"],
  ])("falling on %s (%s) ends on %s", (_, day, expected) => {
    expect(deadlineOn(day)).toBe(expected);
  });
});
