import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { LeadForm } from "~/components/ui/deferred";
import { CreditWarning } from "~/components/ui/CreditFigures";
import { Notice } from "~/components/ui/Notice";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { PhoneLine } from "~/components/ui/PhoneLine";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import type { BanquePriveTabId } from "~/content/banquePrive";
import { banquePriveContent } from "~/content/banquePrive.i18n";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(banquePriveContent, creditMentionsText);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/banquePrive");

export const meta = localizedMeta("/banquePrive");

export default function BanquePrive() {
  const content = banquePriveContent.use();
  const text = content.banquePriveText;
  const panels: Record<BanquePriveTabId, ReactNode> = {
    services: (
      <Section title={text.servicesTitle} intro={text.servicesIntro}>
        <CardGrid
          cards={content.privateBankingServices.map((service) => ({
            title: service.nom,
            text: service.description,
            bullets: service.prestations,
          }))}
        />
        <CreditWarning className="mt-6" />
      </Section>
    ),
    expertise: (
      <>
        <Section title={text.figuresTitle}>
          <StatGrid stats={content.privateBankingStats} />
        </Section>
        <Section title={text.differenceTitle}>
          <CardGrid cards={content.expertiseStrengths} />
        </Section>
      </>
    ),
    contact: (
      <>
        <Section title={text.contactTitle} intro={text.contactIntro}>
          <PhoneLine contact={content.privateBankingLine} />
        </Section>
        <LeadForm copy={content.appointmentForm} />
      </>
    ),
  };
  return (
    <>
      <PageHero hero={content.banquePriveHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab={content.banquePriveDefaultTab}
        tabs={content.banquePriveTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <PageContainer>
        <Notice>{content.wealthRiskNotice}</Notice>
      </PageContainer>
    </>
  );
}
