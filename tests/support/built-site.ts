import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseHTML } from "linkedom";
import { configFromEnv } from "../../server/config";

/** What `npm run build` writes for the browser: the pre-rendered pages, their assets, the sitemap. */
export const clientDir = configFromEnv({}).clientDir;

/** The file a site path is served from: `/` → `index.html`, `/en/pretAuto` → `en/pretAuto/index.html`. */
export function builtFileOf(path: string): string {
  if (path.endsWith(".html")) return join(clientDir, path);
  return join(clientDir, path, "index.html");
}

export const isBuilt = (path: string) => existsSync(builtFileOf(path));

/** A page's HTML as a DOM a test can query, in Node: what a browser holds, read without one. */
export const htmlDocument = (html: string): Document =>
  parseHTML(html).document as unknown as Document;

const parsed = new Map<string, Document>();

/** The pre-rendered page at `path`, as a DOM a test can query (parsed once per test file). */
export function builtPage(path: string): Document {
  let document = parsed.get(path);
  if (!document) {
    document = htmlDocument(readFileSync(builtFileOf(path), "utf8"));
    parsed.set(path, document);
  }
  return document;
}
