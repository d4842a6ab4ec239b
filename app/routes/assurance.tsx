import type { ReactNode } from "react";
import { CardGrid } from "~/components/ui/CardGrid";
import { Notice } from "~/components/ui/Notice";
import { PageHero } from "~/components/ui/PageHero";
import { PageTabs } from "~/components/ui/PageTabs";
import { PhoneLine } from "~/components/ui/PhoneLine";
import { ProcessSteps } from "~/components/ui/ProcessSteps";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import {
  assuranceDefaultTab,
  assuranceHero,
  assuranceTabs,
  claimsFigures,
  claimsLine,
  claimSteps,
  insuranceAdvice,
  insuranceProducts,
  intermediaryNotice,
  type AssuranceTabId,
} from "~/content/assurance";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Assurances habitation, auto, santé et prévoyance",
    description:
      "Assurances habitation, auto, santé, prévoyance et emprunteur : des garanties claires, une assistance 6 jours sur 7 et des sinistres indemnisés vite.",
    path: "/assurance",
  });

const panels: Record<AssuranceTabId, ReactNode> = {
  produits: (
    <Section
      title="Des garanties pour chaque moment de votre vie"
      intro="Chaque contrat se souscrit en ligne et s'adapte à votre situation."
    >
      <CardGrid
        cards={insuranceProducts.map((product) => ({
          title: product.nom,
          text: product.description,
          bullets: product.garanties,
        }))}
      />
    </Section>
  ),
  conseils: (
    <Section title="Bien choisir et bien utiliser votre assurance">
      <CardGrid cards={insuranceAdvice} />
    </Section>
  ),
  sinistre: (
    <>
      <Section title="Nos engagements en cas de sinistre">
        <StatGrid stats={claimsFigures} />
      </Section>
      <Section title="Votre déclaration en quatre étapes">
        <ProcessSteps steps={claimSteps} />
      </Section>
      <Section
        title="Besoin d'aide pour déclarer ?"
        intro="Nos conseillers vous guident pas à pas et vous indiquent les pièces à fournir."
        muted
      >
        <PhoneLine contact={claimsLine} />
      </Section>
    </>
  ),
};

export default function Assurance() {
  return (
    <>
      <PageHero hero={assuranceHero} />
      <PageTabs
        label="Rubriques des assurances"
        defaultTab={assuranceDefaultTab}
        tabs={assuranceTabs.map((tab) => ({ ...tab, content: panels[tab.id] }))}
      />
      <PageContainer>
        <Notice>{intermediaryNotice}</Notice>
      </PageContainer>
    </>
  );
}
