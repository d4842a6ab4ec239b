import { CardGrid } from "~/components/ui/CardGrid";
import { PageHero } from "~/components/ui/PageHero";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import { TeamGrid } from "~/components/ui/TeamGrid";
import { Timeline } from "~/components/ui/Timeline";
import { aproposContent } from "~/content/apropos.i18n";
import { Link } from "~/i18n/Link";
import { preloadTexts } from "~/i18n/localized";
import { localizedMeta } from "~/lib/meta";

preloadTexts(aproposContent);

export const meta = localizedMeta("/apropos", {
  fr: {
    title: "À propos",
    description:
      "Aurore Banque, banque en ligne fondée à Paris en 2018 : notre histoire, nos chiffres clés, nos valeurs, notre équipe de direction et nos engagements pour vous.",
  },
  en: {
    title: "About us",
    description:
      "Aurore Banque, an online bank founded in Paris in 2018: our story, key figures and values, our leadership team and our commitments to you.",
  },
  es: {
    title: "Quiénes somos",
    description:
      "Aurore Banque, banco online fundado en París en 2018: nuestra historia, cifras clave, valores, equipo directivo y compromisos con usted.",
  },
  de: {
    title: "Über uns",
    description:
      "Aurore Banque, die 2018 in Paris gegründete Online-Bank: unsere Geschichte, Kennzahlen und Werte, unser Führungsteam und unsere Zusagen an Sie.",
  },
});

export default function Apropos() {
  const content = aproposContent.use();
  const { joinUs, aproposText: text } = content;
  return (
    <>
      <PageHero hero={content.aproposHero} />
      <PageContainer>
        <Section title={text.historyTitle}>
          <div className="grid max-w-3xl gap-4 text-lg text-ink-700">
            {content.history.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
        <Section title={text.figuresTitle}>
          <StatGrid stats={content.keyFigures} />
        </Section>
        <Section title={text.valuesTitle}>
          <CardGrid cards={content.values} columns={4} />
        </Section>
        <Section title={text.teamTitle}>
          <TeamGrid members={content.team} />
        </Section>
        <Section title={text.milestonesTitle}>
          <Timeline events={content.milestones} />
        </Section>
        <Section title={text.commitmentsTitle}>
          <CardGrid cards={content.commitments} />
        </Section>
        <Section title={joinUs.title} intro={joinUs.text} muted>
          <div className="flex flex-wrap gap-4">
            <Link to={joinUs.client.to} className="btn btn-primary">
              {joinUs.client.label}
            </Link>
            <a href={joinUs.careers.href} className="btn btn-outline">
              {joinUs.careers.label}
            </a>
          </div>
        </Section>
      </PageContainer>
    </>
  );
}
