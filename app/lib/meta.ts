import type { MetaDescriptor } from "react-router";
import { bank } from "@domain/bank";

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
}

/** Title, description, canonical and Open Graph tags: every page sets all of them the same way. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${bank.name} — ${title}` : `${title} | ${bank.name}`;
  const url = `${bank.siteUrl}${path === "/" ? "/" : path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: bank.name },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${bank.siteUrl}/og-image.png` },
  ];
}
