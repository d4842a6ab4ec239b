/**
 * `npm run bench`: figures a reviewer can re-run. Prints one JSON line per measurement and writes
 * bench/results/latest.md. Bounded in time: BENCH_SECONDS per load test (default 10) and
 * LIGHTHOUSE_RUNS per page (default 3). BENCH_ONLY=auth,api,applications,uploads,pages,firsttap picks sections; BENCH_PAGES=/,/pretAuto
 * picks pages. The server's memory is read from Linux's /proc at rest and during each load test.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { publishedPaths } from "../domain/pages";
import { configFromEnv } from "../server/config";
import { loadSite } from "../server/site";
import { compiledServer, startServer, type ServerProcess } from "../tests/support/server-process";
import { benchApi, FIXED_RATE_CONNECTIONS, LEAD_RATE, SIGNUP_RATE, warmUp } from "./api";
import {
  benchSubmissions,
  benchUploads,
  SUBMISSION_RATE,
  UPLOAD_COUNT,
  UPLOAD_RATE,
} from "./applications";
import { benchAuth } from "./auth";
import { benchUploadLatency, FILE_BYTES, LATENCY_TARGET_MS, UPLOAD_ROUNDS } from "./upload-latency";
import { benchStatic } from "./static";
import { auditAgainIfUnrecorded, medianRun, withChrome, type LighthouseScores } from "./lighthouse";
import { residentBytes, watchPeakResident } from "./memory";
import { chromium } from "playwright-core";
import { htmlBrotliBytes, scriptsOnceHydrated } from "./page-weight";
import { firstTaps, measureFirstTap } from "./first-tap";

const PERFORMANCE_BUDGET = 0.99;
const LCP_BUDGET_MS = 1800;
const HTML_BUDGET_BYTES = 14 * 1024;
const JS_BUDGET_BYTES = 130 * 1024;
const FIRST_TAP_BUDGET_MS = 200;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const onlyPages = process.env.BENCH_PAGES?.split(",");
const sections = new Set(
  process.env.BENCH_ONLY?.split(",") ?? [
    "static",
    "auth",
    "api",
    "applications",
    "uploads",
    "pages",
    "firsttap",
  ],
);

const config = configFromEnv({ ...process.env, PORT: "0" });
if (![join(config.clientDir, "index.html"), compiledServer].every((path) => existsSync(path))) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const emit = (line: Record<string, unknown>) => console.log(JSON.stringify(line));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const date = new Date().toISOString().slice(0, 10);
const report: string[] = [`# Benchmarks — ${date}`, ""];

const dataDir = await mkdtemp(join(tmpdir(), "aurore-bench-"));
// TRUST_PROXY: the API bench gives each request its own client address in X-Forwarded-For.
const serverEnv = {
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  TRUST_PROXY: "true",
  PUBLIC_URL: "http://localhost:3000",
};
const pidOf = ({ process: { pid } }: ServerProcess) => {
  if (pid === undefined) throw new Error("The bench server has no process id");
  return pid;
};
/** Starts the server, with its highest RSS and its time from spawn to a healthy answer. */
const timedStart = async () => {
  const started = performance.now();
  let watch: { stop(): Promise<number> } | undefined;
  const server = await startServer(serverEnv, (child) => {
    if (child.pid !== undefined) watch = watchPeakResident(child.pid);
  });
  const startMs = Math.round(performance.now() - started);
  if (!watch) throw new Error("The bench server has no process id");
  return { server, startMs, startPeakBytes: await watch.stop() };
};
// A first start on an empty DATA_DIR creates the embedded database; a server in service restarts
// on existing data: both are measured, and the benchmarks run on the second start.
const firstStart = await timedStart();
const firstStartBytes = await residentBytes(pidOf(firstStart.server));
await firstStart.server.stop();
const { server, startMs: restartMs } = await timedStart();
const pid = pidOf(server);
const peaks: { section: string; bytes: number }[] = [];
const underLoad = async <T>(section: string, load: () => Promise<T>): Promise<T> => {
  const watch = watchPeakResident(pid);
  try {
    return await load();
  } finally {
    peaks.push({ section, bytes: await watch.stop() });
  }
};
try {
  await warmUp(server);
  const restBytes = await residentBytes(pid);

  if (sections.has("static")) {
    const figures = await underLoad("static", () =>
      benchStatic(server, config.clientDir, "/pretAuto"),
    );
    emit({ bench: "static", ...figures });
    report.push(
      "## Static page (GET /pretAuto, brotli, 50 connections)",
      "",
      "| server | requests/s | p99 ms |",
      "|---|---|---|",
      `| Aurore Banque (Fastify, full headers) | ${figures.productRequestsPerSecond} | ${figures.productP99Ms} |`,
      `| bare Node http, same bytes from memory | ${figures.bareRequestsPerSecond} | ${figures.bareP99Ms} |`,
      `| ratio (target ≥ 0.7, aim ≥ 0.9) | ${figures.ratio} | |`,
      "",
    );
  }

  if (sections.has("auth")) {
    const figures = await underLoad("auth", () => benchAuth(server));
    emit({ bench: "auth", ...figures });
    report.push(
      "## Accounts",
      "",
      "| measure | value | target |",
      "|---|---|---|",
      `| argon2id hashes/s (19 MiB, 2 passes, 4 in flight) | ${figures.argon2HashesPerSecond} | the floor of a login |`,
      `| POST /api/auth/login requests/s | ${figures.loginRequestsPerSecond} (p99 ${figures.loginP99Ms} ms) | ≥ 0.9 × hash rate |`,
      `| login / hash ratio | ${figures.loginToHashRatio} | ≥ 0.9 |`,
      `| GET /api/auth/session at ${figures.sessionRate} req/s, p99 | ${figures.sessionP99Ms} ms (${figures.sessionNon2xx} non-2xx) | < 20 ms at 200 req/s |`,
      "",
    );
  }

  if (sections.has("api")) {
    const figures = await underLoad("api", () => benchApi(server));
    for (const line of figures) emit({ bench: "api", ...line });
    report.push(
      `## Forms at a fixed rate (${LEAD_RATE} leads/s, ${SIGNUP_RATE} signups/s, ${FIXED_RATE_CONNECTIONS} connections, one client address per request)`,
      "",
      "| endpoint | target req/s | achieved req/s | p50 ms | p99 ms | non-2xx | connection errors |",
      "|---|---|---|---|---|---|---|",
      ...figures.map(
        (line) =>
          `| ${line.endpoint} | ${line.targetRate} | ${line.requestsPerSecond} | ${line.p50Ms} | ${line.p99Ms} | ${line.non2xx}${line.non2xx > 0 ? ` ${JSON.stringify(line.non2xxByStatus)}` : ""} | ${line.connectionErrors} |`,
      ),
      "",
    );
  }

  if (sections.has("applications")) {
    const submissions = await underLoad("applications", () => benchSubmissions(server));
    for (const line of submissions) emit({ bench: "applications", ...line });
    const uploads = await underLoad("uploads", () => benchUploads(server, pid));
    emit({ bench: "uploads", ...uploads });
    report.push(
      `## Loan applications (${SUBMISSION_RATE} req/s each, one customer)`,
      "",
      "| endpoint | target req/s | achieved req/s | p50 ms | p99 ms | non-2xx |",
      "|---|---|---|---|---|---|",
      ...submissions.map(
        (line) =>
          `| ${line.endpoint} | ${line.targetRate} | ${line.requestsPerSecond} | ${line.p50Ms} | ${line.p99Ms} | ${line.non2xx}${line.non2xx > 0 ? ` ${JSON.stringify(line.non2xxByStatus)}` : ""} |`,
      ),
      "",
      `## Document uploads (${UPLOAD_COUNT} PDF files of 5 MB at ${UPLOAD_RATE}/s)`,
      "",
      "| uploads | MB/s stored | p50 ms | p99 ms | non-2xx | RSS at rest before, MB | after, MB |",
      "|---|---|---|---|---|---|---|",
      `| ${uploads.uploads} | ${uploads.megabytesPerSecond} | ${uploads.p50Ms} | ${uploads.p99Ms} | ${uploads.non2xx} | ${uploads.restBeforeMb} | ${uploads.restAfterMb} |`,
      "",
    );
  }

  if (sections.has("uploads")) {
    const { latencies, transfers } = await underLoad("upload-latency", () =>
      benchUploadLatency(server),
    );
    for (const line of [...latencies, ...transfers]) emit({ bench: "upload-latency", ...line });
    report.push(
      `## Visitors while one customer sends and fetches ${FILE_BYTES / 1024 / 1024} MB files (${UPLOAD_ROUNDS + 1} uploads, ${UPLOAD_ROUNDS} downloads)`,
      "",
      `| phase | path | requests | p50 ms | p99 ms (target < ${LATENCY_TARGET_MS}) | max ms |`,
      "|---|---|---|---|---|---|",
      ...latencies.map(
        (line) =>
          `| ${line.phase} | ${line.path} | ${line.requests} | ${line.p50Ms} | ${line.p99Ms} | ${line.maxMs} |`,
      ),
      "",
      "| transfer | count | p50 ms | p99 ms | MB/s |",
      "|---|---|---|---|---|",
      ...transfers.map(
        (line) =>
          `| ${line.transfer} | ${line.count} | ${line.p50Ms} | ${line.p99Ms} | ${line.megabytesPerSecond} |`,
      ),
      "",
    );
  }

  emit({
    bench: "memory",
    firstStartMs: firstStart.startMs,
    restartMs,
    firstStartPeakRssMb: mb(firstStart.startPeakBytes),
    firstStartRssMb: mb(firstStartBytes),
    restRssMb: mb(restBytes),
    ...Object.fromEntries(peaks.map(({ section, bytes }) => [`${section}PeakRssMb`, mb(bytes)])),
  });
  report.push(
    "## Memory (RSS of the server process)",
    "",
    `From spawn to a healthy \`/api/health\`: ${firstStart.startMs} ms on an empty DATA_DIR, ${restartMs} ms on a restart.`,
    "",
    "| moment | RSS MB |",
    "|---|---|",
    `| peak during a first start on an empty DATA_DIR (target ≤ 500) | ${mb(firstStart.startPeakBytes)} |`,
    `| first start on an empty DATA_DIR, idle (target ≤ 300) | ${mb(firstStartBytes)} |`,
    `| at rest, after a restart and warm-up (target ≤ 300) | ${mb(restBytes)} |`,
    ...peaks.map(({ section, bytes }) => `| peak during the ${section} load test | ${mb(bytes)} |`),
    "",
  );

  if (sections.has("pages")) {
    const site = await loadSite(config.clientDir);
    const paths = publishedPaths.filter((path) => !onlyPages || onlyPages.includes(path));
    const rows: {
      path: string;
      htmlBytes: number;
      scores: LighthouseScores;
      present: { bytes: number; requests: number };
      withinBudget: Record<string, boolean>;
    }[] = [];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    });
    await withChrome(async (port) => {
      for (const path of paths) {
        const htmlBytes = htmlBrotliBytes(site, path);
        const results: LighthouseScores[] = [];
        for (let run = 0; run < runs; run += 1)
          results.push(await auditAgainIfUnrecorded(`${server.origin}${path}`, port));
        const scores = medianRun(results);
        const present = await scriptsOnceHydrated(browser, `${server.origin}${path}`);
        const withinBudget = {
          performance: scores.performance >= PERFORMANCE_BUDGET,
          lcp: scores.lcpMs <= LCP_BUDGET_MS,
          js: scores.jsTransferBytes <= JS_BUDGET_BYTES,
          jsOncePresent: present.bytes <= JS_BUDGET_BYTES,
          html: htmlBytes <= HTML_BUDGET_BYTES,
          cls: scores.cls === 0,
          accessibility: scores.accessibility === 1,
          bestPractices: scores.bestPractices === 1,
          seo: scores.seo === 1,
        };
        emit({
          bench: "page",
          path,
          runs,
          ...scores,
          htmlBrotliBytes: htmlBytes,
          jsOncePresentBytes: present.bytes,
          jsOncePresentRequests: present.requests,
          withinBudget,
        });
        rows.push({ path, htmlBytes, scores, present, withinBudget });
      }
    }).finally(() => browser.close());
    const misses = rows
      .map(({ path, withinBudget }) => ({
        path,
        missed: Object.keys(withinBudget).filter((budget) => !withinBudget[budget]),
      }))
      .filter(({ missed }) => missed.length > 0);
    report.push(
      "## Public pages",
      "",
      `Lighthouse 12 mobile, the run of median performance out of ${runs}, all figures from that run.`,
      "Budgets: performance ≥ 0.99, LCP ≤ 1.8 s, CLS 0, accessibility, best practices and SEO 1,",
      "HTML ≤ 14 KB (the built page after brotli), JavaScript ≤ 130 KB as Lighthouse counts it (the",
      "transfer size of every script requested during the load: compressed as received, headers included),",
      "and the same ≤ 130 KB for the scripts a visitor's browser transfers once present (the mouse moved,",
      "the page hydrated: docs/decisions/015-first-paint-and-javascript-budget.md).",
      "",
      "| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | HTML KB (brotli) | JS KB (Lighthouse, transferred) | JS KB once present (requests) |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
      ...rows.map(
        ({ path, htmlBytes, scores, present }) =>
          `| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${scores.fcpMs} | ${scores.lcpMs} | ${scores.tbtMs} | ${scores.cls} | ${kb(htmlBytes)} | ${kb(scores.jsTransferBytes)} | ${kb(present.bytes)} (${present.requests}) |`,
      ),
      "",
      `${rows.length - misses.length} of ${rows.length} routes meet every budget.`,
      "",
    );
    console.error(
      misses.length === 0
        ? `\nAll ${rows.length} routes meet every budget.`
        : [
            `\n${misses.length} of ${rows.length} routes miss a budget:`,
            ...misses.map(({ path, missed }) => `  ${path}: ${missed.join(", ")}`),
          ].join("\n"),
    );
  }

  if (sections.has("firsttap")) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
    });
    const rows: string[] = [];
    try {
      for (const tap of firstTaps) {
        const runsOfTap = [];
        for (let run = 0; run < runs; run += 1) {
          runsOfTap.push(await measureFirstTap(browser, server.origin, tap));
        }
        runsOfTap.sort((a, b) => a.effectMs - b.effectMs);
        const median = runsOfTap[Math.floor(runsOfTap.length / 2)];
        if (!median) continue;
        const withinBudget = {
          effect: median.effectMs <= FIRST_TAP_BUDGET_MS,
          js: median.scriptBytes <= JS_BUDGET_BYTES,
        };
        emit({ bench: "firstTap", tap: tap.name, path: tap.path, runs, ...median, withinBudget });
        rows.push(
          `| ${tap.name} (${tap.path}) | ${median.effectMs} | ${kb(median.scriptBytes)} (${median.scriptRequests}) | ${Object.values(withinBudget).every(Boolean) ? "yes" : "no"} |`,
        );
      }
    } finally {
      await browser.close();
    }
    report.push(
      "## The first tap",
      "",
      `A phone's first tap, before any other sign of presence, under Lighthouse's 4× CPU slowdown: the`,
      `time from the tap to the frame that shows what it opened, and the scripts transferred by then`,
      `(median of ${runs}). Budgets: ≤ ${FIRST_TAP_BUDGET_MS} ms and ≤ 130 KB.`,
      "",
      "| tap | effect ms | JS KB by then (requests) | within budget |",
      "|---|---|---|---|",
      ...rows,
      "",
    );
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

await mkdir(join(import.meta.dirname, "results"), { recursive: true });
await writeFile(join(import.meta.dirname, "results", "latest.md"), report.join("\n"));
console.error("\nReport written to bench/results/latest.md");
