import type { ReactNode } from "react";
import { CardGrid, CheckList } from "~/components/ui/CardGrid";
import { ContactsBlock } from "~/components/ui/ContactsBlock";
import { LeadForm, NewsletterBox } from "~/components/ui/deferred";
import { OfferGrid } from "~/components/ui/OfferGrid";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { PageContainer, Section } from "~/components/ui/Section";
import {
  businessContactForm,
  businessOffers,
  comptesEntrepriseDefaultTab,
  comptesEntrepriseHero,
  comptesEntrepriseTabs,
  managementFeatures,
  offerCta,
  openingDocuments,
  openingSteps,
  type ComptesEntrepriseTabId,
} from "~/content/comptesEntreprise";
import { pageMeta } from "~/lib/meta";
import { commonText } from "~/content/common.i18n";
import { preloadTexts } from "~/i18n/localized";

preloadTexts(commonText);

export const meta = () =>
  pageMeta({
    title: "Comptes entreprise",
    description:
      "Comptes professionnels pour indépendants, TPE, PME et associations : cartes avec plafonds, rôles d'équipe, export comptable et activation en 3 à 5 jours.",
    path: "/comptesEntreprise",
  });

const panels: Record<ComptesEntrepriseTabId, ReactNode> = {
  offres: (
    <Section
      title="Trois offres selon la taille de votre structure"
      intro="Sans engagement de durée : vous changez d'offre à tout moment depuis votre espace client."
    >
      <OfferGrid offers={businessOffers} cta={offerCta} />
    </Section>
  ),
  gestion: (
    <Section
      title="Pilotez vos finances au quotidien"
      intro="Des outils pour déléguer les dépenses sans perdre le contrôle et pour gagner du temps sur votre comptabilité."
    >
      <CardGrid cards={managementFeatures} />
    </Section>
  ),
  ouverture: (
    <>
      <Section title="Ouvrez votre compte en quatre étapes">
        <ProcessSteps steps={openingSteps} />
      </Section>
      <Section title="Les documents à fournir" muted>
        <CheckList items={openingDocuments} />
      </Section>
      <LeadForm copy={businessContactForm} />
    </>
  ),
};

export default function ComptesEntreprise() {
  return (
    <>
      <PageHero hero={comptesEntrepriseHero} />
      <PageTabs
        label="Rubriques des comptes entreprise"
        defaultTab={comptesEntrepriseDefaultTab}
        tabs={comptesEntrepriseTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <PageContainer>
        <NewsletterBox />
        <ContactsBlock />
      </PageContainer>
    </>
  );
}
