import { CardGrid, CardItem, CheckList } from "~/components/ui/CardGrid";
import { Heading } from "~/components/ui/Heading";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { Section } from "~/components/ui/Section";
import { investissementContent } from "~/content/investissement.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(investissementContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/investissement");

export const meta = localizedMeta("/investissement");

function Opportunities() {
  const { sectors, investmentVehicles, investissementText: text } = investissementContent.use();
  return (
    <>
      <Section title={text.sectorsTitle} intro={text.sectorsIntro}>
        <CardGrid
          cards={sectors.map((sector) => ({
            title: sector.secteur,
            badge: sector.tendance,
            text: text.followedOpportunities,
            bullets: sector.opportunites,
          }))}
        />
      </Section>
      <Section title={text.vehiclesTitle}>
        <CardGrid cards={investmentVehicles} columns={2} />
      </Section>
    </>
  );
}

function Strategies() {
  const { strategies, investmentProcess, investissementText: text } = investissementContent.use();
  return (
    <>
      <Section title={text.strategiesTitle} intro={text.strategiesIntro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {strategies.map((strategy) => (
            <CardItem key={strategy.id}>
              <Heading>{strategy.nom}</Heading>
              <p className="mt-2 text-ink-700">{strategy.description}</p>
              <p className="mt-3 font-semibold text-brand-900">{strategy.objectif}</p>
              <CheckList items={strategy.avantages} className="mt-4 flex-1" />
              <p className="mt-4 text-sm text-ink-500">
                {text.forWhom} {strategy.public}
              </p>
            </CardItem>
          ))}
        </ul>
      </Section>
      <Section title={text.processTitle}>
        <ProcessSteps steps={investmentProcess} />
      </Section>
    </>
  );
}

function Support() {
  const { supportServices, expertForm, investissementText: text } = investissementContent.use();
  return (
    <>
      <Section title={text.supportTitle}>
        <CardGrid cards={supportServices} columns={4} />
      </Section>
      <LeadForm copy={expertForm} />
    </>
  );
}

export default function Investissement() {
  const { investissementHero, investissementText: text } = investissementContent.use();
  return (
    <>
      <PageHero hero={investissementHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab="opportunites"
        tabs={[
          { id: "opportunites", label: text.tabs.opportunites, content: <Opportunities /> },
          { id: "strategies", label: text.tabs.strategies, content: <Strategies /> },
          { id: "accompagnement", label: text.tabs.accompagnement, content: <Support /> },
        ]}
      />
      <p className="mx-auto max-w-7xl px-4 text-sm text-ink-500 sm:px-6">{text.riskNotice}</p>
    </>
  );
}
