import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Lighthouse 12 with its default mobile settings (Moto G Power, slow 4G, 4× CPU slowdown). */
export async function withChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
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
  const { categories, audits } = result.lhr;
  const score = (id: string) => categories[id]?.score ?? 0;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
  };
}

/** The run whose performance score is the median of the runs. */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("No Lighthouse run to take the median of");
  return median;
}
