import type { ReactNode } from "react";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { CreditMentions } from "~/components/ui/CreditMentions";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import {
  personalCommitments,
  personalDocuments,
  personalLoanFeatures,
  personalRequestForm,
  personalSimulator,
  pretPersonnelDefaultTab,
  pretPersonnelHero,
  pretPersonnelTabs,
  projectTypes,
  type PretPersonnelTabId,
} from "~/content/pretPersonnel";
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
    title: "Prêt personnel à taux fixe",
    description:
      "Un prêt personnel de 1 000 € à 75 000 € sur 12 à 84 mois pour tous vos projets : taux fixe, 0 € de frais de dossier et une réponse en 48 h en moyenne.",
    path: "/pretPersonnel",
  });

function Presentation() {
  return (
    <>
      <Section
        title="Quels projets financer ?"
        intro="Le prêt personnel n'est pas affecté : vous l'utilisez librement pour le projet de votre choix."
      >
        <CardGrid cards={projectTypes} />
      </Section>
      <Section title="Votre prêt en bref">
        <CardGrid cards={personalLoanFeatures} />
      </Section>
      <Section title="Nos engagements">
        <StatGrid stats={personalCommitments} besideCredit />
      </Section>
    </>
  );
}

function Request() {
  return (
    <>
      <RequestedLoan />
      <LeadForm copy={personalRequestForm} />
      <Section
        title="Les pièces à préparer"
        intro="Gardez-les à portée de main : nous vous les demanderons après la réponse de principe."
      >
        <CheckList items={personalDocuments} />
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
  return (
    <>
      <PageHero hero={pretPersonnelHero} />
      <LoanPageTabs
        params={personalSimulator}
        label="Rubriques du prêt personnel"
        defaultTab={pretPersonnelDefaultTab}
        tabs={pretPersonnelTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <CreditMentions product="pretPersonnel" />
    </>
  );
}
