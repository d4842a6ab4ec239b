import { describe, expect, it } from "vitest";
import { formatFileSize, translateFileSize } from "./fileSize";

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

  it("counts in bytes in other languages, with the language's decimal mark", () => {
    expect(formatFileSize(120 * 1024, "en")).toBe("120\u00a0KB");
    expect(formatFileSize(Math.round(2.44 * 1024 * 1024), "en")).toBe("2.4\u00a0MB");
    expect(formatFileSize(Math.round(2.44 * 1024 * 1024), "de")).toBe("2,4\u00a0MB");
  });
});

describe("translateFileSize", () => {
  it("writes a French size as the language writes the same size", () => {
    for (const bytes of [700, 120 * 1024, 1023 * 1024, 45.14 * 1024 * 1024, 50 * 1024 * 1024]) {
      for (const locale of ["fr", "en", "es", "de"] as const) {
        expect(translateFileSize(formatFileSize(bytes), locale)).toBe(
          formatFileSize(bytes, locale),
        );
      }
    }
  });

  it("leaves anything else", () => {
    expect(translateFileSize("45,1 Mo", "en")).toBeUndefined();
    expect(translateFileSize("3", "en")).toBeUndefined();
    expect(translateFileSize("PDF", "de")).toBeUndefined();
  });
});
