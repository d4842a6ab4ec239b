import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import type { Locale } from "../domain/i18n/locales";
import { notFoundPaths } from "../domain/pages";

export type Encoding = "br" | "gzip";

export interface SiteFile {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  contentType: string;
  /**
   * For files that are revalidated. A hashed asset is cached for a year and never asked again: an
   * ETag would only add its 45 bytes to each of the dozen scripts a page loads (issue 17's budget).
   */
  etag?: string;
  cacheControl: string;
  /** `'sha256-…'` sources of the page's inline scripts, for its CSP (HTML files only). */
  scriptHashes: string[];
  /**
   * Anything a browser may open as a document and run: all but scripts, stylesheets, fonts and
   * raster images, which never get the document-only headers (server/csp.ts).
   */
  document: boolean;
}

export interface Site {
  /** Keyed by URL path: `/`, `/pretAuto`, `/assets/entry.client-abc.js`. */
  files: Map<string, SiteFile>;
  /** The 404 page in each language. */
  notFound: Record<Locale, SiteFile>;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

const subresourceExtensions = new Set([".js", ".css", ".woff2", ".png", ".webp", ".avif", ".ico"]);

// Vite puts a content hash in every file name under assets/, so those never change.
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function urlPathOf(relativePath: string): string {
  const path = `/${relativePath.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

/** The `'sha256-…'` CSP sources of a page's inline scripts. */
export function scriptHashesOf(html: string): string[] {
  return inlineScripts(html).map(
    (script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`,
  );
}

function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]) scripts.push(match[1]);
  }
  return scripts;
}

/**
 * Reads the whole client build into memory at start-up (well under 2 MB): a page is then served
 * from a buffer with no disk access, and with the compressed copy written by the build.
 */
export async function loadSite(clientDir: string): Promise<Site> {
  const paths = await listFiles(clientDir);
  const present = new Set(paths);
  const files = new Map<string, SiteFile>();

  for (const path of paths) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const body = await readFile(path);
    const encoded: SiteFile["encoded"] = {};
    if (present.has(`${path}.br`)) encoded.br = await readFile(`${path}.br`);
    if (present.has(`${path}.gz`)) encoded.gzip = await readFile(`${path}.gz`);
    const relativePath = relative(clientDir, path);
    const extension = extname(path);
    const scriptHashes = extension === ".html" ? scriptHashesOf(body.toString("utf8")) : [];
    const immutable = relativePath.startsWith(`assets${sep}`);
    files.set(urlPathOf(relativePath), {
      body,
      encoded,
      contentType: contentTypes[extension] ?? "application/octet-stream",
      ...(!immutable && { etag: `"${createHash("sha1").update(body).digest("base64url")}"` }),
      cacheControl: immutable ? IMMUTABLE : REVALIDATE,
      scriptHashes,
      document: !subresourceExtensions.has(extension),
    });
  }

  const incomplete = () =>
    new Error(`The build in ${clientDir} is incomplete: run \`npm run build\`.`);
  /** Pages served in place of others, one per language: taken out of the files served as such. */
  const takeEachLanguage = (paths: Record<Locale, string>) =>
    Object.fromEntries(
      Object.entries(paths).map(([locale, path]) => {
        const file = files.get(path);
        if (!file) throw incomplete();
        files.delete(path);
        return [locale, file];
      }),
    ) as Record<Locale, SiteFile>;
  const notFound = takeEachLanguage(notFoundPaths);
  return { files, notFound };
}
