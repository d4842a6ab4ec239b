import type { ReactNode } from "react";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { CreditMentions } from "~/components/ui/CreditMentions";
import { PageHero } from "~/components/ui/PageHero";
import { LeadForm } from "~/components/ui/deferred";
import { Section } from "~/components/ui/Section";
import { Testimonials } from "~/components/ui/Testimonials";
import { TimelineChecklist } from "~/components/ui/TimelineChecklist";
import type { PretVoyageTabId } from "~/content/pretVoyage";
import { pretVoyageContent } from "~/content/pretVoyage.i18n";
import { LoanPageTabs } from "~/features/simulator/LoanPageTabs";
import { LoanSimulator } from "~/features/simulator/LoanSimulator";
import { RequestedLoan } from "~/features/simulator/RequestedLoan";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { preloadTexts } from "~/i18n/localized";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(pretVoyageContent, creditMentionsText, simulatorsContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/pretVoyage");

export const meta = localizedMeta("/pretVoyage");

function Destinations() {
  const content = pretVoyageContent.use();
  const text = content.pretVoyageText;
  return (
    <>
      <Section title={text.ideasTitle} intro={text.ideasIntro}>
        <CardGrid cards={content.destinationCards} columns={4} />
      </Section>
      <Section title={text.typesTitle}>
        <CardGrid cards={content.travelTypes} columns={4} />
      </Section>
      <Section title={text.testimonialsTitle}>
        <Testimonials items={content.travelTestimonials} />
      </Section>
    </>
  );
}

function Preparations() {
  const content = pretVoyageContent.use();
  const text = content.pretVoyageText;
  return (
    <>
      <Section title={text.countdownTitle}>
        <TimelineChecklist groups={content.preTripChecklist} />
      </Section>
      <Section title={text.documentsTitle}>
        <CheckList items={content.travelDocuments} />
      </Section>
      <Section title={text.duringTitle}>
        <CheckList items={content.travelAssistance} />
      </Section>
    </>
  );
}

function Request() {
  const content = pretVoyageContent.use();
  return (
    <>
      <RequestedLoan />
      <LeadForm copy={content.travelRequestForm} />
    </>
  );
}

const panels: Record<PretVoyageTabId, ReactNode> = {
  destinations: <Destinations />,
  simulation: <LoanSimulator />,
  preparatifs: <Preparations />,
  demande: <Request />,
};

export default function PretVoyage() {
  const content = pretVoyageContent.use();
  return (
    <>
      <PageHero hero={content.pretVoyageHero} />
      <LoanPageTabs
        params={content.travelSimulator}
        label={content.pretVoyageText.tabsLabel}
        defaultTab={content.pretVoyageDefaultTab}
        tabs={content.pretVoyageTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <CreditMentions product="pretVoyage" />
    </>
  );
}
