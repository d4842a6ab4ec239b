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

preloadTexts(assuranceContent);

export const meta = localizedMeta("/assurance", {
  fr: {
    title: "Assurances habitation, auto, santé et prévoyance",
    description:
      "Assurances habitation, auto, santé, prévoyance et emprunteur : des garanties claires, une assistance 6 jours sur 7 et des sinistres indemnisés vite.",
  },
  en: {
    title: "Home, car, health and protection insurance",
    description:
      "Home, car, health, income protection and loan insurance: clear cover, assistance 6 days a week and claims settled fast.",
  },
  es: {
    title: "Seguros de hogar, coche, salud y previsión",
    description:
      "Seguros de hogar, coche, salud, previsión y amortización de préstamos: coberturas claras, asistencia 6 días a la semana e indemnizaciones rápidas.",
  },
  de: {
    title: "Hausrat-, Kfz-, Kranken- und Vorsorgeversicherung",
    description:
      "Hausrat-, Kfz-, Kranken-, Vorsorge- und Restschuldversicherung: klare Leistungen, Assistance an 6 Tagen pro Woche und schnelle Schadenregulierung.",
  },
});

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
