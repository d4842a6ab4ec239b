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
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { simulatorsContent } from "~/content/simulators.i18n";
import { preloadTexts } from "~/i18n/localized";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(pretPersonnelContent, creditMentionsText, simulatorsContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const meta = localizedMeta("/pretPersonnel", {
  fr: {
    title: "Prêt personnel à taux fixe",
    description:
      "Un prêt personnel de 1 000 € à 75 000 € sur 12 à 84 mois pour tous vos projets : taux fixe, 0 € de frais de dossier et une réponse en 48 h en moyenne.",
  },
  en: {
    title: "Fixed-rate personal loan",
    description:
      "A personal loan from €1,000 to €75,000 over 12 to 84 months for any project: fixed rate, no arrangement fee and an answer within 48 hours on average.",
  },
  es: {
    title: "Préstamo personal a tipo fijo",
    description:
      "Un préstamo personal de 1000 € a 75.000 € en 12 a 84 meses para cualquier proyecto: tipo fijo, sin comisión de apertura y una respuesta en 48 h de media.",
  },
  de: {
    title: "Privatkredit mit festem Zins",
    description:
      "Ein Privatkredit von 1.000 € bis 75.000 € über 12 bis 84 Monate für alle Ihre Vorhaben: fester Zins, keine Bearbeitungsgebühr und eine Antwort in durchschnittlich 48 Stunden.",
  },
});

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
