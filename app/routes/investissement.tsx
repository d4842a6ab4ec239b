import { CardGrid, CardItem, CheckList } from "~/components/ui/CardGrid";
import { Heading } from "~/components/ui/Heading";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { Section } from "~/components/ui/Section";
import {
  expertForm,
  investissementHero,
  investmentProcess,
  investmentVehicles,
  sectors,
  strategies,
  supportServices,
} from "~/content/investissement";
import { investmentRiskNotice } from "~/content/legal";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Investissements pour les entreprises",
    description:
      "Placez la trésorerie de votre entreprise : secteurs porteurs, stratégies prudentielle, équilibrée ou dynamique et accompagnement par un conseiller dédié.",
    path: "/investissement",
  });

function Opportunities() {
  return (
    <>
      <Section
        title="Secteurs porteurs"
        intro="Trois secteurs que nos analystes suivent de près pour vos placements."
      >
        <CardGrid
          cards={sectors.map((sector) => ({
            title: sector.secteur,
            badge: sector.tendance,
            text: "Opportunités suivies :",
            bullets: sector.opportunites,
          }))}
        />
      </Section>
      <Section title="Nos supports d'investissement">
        <CardGrid cards={investmentVehicles} columns={2} />
      </Section>
    </>
  );
}

function Strategies() {
  return (
    <>
      <Section
        title="Trois stratégies selon votre profil"
        intro="Chaque stratégie est adaptée à un horizon et à un niveau de risque différents."
      >
        <ul className="grid gap-6 lg:grid-cols-3">
          {strategies.map((strategy) => (
            <CardItem key={strategy.id}>
              <Heading>{strategy.nom}</Heading>
              <p className="mt-2 text-ink-700">{strategy.description}</p>
              <p className="mt-3 font-semibold text-brand-900">{strategy.objectif}</p>
              <CheckList items={strategy.avantages} className="mt-4 flex-1" />
              <p className="mt-4 text-sm text-ink-500">Pour qui : {strategy.public}</p>
            </CardItem>
          ))}
        </ul>
      </Section>
      <Section title="Notre démarche en quatre étapes">
        <ProcessSteps steps={investmentProcess} />
      </Section>
    </>
  );
}

function Support() {
  return (
    <>
      <Section title="Un accompagnement sur mesure">
        <CardGrid cards={supportServices} columns={4} />
      </Section>
      <LeadForm copy={expertForm} />
    </>
  );
}

export default function Investissement() {
  return (
    <>
      <PageHero hero={investissementHero} />
      <PageTabs
        label="Rubriques des investissements"
        defaultTab="opportunites"
        tabs={[
          { id: "opportunites", label: "Opportunités", content: <Opportunities /> },
          { id: "strategies", label: "Stratégies", content: <Strategies /> },
          { id: "accompagnement", label: "Accompagnement", content: <Support /> },
        ]}
      />
      <p className="mx-auto max-w-7xl px-4 text-sm text-ink-500 sm:px-6">{investmentRiskNotice}</p>
    </>
  );
}
