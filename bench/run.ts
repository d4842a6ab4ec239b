/**
 * `npm run bench`: figures a reviewer can re-run. Prints one JSON line per measurement and writes
 * bench/results/latest.md. Bounded: Lighthouse runs LIGHTHOUSE_RUNS times per page (default 3).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { publicPaths } from "../app/content/site";
import { createDatabase } from "../db/database";
import { buildApp } from "../server/app";
import { configFromEnv } from "../server/config";
import { loadSite } from "../server/site";
import { audit, medianRun, withChrome, type LighthouseScores } from "./lighthouse";
import { pageWeight, type PageWeight } from "./page-weight";

const HTML_BUDGET_BYTES = 14 * 1024;
const JS_BUDGET_BYTES = 130 * 1024;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.BENCH_PAGES?.split(",");

const config = configFromEnv({ ...process.env, PORT: "0" });
if (!existsSync(join(config.clientDir, "index.html"))) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const emit = (line: Record<string, unknown>) => console.log(JSON.stringify(line));
const site = await loadSite(config.clientDir);
const database = await createDatabase({ dataDir: "memory://" });
const app = await buildApp({
  site,
  database,
  sessionSecret: randomBytes(32).toString("hex"),
  production: false,
});
const origin = await app.listen({ host: "127.0.0.1", port: 0 });
const paths = publicPaths.filter((path) => !only || only.includes(path));

const rows: { path: string; weight: PageWeight; scores: LighthouseScores }[] = [];
try {
  await withChrome(async (port) => {
    for (const path of paths) {
      const weight = pageWeight(site, path);
      emit({
        bench: "page-weight",
        path,
        ...weight,
        htmlWithinBudget: weight.htmlBrotliBytes <= HTML_BUDGET_BYTES,
        jsWithinBudget: weight.jsBrotliBytes <= JS_BUDGET_BYTES,
      });
      const results: LighthouseScores[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(`${origin}${path}`, port));
      const scores = medianRun(results);
      emit({ bench: "lighthouse-mobile", path, runs, ...scores });
      rows.push({ path, weight, scores });
    }
  });
} finally {
  await app.close();
  await database.close();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const date = new Date().toISOString().slice(0, 10);
const report = [
  `# Benchmarks — ${date}`,
  "",
  `Lighthouse 12 mobile (median of ${runs}), sizes after brotli. Budgets: HTML ≤ 14 KB, JS ≤ 130 KB.`,
  "",
  "| page | perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | HTML KB | JS KB |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    ({ path, weight, scores }) =>
      `| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${scores.lcpMs} | ${scores.cls} | ${scores.tbtMs} | ${kb(weight.htmlBrotliBytes)} | ${kb(weight.jsBrotliBytes)} |`,
  ),
  "",
].join("\n");
await mkdir(join(import.meta.dirname, "results"), { recursive: true });
await writeFile(join(import.meta.dirname, "results", "latest.md"), report);
console.error(`\nReport written to bench/results/latest.md`);
