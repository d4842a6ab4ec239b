import type { Site } from "../server/site";

export interface PageWeight {
  htmlBrotliBytes: number;
  jsBrotliBytes: number;
  jsFiles: number;
}

/** Every script a page loads at start: module preloads and the inline module's imports. */
export function scriptsOf(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(
    /(?:href|src)="(\/assets\/[^"]+\.js)"|(?:import\(?\s*|from\s+)"(\/assets\/[^"]+\.js)"/g,
  )) {
    const path = match[1] ?? match[2];
    if (path) paths.add(path);
  }
  return [...paths];
}

export function pageWeight(site: Site, path: string): PageWeight {
  const page = site.files.get(path);
  if (!page) throw new Error(`No page at ${path}`);
  const scripts = scriptsOf(page.body.toString("utf8"));
  const brotliSize = (file: { body: Buffer; encoded: { br?: Buffer } }) =>
    (file.encoded.br ?? file.body).length;
  const jsBrotliBytes = scripts.reduce((sum, script) => {
    const file = site.files.get(script);
    if (!file) throw new Error(`${path} loads ${script}, which is not in the build`);
    return sum + brotliSize(file);
  }, 0);
  return { htmlBrotliBytes: brotliSize(page), jsBrotliBytes, jsFiles: scripts.length };
}
