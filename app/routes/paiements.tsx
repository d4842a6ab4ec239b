import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { LeadForm, NewsletterBox } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import {
  internationalForm,
  internationalServices,
  paiementsDefaultTab,
  paiementsHero,
  paiementsTabs,
  paymentManagement,
  paymentSolutions,
  paymentStats,
  type PaiementsTabId,
} from "~/content/paiements";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Solutions de paiement pour les entreprises",
    description:
      "Cartes, virements instantanés, prélèvements SEPA, terminaux, paiement en ligne et virements vers plus de 150 pays : des paiements simples pour votre entreprise.",
    path: "/paiements",
  });

const panels: Record<PaiementsTabId, ReactNode> = {
  gestion: (
    <Section
      title="Tous vos flux au même endroit"
      intro="Suivez vos paiements entrants et sortants en temps réel et déléguez sans perdre le contrôle."
    >
      <CardGrid cards={paymentManagement} columns={2} />
    </Section>
  ),
  solutions: (
    <Section
      title="Encaissez vos clients partout"
      intro="En boutique, sur votre site ou à distance : choisissez les solutions adaptées à votre façon de vendre."
    >
      <CardGrid cards={paymentSolutions} />
    </Section>
  ),
  international: (
    <>
      <Section
        title="Développez-vous au-delà des frontières"
        intro="Payez vos fournisseurs étrangers et encaissez vos clients dans leur devise, sans complexité."
      >
        <CardGrid cards={internationalServices} />
      </Section>
      <LeadForm copy={internationalForm} />
    </>
  ),
};

export default function Paiements() {
  return (
    <>
      <PageHero hero={paiementsHero} />
      <PageTabs
        label="Rubriques des paiements"
        defaultTab={paiementsDefaultTab}
        tabs={paiementsTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <PageContainer>
        <Section title="Nos paiements en chiffres">
          <StatGrid stats={paymentStats} />
        </Section>
        <NewsletterBox />
      </PageContainer>
    </>
  );
}
