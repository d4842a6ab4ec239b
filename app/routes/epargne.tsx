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

preloadTexts(epargneContent, simulatorsContent);

export const meta = localizedMeta("/epargne", {
  fr: {
    title: "Épargne : livrets, PEL et assurance vie",
    description:
      "Livret A, LDDS, plan épargne logement et assurance vie : comparez taux, plafonds et fiscalité, et ouvrez votre épargne en ligne chez Aurore Banque.",
  },
  en: {
    title: "Savings: passbook accounts, PEL and life insurance",
    description:
      "Livret A, LDDS, home savings plan and life insurance: compare rates, limits and tax treatment, and open your savings online with Aurore Banque.",
  },
  es: {
    title: "Ahorro: libretas, PEL y seguro de vida",
    description:
      "Livret A, LDDS, plan de ahorro vivienda y seguro de vida: compare tipos, límites y fiscalidad, y abra su ahorro online en Aurore Banque.",
  },
  de: {
    title: "Sparen: Sparbücher, PEL und Lebensversicherung",
    description:
      "Livret A, LDDS, Bausparplan und Lebensversicherung: Vergleichen Sie Zinsen, Höchstbeträge und Besteuerung und eröffnen Sie Ihr Sparkonto online bei Aurore Banque.",
  },
});

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
