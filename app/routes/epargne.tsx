import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { ComparisonTableView } from "~/components/ui/ComparisonTableView";
import { FaqList } from "~/components/ui/FaqList";
import { Notice } from "~/components/ui/Notice";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { Section } from "~/components/ui/Section";
import {
  epargneDefaultTab,
  epargneHero,
  epargneTabs,
  ratesNotice,
  savingsAdvice,
  savingsFaq,
  savingsProducts,
  savingsRatesTable,
  savingsSimulator,
  type EpargneTabId,
} from "~/content/epargne";
import { SavingsSimulator } from "~/features/simulator/SavingsSimulator";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Épargne : livrets, PEL et assurance vie",
    description:
      "Livret A, LDDS, plan épargne logement et assurance vie : comparez taux, plafonds et fiscalité, et ouvrez votre épargne en ligne chez Aurore Banque.",
    path: "/epargne",
  });

const panels: Record<EpargneTabId, ReactNode> = {
  produits: (
    <>
      <Section title="Quatre solutions pour faire fructifier votre épargne">
        <CardGrid
          columns={4}
          cards={savingsProducts.map((product) => ({
            title: product.nom,
            badge: product.accroche,
            text: product.description,
            bullets: product.caracteristiques,
          }))}
        />
      </Section>
      <Section
        title="Taux et plafonds en vigueur"
        intro="Comparez nos placements d'un coup d'œil avant de choisir."
      >
        <ComparisonTableView table={savingsRatesTable} />
        <Notice>{ratesNotice}</Notice>
      </Section>
    </>
  ),
  simulation: <SavingsSimulator params={savingsSimulator} />,
  conseils: (
    <>
      <Section title="Nos conseils pour bien épargner">
        <CardGrid cards={savingsAdvice} columns={2} />
      </Section>
      <Section title="Questions fréquentes">
        <FaqList items={savingsFaq} />
      </Section>
    </>
  ),
};

export default function Epargne() {
  return (
    <>
      <PageHero hero={epargneHero} />
      <PageTabs
        label="Rubriques de l'épargne"
        defaultTab={epargneDefaultTab}
        tabs={epargneTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
    </>
  );
}
