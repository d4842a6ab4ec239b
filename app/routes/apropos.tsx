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
import { pageTextLoader } from "~/lib/meta.server";

preloadTexts(aproposContent);

export const loader = pageTextLoader("/apropos");

export const meta = localizedMeta("/apropos");

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
