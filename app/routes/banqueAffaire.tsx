import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { LeadForm } from "~/components/ui/deferred";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { Section } from "~/components/ui/Section";
import { banqueAffaireContent } from "~/content/banqueAffaire.i18n";
import type { BanqueAffaireTabId } from "~/content/banqueAffaire";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(banqueAffaireContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/banqueAffaire");

export const meta = localizedMeta("/banqueAffaire");

export default function BanqueAffaire() {
  const content = banqueAffaireContent.use();
  const text = content.banqueAffaireText;
  const panels: Record<BanqueAffaireTabId, ReactNode> = {
    expertise: (
      <Section title={text.expertiseTitle} intro={text.expertiseIntro}>
        <CardGrid cards={content.expertiseAreas} columns={2} />
      </Section>
    ),
    secteurs: (
      <Section title={text.sectorsTitle} intro={text.sectorsIntro}>
        <CardGrid cards={content.sectorsServed} />
      </Section>
    ),
    accompagnement: (
      <>
        <Section title={text.approachTitle}>
          <ProcessSteps steps={content.supportApproach} />
        </Section>
        <LeadForm copy={content.consultationForm} />
      </>
    ),
  };
  return (
    <>
      <PageHero hero={content.banqueAffaireHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab={content.banqueAffaireDefaultTab}
        tabs={content.banqueAffaireTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
    </>
  );
}
