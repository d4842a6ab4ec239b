import { Link } from "react-router";
import { CardGrid } from "~/components/ui/CardGrid";
import { PageHero } from "~/components/ui/PageHero";
import { PageContainer, Section } from "~/components/ui/Section";
import { StatGrid } from "~/components/ui/StatGrid";
import { TeamGrid } from "~/components/ui/TeamGrid";
import { Timeline } from "~/components/ui/Timeline";
import {
  aproposHero,
  commitments,
  history,
  joinUs,
  keyFigures,
  milestones,
  team,
  values,
} from "~/content/apropos";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    title: "À propos",
    description:
      "Aurore Banque, banque en ligne fondée à Paris en 2018 : notre histoire, nos chiffres clés, nos valeurs, notre équipe de direction et nos engagements pour vous.",
    path: "/apropos",
  });

export default function Apropos() {
  return (
    <>
      <PageHero hero={aproposHero} />
      <PageContainer>
        <Section title="Notre histoire">
          <div className="max-w-3xl space-y-4 text-lg text-ink-700">
            {history.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
        <Section title="Aurore Banque en chiffres">
          <StatGrid stats={keyFigures} />
        </Section>
        <Section title="Nos valeurs">
          <CardGrid cards={values} columns={4} />
        </Section>
        <Section title="Notre équipe de direction">
          <TeamGrid members={team} />
        </Section>
        <Section title="Les grandes étapes">
          <Timeline events={milestones} />
        </Section>
        <Section title="Nos engagements">
          <CardGrid cards={commitments} />
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
