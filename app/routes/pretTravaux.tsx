import type { ReactNode } from "react";
import { AdviceBox } from "~/components/ui/AdviceBox";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { CreditMentions } from "~/components/ui/CreditMentions";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { Section } from "~/components/ui/Section";
import type { PretTravauxTabId } from "~/content/pretTravaux";
import { pretTravauxContent } from "~/content/pretTravaux.i18n";
import { LoanPageTabs } from "~/features/simulator/LoanPageTabs";
import { LoanSimulator } from "~/features/simulator/LoanSimulator";
import { RequestedLoan } from "~/features/simulator/RequestedLoan";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { preloadTexts } from "~/i18n/localized";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(pretTravauxContent, creditMentionsText, simulatorsContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/pretTravaux");

export const meta = localizedMeta("/pretTravaux");

function Presentation() {
  const content = pretTravauxContent.use();
  const text = content.pretTravauxText;
  return (
    <>
      <Section title={text.worksTitle}>
        <CardGrid cards={content.worksTypes} columns={4} />
      </Section>
      <Section title={text.inBriefTitle}>
        <CardGrid cards={content.worksLoanFeatures} />
      </Section>
      <AdviceBox advice={content.worksAdvice} />
    </>
  );
}

function Aids() {
  const content = pretTravauxContent.use();
  const text = content.pretTravauxText;
  return (
    <>
      <Section title={text.aidsTitle} intro={text.aidsIntro}>
        <CardGrid cards={content.nationalAids} />
      </Section>
      <Section title={text.stepsTitle}>
        <ProcessSteps
          steps={content.aidSteps.map((step) => ({ ...step, details: [text.delay(step.delay)] }))}
        />
      </Section>
      <Section title={text.supportTitle}>
        <CheckList items={content.aidSupport} />
      </Section>
    </>
  );
}

function Request() {
  const content = pretTravauxContent.use();
  return (
    <>
      <RequestedLoan />
      <LeadForm copy={content.worksRequestForm} />
    </>
  );
}

const panels: Record<PretTravauxTabId, ReactNode> = {
  presentation: <Presentation />,
  aides: <Aids />,
  simulation: <LoanSimulator />,
  demande: <Request />,
};

export default function PretTravaux() {
  const content = pretTravauxContent.use();
  return (
    <>
      <PageHero hero={content.pretTravauxHero} />
      <LoanPageTabs
        params={content.worksSimulator}
        label={content.pretTravauxText.tabsLabel}
        defaultTab={content.pretTravauxDefaultTab}
        tabs={content.pretTravauxTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <CreditMentions product="pretTravaux" />
    </>
  );
}
