import { bank } from "../domain/bank";
import { alternatesOf, type PageVersion } from "../domain/pages";

const absolute = (path: string) => `${bank.siteUrl}${path}`;

/** Every page in every language, each with its other languages as `hreflang` alternates. */
export function buildSitemap(versions: readonly PageVersion[], lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = versions
    .map(({ page, path }) => {
      const alternates = alternatesOf(page)
        .map(
          ({ hreflang, path: alternate }) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(alternate)}"/>`,
        )
        .join("");
      return `  <url><loc>${absolute(path)}</loc><lastmod>${day}</lastmod>${alternates}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
