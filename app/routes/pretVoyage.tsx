import type { ReactNode } from "react";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { CreditMentions } from "~/components/ui/CreditMentions";
import { PageHero } from "~/components/ui/PageHero";
import { LeadForm } from "~/components/ui/deferred";
import { Section } from "~/components/ui/Section";
import { Testimonials } from "~/components/ui/Testimonials";
import { TimelineChecklist } from "~/components/ui/TimelineChecklist";
import {
  destinationCards,
  preTripChecklist,
  pretVoyageDefaultTab,
  pretVoyageHero,
  pretVoyageTabs,
  travelAssistance,
  travelDocuments,
  travelRequestForm,
  travelSimulator,
  travelTestimonials,
  travelTypes,
  type PretVoyageTabId,
} from "~/content/pretVoyage";
import { LoanPageTabs } from "~/features/simulator/LoanPageTabs";
import { LoanSimulator } from "~/features/simulator/LoanSimulator";
import { RequestedLoan } from "~/features/simulator/RequestedLoan";
import { pageMeta } from "~/lib/meta";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";
import { amountFieldContent } from "~/content/amountField.i18n";

preloadTexts(creditMentionsText, amountFieldContent);

export const meta = () =>
  pageMeta({
    title: "Prêt voyage : financez vos vacances",
    description:
      "Financez votre voyage de 1 000 € à 30 000 € avec un prêt à taux fixe sans frais de dossier : idées de destinations, budgets indicatifs et préparatifs.",
    path: "/pretVoyage",
  });

function Destinations() {
  return (
    <>
      <Section
        title="Nos idées de voyage"
        intro="Budgets indicatifs pour deux personnes, vols compris, selon la saison et le confort choisis."
      >
        <CardGrid cards={destinationCards} columns={4} />
      </Section>
      <Section title="Chaque voyage a son projet">
        <CardGrid cards={travelTypes} columns={4} />
      </Section>
      <Section title="Ils sont partis avec Aurore Banque">
        <Testimonials items={travelTestimonials} />
      </Section>
    </>
  );
}

function Preparations() {
  return (
    <>
      <Section title="Votre compte à rebours avant le départ">
        <TimelineChecklist groups={preTripChecklist} />
      </Section>
      <Section title="Les pièces à fournir pour votre prêt">
        <CheckList items={travelDocuments} />
      </Section>
      <Section title="Pendant votre voyage">
        <CheckList items={travelAssistance} />
      </Section>
    </>
  );
}

const panels: Record<PretVoyageTabId, ReactNode> = {
  destinations: <Destinations />,
  simulation: <LoanSimulator />,
  preparatifs: <Preparations />,
  demande: (
    <>
      <RequestedLoan />
      <LeadForm copy={travelRequestForm} />
    </>
  ),
};

export default function PretVoyage() {
  return (
    <>
      <PageHero hero={pretVoyageHero} />
      <LoanPageTabs
        params={travelSimulator}
        label="Rubriques du prêt voyage"
        defaultTab={pretVoyageDefaultTab}
        tabs={pretVoyageTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <CreditMentions product="pretVoyage" />
    </>
  );
}
