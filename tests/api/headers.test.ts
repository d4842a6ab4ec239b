import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureApp } from "../support/site";

/**
 * The tests of the Mozilla HTTP Observatory (its scoring of 2024), applied to one page and one API
 * answer of the production server. A+ needs 100 points or more with no failed test.
 */
function observatoryScore(headers: Record<string, string | string[] | number | undefined>): {
  score: number;
  failures: string[];
} {
  const header = (name: string) => String(headers[name] ?? "");
  const failures: string[] = [];
  let score = 100;
  const policy = new Map(
    header("content-security-policy")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values] as const),
  );
  const scripts = policy.get("script-src") ?? policy.get("default-src");
  if (!policy.size || !scripts) {
    failures.push("content-security-policy: missing");
    score -= 25;
  } else if (
    scripts.includes("'unsafe-inline'") ||
    scripts.includes("'unsafe-eval'") ||
    scripts.some((source) => /^(https?:|\*|data:)$/.test(source))
  ) {
    failures.push("content-security-policy: scripts may run inline or from anywhere");
    score -= 20;
  } else if (
    policy.get("object-src")?.join(" ") === "'none'" &&
    policy.has("frame-ancestors") &&
    policy.has("base-uri") &&
    policy.has("form-action")
  ) {
    // Observatory's bonus for a strict policy that also covers objects, framing, base and forms.
    score += 10;
  }
  const hsts = /max-age=(\d+)/.exec(header("strict-transport-security"));
  if (!hsts || Number(hsts[1]) < 15_552_000) {
    failures.push("strict-transport-security: under six months");
    score -= 20;
  } else if (/preload/.test(header("strict-transport-security"))) {
    score += 5;
  }
  if (header("x-content-type-options") !== "nosniff") {
    failures.push("x-content-type-options");
    score -= 5;
  }
  const framing = policy.get("frame-ancestors")?.join(" ");
  if (framing !== "'none'" && !/^(DENY|SAMEORIGIN)$/i.test(header("x-frame-options"))) {
    failures.push("clickjacking protection");
    score -= 20;
  }
  if (
    !/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(
      header("referrer-policy"),
    )
  ) {
    failures.push("referrer-policy");
    score -= 5;
  } else {
    score += 5;
  }
  if (header("access-control-allow-origin") === "*") {
    failures.push("cross-origin resource sharing open to all");
    score -= 50;
  }
  return { score, failures };
}

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startFixtureApp());
});

afterAll(() => close());

describe("security headers of the production server", () => {
  it.each(["/", "/pretAuto", "/api/health", "/nulle-part"])("grade A+ on %s", async (url) => {
    const response = await app.inject({ url });
    const { score, failures } = observatoryScore(response.headers);
    expect(failures).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(100);
  });

  it("fails a policy that lets inline scripts run", () => {
    const { failures } = observatoryScore({
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
      "strict-transport-security": "max-age=63072000",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });
    expect(failures).toContain("content-security-policy: scripts may run inline or from anywhere");
  });
});
