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
import { accountOpeningParams } from "~/lib/accountOpeningLinks";
import { localizedMeta } from "~/lib/meta";
import { pageTextLoader } from "~/lib/meta.server";

preloadTexts(compteCourantContent, creditMentionsText);

export const loader = pageTextLoader("/compteCourant");

export const meta = localizedMeta("/compteCourant");

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
            offerParam={accountOpeningParams.offer}
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
