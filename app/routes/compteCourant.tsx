import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { ComparisonTableView } from "~/components/ui/ComparisonTableView";
import { CreditWarning } from "~/components/ui/CreditFigures";
import { Notice } from "~/components/ui/Notice";
import { OfferGrid } from "~/components/ui/OfferGrid";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { Section } from "~/components/ui/Section";
import { Testimonials } from "~/components/ui/Testimonials";
import {
  accountBenefits,
  accountComparison,
  accountOffers,
  accountServices,
  accountTestimonials,
  compteCourantDefaultTab,
  compteCourantHero,
  compteCourantTabs,
  featuredOfferLabel,
  offerCta,
  overdraftNotice,
  type CompteCourantTabId,
} from "~/content/compteCourant";
import { withdrawalNotice } from "~/content/credit";
import { pageMeta } from "~/lib/meta";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";

preloadTexts(creditMentionsText);

export const meta = () =>
  pageMeta({
    title: "Compte courant en ligne",
    description:
      "Compte courant Essentiel, Plus ou Premium dès 2 € par mois : carte de débit, virements instantanés, paiement mobile et alertes en temps réel, sans engagement.",
    path: "/compteCourant",
  });

const panels: Record<CompteCourantTabId, ReactNode> = {
  offres: (
    <>
      <Section
        title="Trois offres, un seul compte"
        intro="Sans engagement : vous changez d'offre à tout moment depuis votre application."
      >
        <OfferGrid offers={accountOffers} cta={offerCta} featuredLabel={featuredOfferLabel} />
        <CreditWarning className="mt-6" />
        <Notice>
          {overdraftNotice} {withdrawalNotice}
        </Notice>
      </Section>
      <Section title="Comparez nos offres">
        <ComparisonTableView table={accountComparison} />
      </Section>
    </>
  ),
  services: (
    <Section
      title="Tous les services d'un compte moderne"
      intro="Inclus dans chacune de nos offres, sans supplément."
    >
      <CardGrid cards={accountServices} />
    </Section>
  ),
  avantages: (
    <>
      <Section title="Pourquoi choisir Aurore Banque">
        <CardGrid cards={accountBenefits} />
      </Section>
      <Section title="Ils ont ouvert leur compte">
        <Testimonials items={accountTestimonials} />
      </Section>
    </>
  ),
};

export default function CompteCourant() {
  return (
    <>
      <PageHero hero={compteCourantHero} />
      <PageTabs
        label="Rubriques du compte courant"
        defaultTab={compteCourantDefaultTab}
        tabs={compteCourantTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
    </>
  );
}
