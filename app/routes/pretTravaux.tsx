import type { ReactNode } from "react";
import { AdviceBox } from "~/components/ui/AdviceBox";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { CreditMentions } from "~/components/ui/CreditMentions";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { Section } from "~/components/ui/Section";
import {
  aidSteps,
  aidSupport,
  nationalAids,
  pretTravauxDefaultTab,
  pretTravauxHero,
  pretTravauxTabs,
  worksAdvice,
  worksLoanFeatures,
  worksRequestForm,
  worksSimulator,
  worksTypes,
  type PretTravauxTabId,
} from "~/content/pretTravaux";
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
    title: "Prêt travaux : rénovation et aides",
    description:
      "Financez vos travaux de 5 000 € à 100 000 € sur 24 à 120 mois à taux fixe, et cumulez votre prêt avec les aides à la rénovation énergétique de l'État.",
    path: "/pretTravaux",
  });

function Presentation() {
  return (
    <>
      <Section title="Les travaux que nous finançons">
        <CardGrid cards={worksTypes} columns={4} />
      </Section>
      <Section title="Votre prêt en bref">
        <CardGrid cards={worksLoanFeatures} />
      </Section>
      <AdviceBox advice={worksAdvice} />
    </>
  );
}

function Aids() {
  return (
    <>
      <Section
        title="Les aides nationales"
        intro="Montants maximaux : le montant accordé dépend de votre logement, de vos revenus et des travaux."
      >
        <CardGrid cards={nationalAids} />
      </Section>
      <Section title="Obtenir vos aides en cinq étapes">
        <ProcessSteps
          steps={aidSteps.map((step) => ({ ...step, details: [`Délai : ${step.delay}`] }))}
        />
      </Section>
      <Section title="Notre accompagnement">
        <CheckList items={aidSupport} />
      </Section>
    </>
  );
}

const panels: Record<PretTravauxTabId, ReactNode> = {
  presentation: <Presentation />,
  aides: <Aids />,
  simulation: <LoanSimulator />,
  demande: (
    <>
      <RequestedLoan />
      <LeadForm copy={worksRequestForm} />
    </>
  ),
};

export default function PretTravaux() {
  return (
    <>
      <PageHero hero={pretTravauxHero} />
      <LoanPageTabs
        params={worksSimulator}
        label="Rubriques du prêt travaux"
        defaultTab={pretTravauxDefaultTab}
        tabs={pretTravauxTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <CreditMentions product="pretTravaux" />
    </>
  );
}
