import { describe, expect, it } from "vitest";
import { passwordStrength } from "./passwordStrength";
import { isUncommonPassword, loadCommonPasswords } from "./commonPasswords";

describe("passwordStrength", () => {
  it.each([
    ["", 0, 0, "red", 0],
    ["abc", 1, 0, "red", 20],
    ["abcdefgh", 2, 1, "orange", 40],
    ["abcdefgH", 3, 2, "yellow", 60],
    ["abcdefH1", 4, 3, "green", 80],
    ["abcdeH1!", 5, 4, "green", 100],
  ])("scores %j as %i: level %i", (password, score, level, colour, percent) => {
    expect(passwordStrength(password)).toEqual({ score, level, colour, percent });
  });
});

describe("the common passwords refused", () => {
  it("come from a maintained list of at least 10 000, French ones included", async () => {
    const list = await loadCommonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const password of ["motdepasse", "azerty", "soleil", "bonjour1"]) {
      expect(list.has(password), password).toBe(true);
    }
    expect(await isUncommonPassword("AZERTY123")).toBe(false);
    expect(await isUncommonPassword("Lumiere-2026")).toBe(true);
  });
});
