import { lazy, Suspense, type ReactNode } from "react";
import { AdviceBox } from "~/components/ui/AdviceBox";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { CreditMentions } from "~/components/ui/CreditMentions";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import { StepTracker } from "~/components/ui/StepTracker";
import type { PretAutoTabId } from "~/content/pretAuto";
import { pretAutoContent } from "~/content/pretAuto.i18n";
import { bank } from "@domain/bank";
import { phoneHref, phoneIn } from "@domain/phone";
import { useLocale } from "~/i18n/locale";
import { LoanPageTabs } from "~/features/simulator/LoanPageTabs";
import { LoanSimulator } from "~/features/simulator/LoanSimulator";
import { RequestedLoan } from "~/features/simulator/RequestedLoan";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { useSession } from "~/lib/session";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { preloadTexts } from "~/i18n/localized";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(pretAutoContent, creditMentionsText, simulatorsContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/pretAuto");

export const meta = localizedMeta("/pretAuto");

function Presentation() {
  const content = pretAutoContent.use();
  const text = content.pretAutoText;
  return (
    <>
      <Section title={text.inBriefTitle}>
        <CardGrid cards={content.autoHighlights} />
      </Section>
      <Section title={text.solutionsTitle} intro={text.solutionsIntro}>
        <CardGrid cards={content.financingSolutions} />
      </Section>
      <Section title={text.reasonsTitle}>
        <CheckList items={content.autoReasons} />
      </Section>
      <Section title={text.commitmentsTitle}>
        <StatGrid stats={content.autoCommitments} besideCredit />
      </Section>
      <AdviceBox advice={content.autoAdvice} />
    </>
  );
}

function Vehicles() {
  const content = pretAutoContent.use();
  const text = content.pretAutoText;
  return (
    <>
      <Section title={text.vehiclesTitle} intro={text.vehiclesIntro}>
        <CardGrid cards={content.vehicleCategories} />
      </Section>
      <Section title={text.supportTitle}>
        <CheckList items={content.vehicleSupport} />
      </Section>
    </>
  );
}

// Only a signed-in customer's page loads it, with the applications it reads.
const CurrentApplicationTracker = lazy(() =>
  import("~/features/account/CurrentApplicationTracker").then((module) => ({
    default: module.CurrentApplicationTracker,
  })),
);

/**
 * The pre-rendered page, and every visitor, get the journey's four steps; a signed-in customer
 * with an auto loan under way gets its real steps. The session is the one the header reads: a
 * visitor causes no request.
 */
function AutoLoanTracker() {
  const session = useSession();
  const content = pretAutoContent.use();
  const trackerLabel = content.pretAutoText.trackerLabel;
  const generic = (
    <StepTracker
      label={trackerLabel}
      steps={content.autoApplicationSteps}
      words={content.pretAutoText.trackerWords}
    />
  );
  if (session.status !== "signedIn" || session.user.role !== "customer") return generic;
  return (
    <Suspense fallback={generic}>
      <CurrentApplicationTracker product="pretAuto" label={trackerLabel} generic={generic} />
    </Suspense>
  );
}

function Request() {
  const locale = useLocale();
  const content = pretAutoContent.use();
  const text = content.pretAutoText;
  return (
    <>
      <Section title={text.trackingTitle} intro={text.trackingIntro}>
        <AutoLoanTracker />
      </Section>
      <RequestedLoan />
      <LeadForm copy={content.autoRequestForm} />
      <Section title={text.documentsTitle}>
        <CheckList items={content.autoDocuments} />
      </Section>
      <Section title={text.helpTitle} intro={text.helpIntro}>
        <a href={phoneHref(bank.phones.customerService)} className="btn btn-primary">
          {text.callAdviser(phoneIn(bank.phones.customerService, locale))}
        </a>
      </Section>
    </>
  );
}

const panels: Record<PretAutoTabId, ReactNode> = {
  presentation: <Presentation />,
  vehicules: <Vehicles />,
  simulation: <LoanSimulator />,
  demande: <Request />,
};

export default function PretAuto() {
  const content = pretAutoContent.use();
  return (
    <>
      <PageHero hero={content.pretAutoHero} />
      <LoanPageTabs
        params={content.autoSimulator}
        label={content.pretAutoText.tabsLabel}
        defaultTab={content.pretAutoDefaultTab}
        tabs={content.pretAutoTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <CreditMentions product="pretAuto" />
    </>
  );
}
