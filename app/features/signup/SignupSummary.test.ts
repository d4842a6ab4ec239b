import { describe, expect, it } from "vitest";
import { formatBirthDate } from "./SignupSummary";

describe("formatBirthDate", () => {
  it("writes the date the French way, whatever the time zone", () => {
    expect(formatBirthDate("1990-05-17")).toBe("17/05/1990");
    expect(formatBirthDate("2000-01-01")).toBe("01/01/2000");
  });
});
