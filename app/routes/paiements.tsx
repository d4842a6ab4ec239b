import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { LeadForm, NewsletterBox } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import type { PaiementsTabId } from "~/content/paiements";
import { paiementsContent } from "~/content/paiements.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(paiementsContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/paiements");

export const meta = localizedMeta("/paiements");

export default function Paiements() {
  const content = paiementsContent.use();
  const text = content.paiementsText;
  const panels: Record<PaiementsTabId, ReactNode> = {
    gestion: (
      <Section title={text.managementTitle} intro={text.managementIntro}>
        <CardGrid cards={content.paymentManagement} columns={2} />
      </Section>
    ),
    solutions: (
      <Section title={text.solutionsTitle} intro={text.solutionsIntro}>
        <CardGrid cards={content.paymentSolutions} />
      </Section>
    ),
    international: (
      <>
        <Section title={text.internationalTitle} intro={text.internationalIntro}>
          <CardGrid cards={content.internationalServices} />
        </Section>
        <LeadForm copy={content.internationalForm} />
      </>
    ),
  };
  return (
    <>
      <PageHero hero={content.paiementsHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab={content.paiementsDefaultTab}
        tabs={content.paiementsTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <PageContainer>
        <Section title={text.statsTitle}>
          <StatGrid stats={content.paymentStats} />
        </Section>
        <NewsletterBox />
      </PageContainer>
    </>
  );
}
