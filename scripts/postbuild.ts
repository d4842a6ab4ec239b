/**
 * Runs after `react-router build`: writes the sitemap from the list of public pages, prepares each
 * pre-rendered page for its first paint (scripts/first-paint.ts), then stores a brotli and a gzip
 * copy of every text file so the server never compresses at request time.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientRenderedPaths, notFoundPaths, pageVersions, publishedPaths } from "../domain/pages";
import { buildSitemap } from "../server/sitemap";
import { startScriptsOnPresence } from "../server/scripts-on-presence";
import { inlineCriticalCss, withFullSheetLast } from "./first-paint";

const clientDir = join(import.meta.dirname, "..", "build", "client");
const htmlFileOf = (path: string) => join(clientDir, path, "index.html");
const compressible = /\.(html|js|css|svg|txt|xml|json|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

await writeFile(
  join(clientDir, "sitemap.xml"),
  buildSitemap(
    pageVersions.filter(({ page }) => page.rendering === "static"),
    new Date(),
  ),
);

const stylesheets = (await readdir(join(clientDir, "assets"))).filter((name) =>
  name.endsWith(".css"),
);
if (stylesheets.length !== 1) {
  throw new Error(
    `Expected the site's one stylesheet in assets/, found: ${stylesheets.join(", ")}`,
  );
}
const stylesheetPath = `/assets/${stylesheets[0]}`;
const stylesheet = await readFile(join(clientDir, stylesheetPath), "utf8");
for (const path of [...publishedPaths, ...Object.values(notFoundPaths)]) {
  const html = await readFile(htmlFileOf(path), "utf8");
  await writeFile(
    htmlFileOf(path),
    withFullSheetLast(
      await inlineCriticalCss(startScriptsOnPresence(html), stylesheet),
      stylesheetPath,
    ),
  );
}
// The client-rendered pages are drawn by their scripts, at once: they keep them as React Router
// wrote them, and the full sheet, loaded before their first paint as usual.
for (const path of clientRenderedPaths) {
  const html = await readFile(htmlFileOf(path), "utf8");
  if (html.split("</head>").length !== 2) throw new Error(`${path}: expected one </head>`);
  await writeFile(
    htmlFileOf(path),
    html.replace("</head>", `<link rel="stylesheet" href="${stylesheetPath}"/></head>`),
  );
}

let count = 0;
for await (const path of files(clientDir)) {
  if (!compressible.test(path)) continue;
  const raw = await readFile(path);
  if ((await stat(path)).size < 512) continue;
  const brotli = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  await writeFile(`${path}.br`, brotli);
  await writeFile(`${path}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
}
console.log(`postbuild: sitemap.xml written, ${count} files pre-compressed (brotli, gzip)`);
