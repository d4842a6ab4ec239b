import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { splitLocale } from "@domain/i18n/locales";
import { commonText } from "~/content/common.i18n";
import { Link } from "~/i18n/Link";
import { CreditWarning } from "./CreditFigures";
import type { Hero } from "~/content/types";
import { PageHero } from "./PageHero";
import { PageContainer, Section } from "./Section";

/** A contact or reference link: `tel:`, `mailto:`, a site path ("/termes") or a public https page. */
export interface LegalLink {
  label: string;
  href: string;
}

export interface LegalSection {
  title: string;
  /**
   * A section about credit opens with the warning of art. L312-5, drawn by `CreditWarning`: in a
   * translation, the French sentence the law requires comes with it.
   */
  creditWarning?: true;
  paragraphs: string[];
  list?: string[];
  links?: LegalLink[];
}

export interface LegalDocument {
  hero: Hero;
  /** Date of the current version, as read ("1er novembre 2026") and as ISO 8601 ("2026-11-01"). */
  updated: { label: string; iso: string };
  sections: LegalSection[];
}

function LegalLinkItem({ link }: { link: LegalLink }) {
  const className = "link font-semibold";
  return link.href.startsWith("/") ? (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}

/** Legal texts and statements: a readable column of titled sections under the page hero. */
export function LegalArticle({
  content,
  children,
}: {
  content: LegalDocument;
  children?: ReactNode;
}) {
  const { legalArticleText: text } = commonText.use();
  const frenchPath = splitLocale(useLocation().pathname).path;
  return (
    <>
      <PageHero hero={content.hero} />
      <PageContainer>
        <article className="mx-auto max-w-3xl pt-12 text-ink-700">
          <p>
            {text.updated} <time dateTime={content.updated.iso}>{content.updated.label}</time>
          </p>
          {text.frenchPrevails && (
            <p className="mt-4 rounded-lg bg-brand-50 p-4 text-brand-900">
              {text.frenchPrevails}{" "}
              {/* A plain link: the French page is another language's document, loaded whole. */}
              <a href={frenchPath} hrefLang="fr" className="link font-semibold">
                {text.frenchVersion}
              </a>
            </p>
          )}
          {content.sections.map((section) => (
            <Section key={section.title} title={section.title}>
              <div className="grid gap-4">
                {section.creditWarning && <CreditWarning />}
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="grid list-disc gap-2 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.links && (
                  <ul className="grid gap-2">
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <LegalLinkItem link={link} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </Section>
          ))}
          {children}
        </article>
      </PageContainer>
    </>
  );
}
