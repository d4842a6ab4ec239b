import type { TeamMember } from "~/components/ui/TeamGrid";
import type { TimelineEvent } from "~/components/ui/Timeline";
import type { Translate } from "~/i18n/catalogs";
import type { Card, Cta, Hero, Stat } from "./types";

/**
 * The about page: its structure, links and names, its words from the `apropos` catalogs
 * (app/content/catalogs/apropos/<language>.po).
 */

const HISTORY_PARAGRAPHS = 3;
const VALUES = 4;
const COMMITMENTS = 3;
/** The leadership team: names are the same in every language. */
const leaders = [
  "Claire Fontaine",
  "Julien Marchand",
  "Sophie Lefèvre",
  "Karim Benali",
  "Élodie Rousseau",
  "Thomas Girard",
];
const milestoneYears = [2018, 2019, 2020, 2022, 2024, 2025, 2026];
const FOUNDED = "2018";

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);
const cards = (t: Translate, list: string, count: number): Card[] =>
  indexes(count).map((index) => ({
    title: t(`${list}.${index}.title`),
    text: t(`${list}.${index}.text`),
  }));

const hero = (t: Translate): Hero => ({
  eyebrow: t("aproposHero.eyebrow"),
  title: t("aproposHero.title"),
  lead: t("aproposHero.lead"),
});

export const aproposContentIn = (t: Translate) => ({
  aproposHero: hero(t),
  history: indexes(HISTORY_PARAGRAPHS).map((index) => t(`history.${index}`)),
  keyFigures: [
    { value: FOUNDED, label: t("keyFigures.0.label") },
    ...indexes(4).map((index) => ({
      value: t(`keyFigures.${index + 1}.value`),
      label: t(`keyFigures.${index + 1}.label`),
    })),
  ] satisfies Stat[],
  values: cards(t, "values", VALUES),
  team: leaders.map((name, index) => ({
    name,
    role: t(`team.${index}.role`),
    bio: t(`team.${index}.bio`),
  })) satisfies TeamMember[],
  milestones: milestoneYears.map((year, index) => ({
    year,
    title: t(`milestones.${index}.title`),
    text: t(`milestones.${index}.text`),
  })) satisfies TimelineEvent[],
  commitments: cards(t, "commitments", COMMITMENTS),
  joinUs: {
    title: t("joinUs.title"),
    text: t("joinUs.text"),
    client: { label: t("joinUs.client.label"), to: "/signup" } satisfies Cta,
    careers: { label: t("joinUs.careers.label"), href: "mailto:recrutement@aurore-banque.example" },
  },
  /** The page's section headings. */
  aproposText: {
    historyTitle: t("aproposText.historyTitle"),
    figuresTitle: t("aproposText.figuresTitle"),
    valuesTitle: t("aproposText.valuesTitle"),
    teamTitle: t("aproposText.teamTitle"),
    milestonesTitle: t("aproposText.milestonesTitle"),
    commitmentsTitle: t("aproposText.commitmentsTitle"),
  },
});

export type AproposContent = ReturnType<typeof aproposContentIn>;
