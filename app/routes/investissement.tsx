import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { FormCard } from "~/components/ui/FormCard";
import { TextAreaField, TextField } from "~/components/ui/fields";
import { Heading } from "~/components/ui/Heading";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { Section } from "~/components/ui/Section";
import {
  investissementHero,
  investmentProcess,
  investmentRiskNotice,
  investmentVehicles,
  sectors,
  strategies,
  supportServices,
} from "~/content/investissement";
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
            <li
              key={strategy.id}
              className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
            >
              <Heading>{strategy.nom}</Heading>
              <p className="mt-2 text-ink-700">{strategy.description}</p>
              <p className="mt-3 font-semibold text-brand-900">{strategy.objectif}</p>
              <CheckList items={strategy.avantages} className="mt-4 flex-1" />
              <p className="mt-4 text-sm text-ink-500">Pour qui : {strategy.public}</p>
            </li>
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
      <FormCard
        kind="expert"
        title="Parler à un Expert"
        intro="Un conseiller en investissement vous rappelle sous 48 h ouvrées pour étudier votre projet."
        submitLabel="Être contacté par un expert"
      >
        <TextField
          name="companyName"
          label="Nom de l'entreprise"
          required
          autoComplete="organization"
        />
        <TextField name="name" label="Votre nom" required autoComplete="name" />
        <TextField name="function" label="Fonction" required autoComplete="organization-title" />
        <TextField name="email" label="Email" type="email" required autoComplete="email" />
        <TextAreaField name="objectives" label="Objectifs d'investissement" rows={4} />
      </FormCard>
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
