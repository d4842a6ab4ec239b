import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseHTML } from "linkedom";
import { configFromEnv } from "../../server/config";

/** What `npm run build` writes for the browser: the pre-rendered pages, their assets, the sitemap. */
export const clientDir = configFromEnv({}).clientDir;

/** The built server's page renderer. */
const pageRendererFile = configFromEnv({}).pageRendererFile;

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

/**
 * A page's HTML as the built server draws it now, in process: `CATALOG_LOCALE=pseudo` set before
 * the first call draws it from the pseudo-locale's catalogs (issue 33, item 3).
 */
export async function serverDrawnHtml(path: string): Promise<string> {
  const [{ createRequestHandler }, build] = await Promise.all([
    import("react-router"),
    import(/* @vite-ignore */ pathToFileURL(pageRendererFile).href),
  ]);
  const answer = await createRequestHandler(
    build,
    "production",
  )(new Request(`http://localhost:3000${path}`));
  return answer.text();
}

/** The page `serverDrawnHtml` draws, as a DOM a test can query. */
export const serverDrawnPage = async (path: string): Promise<Document> =>
  htmlDocument(await serverDrawnHtml(path));
