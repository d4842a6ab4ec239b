import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { Section } from "~/components/ui/Section";
import {
  banqueAffaireDefaultTab,
  banqueAffaireHero,
  banqueAffaireTabs,
  consultationForm,
  expertiseAreas,
  sectorsServed,
  supportApproach,
  type BanqueAffaireTabId,
} from "~/content/banqueAffaire";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Banque d'affaires",
    description:
      "Fusions et acquisitions, financements structurés, marchés de capitaux et trésorerie : une banque d'affaires aux côtés des dirigeants, secteur par secteur.",
    path: "/banqueAffaire",
  });

const panels: Record<BanqueAffaireTabId, ReactNode> = {
  expertise: (
    <Section
      title="Nos métiers"
      intro="Quatre expertises complémentaires, mobilisées selon la taille et la nature de votre opération."
    >
      <CardGrid cards={expertiseAreas} columns={2} />
    </Section>
  ),
  secteurs: (
    <Section
      title="Les secteurs que nous accompagnons"
      intro="Nos équipes sont organisées par secteur pour comprendre vos enjeux, vos concurrents et vos investisseurs."
    >
      <CardGrid cards={sectorsServed} />
    </Section>
  ),
  accompagnement: (
    <>
      <Section title="Notre démarche d'accompagnement">
        <ProcessSteps steps={supportApproach} />
      </Section>
      <LeadForm copy={consultationForm} />
    </>
  ),
};

export default function BanqueAffaire() {
  return (
    <>
      <PageHero hero={banqueAffaireHero} />
      <PageTabs
        label="Rubriques de la banque d'affaires"
        defaultTab={banqueAffaireDefaultTab}
        tabs={banqueAffaireTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
    </>
  );
}
