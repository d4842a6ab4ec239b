import type { ReactNode } from "react";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { ContactsBlock } from "~/components/ui/ContactsBlock";
import { LeadForm, NewsletterBox } from "~/components/ui/deferred";
import { OfferGrid } from "~/components/ui/OfferGrid";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { PageContainer, Section } from "~/components/ui/Section";
import { commonText } from "~/content/common.i18n";
import type { ComptesEntrepriseTabId } from "~/content/comptesEntreprise";
import { comptesEntrepriseContent } from "~/content/comptesEntreprise.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(commonText, comptesEntrepriseContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const loader = pageTextLoader("/comptesEntreprise");

export const meta = localizedMeta("/comptesEntreprise");

export default function ComptesEntreprise() {
  const content = comptesEntrepriseContent.use();
  const text = content.comptesEntrepriseText;
  const panels: Record<ComptesEntrepriseTabId, ReactNode> = {
    offres: (
      <Section title={text.offersTitle} intro={text.offersIntro}>
        <OfferGrid
          offers={content.businessOffers}
          cta={content.offerCta}
          featuredLabel={text.featuredOffer}
        />
      </Section>
    ),
    gestion: (
      <Section title={text.managementTitle} intro={text.managementIntro}>
        <CardGrid cards={content.managementFeatures} />
      </Section>
    ),
    ouverture: (
      <>
        <Section title={text.openingTitle}>
          <ProcessSteps steps={content.openingSteps} />
        </Section>
        <Section title={text.documentsTitle} muted>
          <CheckList items={content.openingDocuments} />
        </Section>
        <LeadForm copy={content.businessContactForm} />
      </>
    ),
  };
  return (
    <>
      <PageHero hero={content.comptesEntrepriseHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab={content.comptesEntrepriseDefaultTab}
        tabs={content.comptesEntrepriseTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <PageContainer>
        <NewsletterBox />
        <ContactsBlock />
      </PageContainer>
    </>
  );
}
