import type { TeamMember } from "~/components/ui/TeamGrid";
import type { TimelineEvent } from "~/components/ui/Timeline";
import type { Translate } from "~/i18n/catalogs";
import { figuresIn } from "@domain/bank";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import type { Card, Cta, Hero, Stat } from "./types";

/**
 * The about page: its structure, links and names, the bank's key figures (domain/bank.ts), its
 * words from the `apropos` catalogs (app/content/catalogs/apropos/<language>.po).
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
/**
 * The figures the 2025 milestone celebrates: the bank's history, which stays as it was when its
 * current figures (`figures`, domain/bank.ts) move on.
 */
const milestoneFigures = { customers: 50_000, creditGrantedEuros: 500_000_000 };
const FOUNDED = "2018";

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);
const cards = (
  t: Translate,
  list: string,
  count: number,
  values?: Record<string, unknown>,
): Card[] =>
  indexes(count).map((index) => ({
    title: t(`${list}.${index}.title`),
    text: t(`${list}.${index}.text`, values),
  }));

const hero = (t: Translate): Hero => ({
  eyebrow: t("aproposHero.eyebrow"),
  title: t("aproposHero.title"),
  lead: t("aproposHero.lead"),
});

export function aproposContentIn(t: Translate, locale: Locale) {
  const { number } = numberFormats(locale);
  const figures = figuresIn(locale);
  const milestoneValues = {
    customers: number(milestoneFigures.customers),
    millions: number(milestoneFigures.creditGrantedEuros / 1_000_000),
  };
  return {
    aproposHero: hero(t),
    history: indexes(HISTORY_PARAGRAPHS).map((index) => t(`history.${index}`)),
    keyFigures: [
      { value: FOUNDED, label: t("keyFigures.0.label") },
      ...indexes(4).map((index) => ({
        value: t(`keyFigures.${index + 1}.value`, figures),
        label: t(`keyFigures.${index + 1}.label`),
      })),
    ] satisfies Stat[],
    values: cards(t, "values", VALUES, figures),
    team: leaders.map((name, index) => ({
      name,
      role: t(`team.${index}.role`),
      bio: t(`team.${index}.bio`),
    })) satisfies TeamMember[],
    milestones: milestoneYears.map((year, index) => ({
      year,
      title: t(`milestones.${index}.title`, milestoneValues),
      text: t(`milestones.${index}.text`, milestoneValues),
    })) satisfies TimelineEvent[],
    commitments: cards(t, "commitments", COMMITMENTS),
    joinUs: {
      title: t("joinUs.title"),
      text: t("joinUs.text"),
      client: { label: t("joinUs.client.label"), to: "/signup" } satisfies Cta,
      careers: {
        label: t("joinUs.careers.label"),
        href: "mailto:recrutement@aurore-banque.example",
      },
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
  };
}

export type AproposContent = ReturnType<typeof aproposContentIn>;
