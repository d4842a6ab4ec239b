import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  jsRequests: number;
  htmlTransferBytes: number;
  cssTransferBytes: number;
}

/** One row of Lighthouse's `network-requests` audit, reduced to what the budgets need. */
export interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize: number;
}

export type LoadTransfer = Pick<
  LighthouseScores,
  "jsTransferBytes" | "jsRequests" | "htmlTransferBytes" | "cssTransferBytes"
>;

const chromeFlags = ["--headless=new", ...chromiumFlags];

/** Lighthouse 12 with its default mobile settings (Moto G Power, slow 4G, 4× CPU slowdown). */
export async function withChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Bytes as Lighthouse counts them: the `transferSize` of each request made during the load, that is
 * compressed as the browser received it and headers included, so that the budgets match the report.
 */
export function loadTransfer(requests: NetworkRequest[], documentUrl: string): LoadTransfer {
  const ofType = (type: string) => requests.filter((request) => request.resourceType === type);
  const sum = (list: NetworkRequest[]) =>
    list.reduce((total, request) => total + request.transferSize, 0);
  const scripts = ofType("Script");
  const document = ofType("Document").find((request) => request.url === documentUrl);
  if (!document) throw new Error(`Lighthouse saw no document request for ${documentUrl}`);
  return {
    jsTransferBytes: sum(scripts),
    jsRequests: scripts.length,
    htmlTransferBytes: document.transferSize,
    cssTransferBytes: sum(ofType("Stylesheet")),
  };
}

function networkRequests(details: Result["audits"][string]["details"]): NetworkRequest[] {
  if (details?.type !== "table")
    throw new Error("Lighthouse's network-requests audit has no table of requests");
  return details.items.map((item) => {
    const { url, resourceType, transferSize } = item;
    if (typeof url !== "string" || typeof transferSize !== "number")
      throw new Error(`Unexpected network request in Lighthouse's report: ${JSON.stringify(item)}`);
    return {
      url,
      transferSize,
      // Lighthouse leaves the type out when Chromium gave none (a request cancelled early).
      ...(typeof resourceType === "string" ? { resourceType } : {}),
    };
  });
}

/** Lighthouse's own failures to record a load (NO_NAVSTART, NO_FCP…), which it says to run again. */
export class LighthouseRunError extends Error {}

/** `audit`, run again (up to `attempts` times) when Lighthouse failed to record the load. */
export async function auditAgainIfUnrecorded(
  url: string,
  port: number,
  attempts = 3,
): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= attempts) throw error;
      console.error(`${error.message}: running it again`);
    }
  }
}

export async function audit(url: string, port: number): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, mainDocumentUrl, finalDisplayedUrl, runtimeError } = result.lhr;
  // A run Lighthouse could not finish scores 0 everywhere: say why rather than report the zeros.
  if (runtimeError) {
    throw new LighthouseRunError(
      `Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`,
    );
  }
  const score = (id: string) => categories[id]?.score ?? 0;
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    speedIndexMs: ms("speed-index"),
    tbtMs: ms("total-blocking-time"),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    ...loadTransfer(
      networkRequests(audits["network-requests"]?.details),
      mainDocumentUrl ?? finalDisplayedUrl,
    ),
  };
}

/** The run whose performance score is the median of the runs, with that run's other figures. */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("No Lighthouse run to take the median of");
  return median;
}
