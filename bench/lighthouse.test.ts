import { describe, expect, it } from "vitest";
import { loadTransfer, medianRun, type LighthouseScores } from "./lighthouse";

const origin = "http://localhost:3000";

describe("loadTransfer", () => {
  it("counts every script the load requested, whoever started it, as Lighthouse transferred it", () => {
    const transfer = loadTransfer(
      [
        { url: `${origin}/`, resourceType: "Document", transferSize: 6_100 },
        { url: `${origin}/assets/entry.js`, resourceType: "Script", transferSize: 40_000 },
        { url: `${origin}/assets/loader.js`, resourceType: "Script", transferSize: 1_200 },
        { url: `${origin}/assets/form.js`, resourceType: "Script", transferSize: 30_000 },
        { url: `${origin}/assets/root.css`, resourceType: "Stylesheet", transferSize: 9_000 },
        { url: `${origin}/favicon.svg`, resourceType: "Other", transferSize: 800 },
        { url: `${origin}/assets/cancelled.js`, transferSize: 0 },
      ],
      `${origin}/`,
    );
    expect(transfer).toEqual({
      jsTransferBytes: 71_200,
      jsRequests: 3,
      htmlTransferBytes: 6_100,
      cssTransferBytes: 9_000,
    });
  });

  it("takes the page's own document, not a frame's", () => {
    const transfer = loadTransfer(
      [
        { url: `${origin}/frame`, resourceType: "Document", transferSize: 2_000 },
        { url: `${origin}/signup`, resourceType: "Document", transferSize: 7_000 },
      ],
      `${origin}/signup`,
    );
    expect(transfer.htmlTransferBytes).toBe(7_000);
  });

  it("fails when Lighthouse saw no request for the page", () => {
    expect(() => loadTransfer([], `${origin}/`)).toThrow(/no document request/);
  });
});

describe("medianRun", () => {
  const run = (performance: number, lcpMs: number, jsTransferBytes: number): LighthouseScores => ({
    performance,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    fcpMs: 900,
    lcpMs,
    speedIndexMs: 1_000,
    tbtMs: 0,
    cls: 0,
    jsTransferBytes,
    jsRequests: 5,
    htmlTransferBytes: 6_000,
    cssTransferBytes: 9_000,
  });

  it("keeps the run of median performance whole, with its own LCP and bytes", () => {
    expect(
      medianRun([run(0.99, 1_500, 120_000), run(0.95, 2_100, 140_000), run(1, 1_200, 110_000)]),
    ).toEqual(run(0.99, 1_500, 120_000));
  });
});
