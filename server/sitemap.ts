import { bank } from "../domain/bank";

export function buildSitemap(paths: readonly string[], lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = paths
    .map((path) => `  <url><loc>${bank.siteUrl}${path}</loc><lastmod>${day}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
