import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { Section } from "~/components/ui/Section";
import { banqueAffaireContent } from "~/content/banqueAffaire.i18n";
import type { BanqueAffaireTabId } from "~/content/banqueAffaire";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(banqueAffaireContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const meta = localizedMeta("/banqueAffaire", {
  fr: {
    title: "Banque d'affaires",
    description:
      "Fusions et acquisitions, financements structurés, marchés de capitaux et trésorerie : une banque d'affaires aux côtés des dirigeants, secteur par secteur.",
  },
  en: {
    title: "Corporate finance and investment banking",
    description:
      "Mergers and acquisitions, structured finance, capital markets and treasury: an investment bank working alongside business leaders, sector by sector.",
  },
  es: {
    title: "Banca de negocios",
    description:
      "Fusiones y adquisiciones, financiación estructurada, mercados de capitales y tesorería: una banca de negocios junto a los directivos, sector a sector.",
  },
  de: {
    title: "Corporate Finance und Investmentbanking",
    description:
      "M&A, strukturierte Finanzierungen, Kapitalmärkte und Treasury: Ihre Bank für Unternehmensfinanzierung an der Seite der Geschäftsführung, Branche für Branche.",
  },
});

export default function BanqueAffaire() {
  const content = banqueAffaireContent.use();
  const text = content.banqueAffaireText;
  const panels: Record<BanqueAffaireTabId, ReactNode> = {
    expertise: (
      <Section title={text.expertiseTitle} intro={text.expertiseIntro}>
        <CardGrid cards={content.expertiseAreas} columns={2} />
      </Section>
    ),
    secteurs: (
      <Section title={text.sectorsTitle} intro={text.sectorsIntro}>
        <CardGrid cards={content.sectorsServed} />
      </Section>
    ),
    accompagnement: (
      <>
        <Section title={text.approachTitle}>
          <ProcessSteps steps={content.supportApproach} />
        </Section>
        <LeadForm copy={content.consultationForm} />
      </>
    ),
  };
  return (
    <>
      <PageHero hero={content.banqueAffaireHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab={content.banqueAffaireDefaultTab}
        tabs={content.banqueAffaireTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
    </>
  );
}
