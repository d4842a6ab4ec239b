import type { ReactNode } from "react";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { CreditMentions } from "~/components/ui/CreditMentions";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import type { PretPersonnelTabId } from "~/content/pretPersonnel";
import { pretPersonnelContent } from "~/content/pretPersonnel.i18n";
import { LoanPageTabs } from "~/features/simulator/LoanPageTabs";
import { LoanSimulator } from "~/features/simulator/LoanSimulator";
import { RequestedLoan } from "~/features/simulator/RequestedLoan";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { preloadTexts } from "~/i18n/localized";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(pretPersonnelContent, creditMentionsText, simulatorsContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/pretPersonnel");

export const meta = localizedMeta("/pretPersonnel");

function Presentation() {
  const content = pretPersonnelContent.use();
  const text = content.pretPersonnelText;
  return (
    <>
      <Section title={text.projectsTitle} intro={text.projectsIntro}>
        <CardGrid cards={content.projectTypes} />
      </Section>
      <Section title={text.inBriefTitle}>
        <CardGrid cards={content.personalLoanFeatures} />
      </Section>
      <Section title={text.commitmentsTitle}>
        <StatGrid stats={content.personalCommitments} besideCredit />
      </Section>
    </>
  );
}

function Request() {
  const content = pretPersonnelContent.use();
  const text = content.pretPersonnelText;
  return (
    <>
      <RequestedLoan />
      <LeadForm copy={content.personalRequestForm} />
      <Section title={text.documentsTitle} intro={text.documentsIntro}>
        <CheckList items={content.personalDocuments} />
      </Section>
    </>
  );
}

const panels: Record<PretPersonnelTabId, ReactNode> = {
  presentation: <Presentation />,
  simulation: <LoanSimulator />,
  demande: <Request />,
};

export default function PretPersonnel() {
  const content = pretPersonnelContent.use();
  return (
    <>
      <PageHero hero={content.pretPersonnelHero} />
      <LoanPageTabs
        params={content.personalSimulator}
        label={content.pretPersonnelText.tabsLabel}
        defaultTab={content.pretPersonnelDefaultTab}
        tabs={content.pretPersonnelTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <CreditMentions product="pretPersonnel" />
    </>
  );
}
