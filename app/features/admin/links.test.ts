import { describe, expect, it } from "vitest";
import { adminLink, filledParams, pageParam } from "./links";

describe("filledParams", () => {
  it("keeps the filters that are set, trimmed, and drops the empty ones", () => {
    const params = filledParams([
      ["view", "prets"],
      ["product", "pretAuto"],
      ["state", ""],
      ["outcome", "   "],
      ["q", "  Martin "],
    ]);
    expect(params.toString()).toBe("view=prets&product=pretAuto&q=Martin");
  });
});

describe("adminLink", () => {
  it("changes some parameters and keeps the others", () => {
    expect(adminLink("?view=prets&page=2", { demande: "abc", page: undefined })).toBe(
      "/admin?view=prets&demande=abc",
    );
    expect(adminLink("?page=2", { page: pageParam(1) })).toBe("/admin");
    expect(adminLink("", { page: pageParam(3) })).toBe("/admin?page=3");
  });
});
