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
import { pageFormAction } from "~/lib/pageForms.server";

preloadTexts(commonText, comptesEntrepriseContent);

// Its forms, sent without scripts, are answered on the server (decision 022).
export const action = pageFormAction;

export const meta = localizedMeta("/comptesEntreprise", {
  fr: {
    title: "Comptes entreprise",
    description:
      "Comptes professionnels pour indépendants, TPE, PME et associations : cartes avec plafonds, rôles d'équipe, export comptable et activation en 3 à 5 jours.",
  },
  en: {
    title: "Business accounts",
    description:
      "Business accounts for the self-employed, micro-businesses, SMEs and associations: cards with limits, team roles, accounting export, activation in 3 to 5 days.",
  },
  es: {
    title: "Cuentas para empresas",
    description:
      "Cuentas de empresa para autónomos, microempresas, pymes y asociaciones: tarjetas con límites, roles de equipo, exportación contable y activación en 3 a 5 días.",
  },
  de: {
    title: "Geschäftskonten für Unternehmen",
    description:
      "Geschäftskonten für Selbstständige, Kleinstunternehmen, KMU und Vereine: Karten mit Limits, Teamrollen, Buchhaltungsexport und Freischaltung in 3 bis 5 Tagen.",
  },
});

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
