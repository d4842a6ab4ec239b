import { describe, expect, it } from "vitest";
import { formatBirthDate } from "./SignupSummary";

describe("formatBirthDate", () => {
  it("writes the date as each language does, whatever the time zone", () => {
    expect(formatBirthDate("1990-05-17")).toBe("17/05/1990");
    expect(formatBirthDate("2000-01-01")).toBe("01/01/2000");
    expect(formatBirthDate("1990-05-17", "en")).toBe("17/05/1990");
    expect(formatBirthDate("1990-05-17", "de")).toBe("17.05.1990");
    expect(formatBirthDate("1990-05-17", "es")).toBe("17/05/1990");
  });
});
