import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";

describe("contentSecurityPolicy", () => {
  it("allows the page's own inline scripts by hash and nothing inline otherwise", () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"], false);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("upgrades insecure requests in production only", () => {
    expect(contentSecurityPolicy([], true)).toContain("upgrade-insecure-requests");
  });
});
