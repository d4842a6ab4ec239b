import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { LeadForm } from "~/components/ui/deferred";
import { CreditWarning } from "~/components/ui/CreditFigures";
import { Notice } from "~/components/ui/Notice";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { PhoneLine } from "~/components/ui/PhoneLine";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import {
  appointmentForm,
  banquePriveDefaultTab,
  banquePriveHero,
  banquePriveTabs,
  expertiseStrengths,
  privateBankingLine,
  privateBankingServices,
  privateBankingStats,
  wealthRiskNotice,
  type BanquePriveTabId,
} from "~/content/banquePrive";
import { pageMeta } from "~/lib/meta";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";

preloadTexts(creditMentionsText);

export const meta = () =>
  pageMeta({
    title: "Banque privée et gestion de patrimoine",
    description:
      "Gestion de fortune, conseil en investissement, transmission et stratégie immobilière : un banquier privé dédié vous répond sous 2 heures ouvrées.",
    path: "/banquePrive",
  });

const panels: Record<BanquePriveTabId, ReactNode> = {
  services: (
    <Section
      title="Une offre complète pour votre patrimoine"
      intro="Votre banquier privé coordonne nos experts autour de vos objectifs personnels et professionnels."
    >
      <CardGrid
        cards={privateBankingServices.map((service) => ({
          title: service.nom,
          text: service.description,
          bullets: service.prestations,
        }))}
      />
      <CreditWarning className="mt-6" />
    </Section>
  ),
  expertise: (
    <>
      <Section title="Aurore Banque Privée en chiffres">
        <StatGrid stats={privateBankingStats} />
      </Section>
      <Section title="Ce qui fait notre différence">
        <CardGrid cards={expertiseStrengths} />
      </Section>
    </>
  ),
  contact: (
    <>
      <Section
        title="Parlons de vos projets"
        intro="Appelez-nous directement ou laissez vos coordonnées : un banquier privé vous recontacte."
      >
        <PhoneLine contact={privateBankingLine} />
      </Section>
      <LeadForm copy={appointmentForm} />
    </>
  ),
};

export default function BanquePrive() {
  return (
    <>
      <PageHero hero={banquePriveHero} />
      <PageTabs
        label="Rubriques de la banque privée"
        defaultTab={banquePriveDefaultTab}
        tabs={banquePriveTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <PageContainer>
        <Notice>{wealthRiskNotice}</Notice>
      </PageContainer>
    </>
  );
}
