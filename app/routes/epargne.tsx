import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { ComparisonTableView } from "~/components/ui/ComparisonTableView";
import { FaqList } from "~/components/ui/FaqList";
import { Notice } from "~/components/ui/Notice";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { Section } from "~/components/ui/Section";
import { simulatorsContent } from "~/content/simulators.i18n";
import type { EpargneTabId } from "~/content/epargne";
import { epargneContent } from "~/content/epargne.i18n";
import { savingsSimulator } from "~/content/savings";
import { SavingsSimulator } from "~/features/simulator/SavingsSimulator";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";

preloadTexts(epargneContent, simulatorsContent);

export const loader = pageTextLoader("/epargne");

export const meta = localizedMeta("/epargne");

export default function Epargne() {
  const content = epargneContent.use();
  const text = content.epargneText;
  const panels: Record<EpargneTabId, ReactNode> = {
    produits: (
      <>
        <Section title={text.productsTitle}>
          <CardGrid
            columns={4}
            cards={content.savingsProducts.map((product) => ({
              title: product.nom,
              badge: product.accroche,
              text: product.description,
              bullets: product.caracteristiques,
            }))}
          />
        </Section>
        <Section title={text.ratesTitle} intro={text.ratesIntro}>
          <ComparisonTableView table={content.savingsRatesTable} />
          <Notice>{content.ratesNotice}</Notice>
        </Section>
      </>
    ),
    simulation: <SavingsSimulator params={savingsSimulator} />,
    conseils: (
      <>
        <Section title={text.adviceTitle}>
          <CardGrid cards={content.savingsAdvice} columns={2} />
        </Section>
        <Section title={text.faqTitle}>
          <FaqList items={content.savingsFaq} />
        </Section>
      </>
    ),
  };
  return (
    <>
      <PageHero hero={content.epargneHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab={content.epargneDefaultTab}
        tabs={content.epargneTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
    </>
  );
}
