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
import type { CompteCourantTabId } from "~/content/compteCourant";
import { compteCourantContent } from "~/content/compteCourant.i18n";
import { creditMentionsText } from "~/content/creditMentions.i18n";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";

preloadTexts(compteCourantContent, creditMentionsText);

export const meta = localizedMeta("/compteCourant", {
  fr: {
    title: "Compte courant en ligne",
    description:
      "Compte courant Essentiel, Plus ou Premium dès 2 € par mois : carte de débit, virements instantanés, paiement mobile et alertes en temps réel, sans engagement.",
  },
  en: {
    title: "Online current account",
    description:
      "Essentiel, Plus or Premium current account from €2 a month: debit card, instant transfers, mobile payments and real-time alerts, with no commitment.",
  },
  es: {
    title: "Cuenta corriente online",
    description:
      "Cuenta corriente Essentiel, Plus o Premium desde 2 € al mes: tarjeta de débito, transferencias inmediatas, pago con el móvil y alertas en tiempo real, sin permanencia.",
  },
  de: {
    title: "Online-Girokonto",
    description:
      "Girokonto Essentiel, Plus oder Premium ab 2 € im Monat: Debitkarte, Echtzeitüberweisungen, mobiles Bezahlen und Sofort-Benachrichtigungen, ohne Mindestlaufzeit.",
  },
});

export default function CompteCourant() {
  const content = compteCourantContent.use();
  const { creditMentions } = creditMentionsText.use();
  const text = content.compteCourantText;
  const panels: Record<CompteCourantTabId, ReactNode> = {
    offres: (
      <>
        <Section title={text.offersTitle} intro={text.offersIntro}>
          <OfferGrid
            offers={content.accountOffers}
            cta={content.offerCta}
            featuredLabel={content.featuredOfferLabel}
          />
          <CreditWarning className="mt-6" />
          <Notice>
            {content.overdraftNotice} {creditMentions.withdrawal}
          </Notice>
        </Section>
        <Section title={text.compareTitle}>
          <ComparisonTableView table={content.accountComparison} />
        </Section>
      </>
    ),
    services: (
      <Section title={text.servicesTitle} intro={text.servicesIntro}>
        <CardGrid cards={content.accountServices} />
      </Section>
    ),
    avantages: (
      <>
        <Section title={text.benefitsTitle}>
          <CardGrid cards={content.accountBenefits} />
        </Section>
        <Section title={text.testimonialsTitle}>
          <Testimonials items={content.accountTestimonials} />
        </Section>
      </>
    ),
  };
  return (
    <>
      <PageHero hero={content.compteCourantHero} />
      <PageTabs
        label={text.tabsLabel}
        defaultTab={content.compteCourantDefaultTab}
        tabs={content.compteCourantTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
    </>
  );
}
