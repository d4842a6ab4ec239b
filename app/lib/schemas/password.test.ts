import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password";

describe("passwordStrength", () => {
  it.each([
    ["", 0, "Très faible", "red", 0],
    ["abc", 1, "Très faible", "red", 20],
    ["abcdefgh", 2, "Faible", "orange", 40],
    ["abcdefgH", 3, "Moyen", "yellow", 60],
    ["abcdefH1", 4, "Fort", "green", 80],
    ["abcdeH1!", 5, "Très fort", "green", 100],
  ])("scores %j as %i: %s", (password, score, label, colour, percent) => {
    expect(passwordStrength(password)).toEqual({ score, label, colour, percent });
  });
});
