import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./csp";

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

describe("securityHeaders", () => {
  it("denies framing as the policy does, and every powerful feature but passkeys", () => {
    const headers = securityHeaders(true);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const features = headers["permissions-policy"]?.split(", ") ?? [];
    expect(features).toContain("publickey-credentials-get=(self)");
    expect(features).toContain("publickey-credentials-create=(self)");
    for (const feature of features.filter((each) => !each.startsWith("publickey-credentials"))) {
      expect(feature).toMatch(/^[a-z-]+=\(\)$/);
    }
  });

  it("pins HTTPS in production only", () => {
    expect(securityHeaders(true)["strict-transport-security"]).toMatch(/max-age=63072000/);
    expect(securityHeaders(false)).not.toHaveProperty("strict-transport-security");
  });
});
