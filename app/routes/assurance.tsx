import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { Notice } from "~/components/ui/Notice";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { PhoneLine } from "~/components/ui/PhoneLine";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import type { AssuranceTabId } from "~/content/assurance";
import { assuranceContent } from "~/content/assurance.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";

preloadTexts(assuranceContent);

export const loader = pageTextLoader("/assurance");

export const meta = localizedMeta("/assurance");

export default function Assurance() {
  const content = assuranceContent.use();
  const text = content.assuranceText;
  const panels: Record<AssuranceTabId, ReactNode> = {
    produits: (
      <Section title={text.productsTitle} intro={text.productsIntro}>
        <CardGrid
          cards={content.insuranceProducts.map((product) => ({
            title: product.nom,
            text: product.description,
            bullets: product.garanties,
          }))}
        />
      </Section>
    ),
    conseils: (
      <Section title={text.adviceTitle}>
        <CardGrid cards={content.insuranceAdvice} />
      </Section>
    ),
    sinistre: (
      <>
        <Section title={text.claimsTitle}>
          <StatGrid stats={content.claimsFigures} />
        </Section>
        <Section title={text.stepsTitle}>
          <ProcessSteps steps={content.claimSteps} />
        </Section>
        <Section title={text.helpTitle} intro={text.helpIntro} muted>
          <PhoneLine contact={content.claimsLine} />
        </Section>
      </>
    ),
  };
  return (
    <>
      <PageHero hero={content.assuranceHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab={content.assuranceDefaultTab}
        tabs={content.assuranceTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <PageContainer>
        <Notice>{content.intermediaryNotice}</Notice>
      </PageContainer>
    </>
  );
}
