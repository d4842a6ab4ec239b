/**
 * Runs after `react-router build`: writes the sitemap from the list of public pages, then stores a
 * brotli and a gzip copy of every text file so the server never compresses at request time.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { publicPaths } from "../domain/pages";
import { buildSitemap } from "../server/sitemap";

const clientDir = join(import.meta.dirname, "..", "build", "client");
const compressible = /\.(html|js|css|svg|txt|xml|json|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

await writeFile(join(clientDir, "sitemap.xml"), buildSitemap(publicPaths, new Date()));

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
