import { describe, expect, it } from "vitest";
import { returnPathOf, safeReturnPath } from "./returnPath";

describe("safeReturnPath", () => {
  it.each([
    [
      "/demandePret?produit=pretAuto&montant=20000&duree=60",
      "/demandePret?produit=pretAuto&montant=20000&duree=60",
    ],
    ["/espaceClient", "/espaceClient"],
    ["/pretAuto#demande", "/pretAuto#demande"],
    ["/", "/"],
    [
      "/demandePret?id=0b8e8a4e-2c55-4c39-9d0f-1f5e0d1c2a3b",
      "/demandePret?id=0b8e8a4e-2c55-4c39-9d0f-1f5e0d1c2a3b",
    ],
    ["/a/../espaceClient", "/espaceClient"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ["no value", null],
    ["undefined", undefined],
    ["an empty value", ""],
    ["a relative path", "espaceClient"],
    ["an absolute address", "https://evil.example/espaceClient"],
    ["a scheme", "javascript:alert(1)"],
    ["a data address", "data:text/html,<script>alert(1)</script>"],
    ["a protocol-relative address", "//evil.example/espaceClient"],
    ["a backslash after the slash", "/\\evil.example"],
    ["a backslash further on", "/espaceClient\\..\\..\\evil"],
    ["a tab that browsers drop", "/\t/evil.example"],
    ["a line break that browsers drop", "/\n/evil.example"],
    ["a null character", "/espaceClient\u0000"],
    ["leading spaces", " /espaceClient"],
    ["a dot segment before two slashes", "/.//evil.example/"],
    ["dot segments that climb to two slashes", "/a/..//evil.example"],
    ["an encoded dot segment", "/%2e//evil.example"],
  ])("refuses %s", (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe("returnPathOf", () => {
  it("reads the encoded path of `suite`", () => {
    expect(returnPathOf("?suite=%2FdemandePret%3Fproduit%3DpretVoyage%26montant%3D3000")).toBe(
      "/demandePret?produit=pretVoyage&montant=3000",
    );
  });

  it("ignores a missing or foreign `suite`", () => {
    expect(returnPathOf("")).toBeNull();
    expect(returnPathOf("?suite=https%3A%2F%2Fevil.example")).toBeNull();
  });
});
