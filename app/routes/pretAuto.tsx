import { lazy, Suspense, type ReactNode } from "react";
import { AdviceBox } from "~/components/ui/AdviceBox";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { CreditMentions } from "~/components/ui/CreditMentions";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import { StepTracker } from "~/components/ui/StepTracker";
import {
  autoAdvice,
  autoApplicationSteps,
  autoCommitments,
  autoDocuments,
  autoHighlights,
  autoReasons,
  autoRequestForm,
  autoSimulator,
  financingSolutions,
  pretAutoDefaultTab,
  pretAutoHero,
  pretAutoTabs,
  vehicleCategories,
  vehicleSupport,
  type PretAutoTabId,
} from "~/content/pretAuto";
import { bank } from "@domain/bank";
import { LoanPageTabs } from "~/features/simulator/LoanPageTabs";
import { LoanSimulator } from "~/features/simulator/LoanSimulator";
import { RequestedLoan } from "~/features/simulator/RequestedLoan";
import { pageMeta } from "~/lib/meta";
import { useSession } from "~/lib/session";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";
import { amountFieldContent } from "~/content/amountField.i18n";

preloadTexts(creditMentionsText, amountFieldContent);

export const meta = () =>
  pageMeta({
    title: "Prêt auto à taux fixe",
    description:
      "Financez votre voiture neuve, d'occasion ou électrique de 5 000 € à 75 000 € sur 12 à 84 mois : crédit classique, LOA ou LLD, sans frais de dossier.",
    path: "/pretAuto",
  });

function Presentation() {
  return (
    <>
      <Section title="Votre prêt auto en bref">
        <CardGrid cards={autoHighlights} />
      </Section>
      <Section
        title="Nos solutions de financement"
        intro="Devenez propriétaire de votre véhicule ou louez-le : choisissez la formule qui vous ressemble."
      >
        <CardGrid cards={financingSolutions} />
      </Section>
      <Section title="Pourquoi choisir Aurore Banque ?">
        <CheckList items={autoReasons} />
      </Section>
      <Section title="Nos engagements">
        <StatGrid stats={autoCommitments} besideCredit />
      </Section>
      <AdviceBox advice={autoAdvice} />
    </>
  );
}

function Vehicles() {
  return (
    <>
      <Section
        title="Un taux adapté à votre véhicule"
        intro="Plus votre véhicule est récent ou sobre, plus votre taux peut être bas."
      >
        <CardGrid cards={vehicleCategories} />
      </Section>
      <Section title="Notre accompagnement">
        <CheckList items={vehicleSupport} />
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

const trackerLabel = "Étapes de votre demande de prêt auto";

/**
 * The pre-rendered page, and every visitor, get the journey's four steps; a signed-in customer
 * with an auto loan under way gets its real steps. The session is the one the header reads: a
 * visitor causes no request.
 */
function AutoLoanTracker() {
  const session = useSession();
  const generic = <StepTracker label={trackerLabel} steps={autoApplicationSteps} />;
  if (session.status !== "signedIn" || session.user.role !== "customer") return generic;
  return (
    <Suspense fallback={generic}>
      <CurrentApplicationTracker product="pretAuto" label={trackerLabel} generic={generic} />
    </Suspense>
  );
}

function Request() {
  return (
    <>
      <Section
        title="Suivi de votre demande"
        intro="Votre demande avance en quatre étapes, de la simulation à la signature électronique."
      >
        <AutoLoanTracker />
      </Section>
      <RequestedLoan />
      <LeadForm copy={autoRequestForm} />
      <Section title="Les pièces à préparer">
        <CheckList items={autoDocuments} />
      </Section>
      <Section
        title="Besoin d'aide ?"
        intro={`Nos conseillers crédit vous répondent ${bank.phoneHours}, au prix d'un appel local.`}
      >
        <a href={`tel:${bank.phoneHref}`} className="btn btn-primary">
          Appeler un conseiller au {bank.phone}
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
  return (
    <>
      <PageHero hero={pretAutoHero} />
      <LoanPageTabs
        params={autoSimulator}
        label="Rubriques du prêt auto"
        defaultTab={pretAutoDefaultTab}
        tabs={pretAutoTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <CreditMentions product="pretAuto" />
    </>
  );
}
