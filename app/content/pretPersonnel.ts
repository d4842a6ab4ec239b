import { figures } from "@domain/bank";
import { documentChecklists } from "@domain/credit/documents";
import { durationRange, loanOffers, type LoanOption } from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import type { Translate } from "~/i18n/catalogs";
import type { LoanSimulatorParams } from "./loans";
import type { Card, Hero, Stat, LeadFormCopy, PageTab } from "./types";

export type PretPersonnelTabId = "presentation" | "simulation" | "demande";

/** The projects in the page's order, each an option of the domain's offer. */
const projectIds: readonly LoanOption<"pretPersonnel">[] = [
  "equipement",
  "evenement",
  "etudes",
  "loisirs",
  "demenagement",
  "sante",
];

/**
 * The /pretPersonnel page: its tabs, projects and the loan's figures from the domain's offer;
 * its words from the `pretPersonnel` catalogs (app/content/catalogs/pretPersonnel/<language>.po).
 */
export function pretPersonnelContentIn(t: Translate, locale: Locale) {
  const { wholeEuros } = numberFormats(locale);
  const offer = loanOffers.pretPersonnel;
  const fees = wholeEuros(0);
  const answer = { hours: figures.averageAnswerHours };

  const pretPersonnelHero: Hero = {
    eyebrow: t("pretPersonnelHero.eyebrow"),
    title: t("pretPersonnelHero.title"),
    lead: t("pretPersonnelHero.lead"),
    cta: { label: t("pretPersonnelHero.cta.label"), to: "#demande" },
    highlights: [
      t("pretPersonnelHero.highlights.0", answer),
      t("pretPersonnelHero.highlights.1", { fees }),
      t("pretPersonnelHero.highlights.2"),
    ],
  };

  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  const pretPersonnelTabs: readonly PageTab<PretPersonnelTabId>[] = [
    { id: "presentation", label: t("pretPersonnelTabs.0.label") },
    { id: "simulation", label: t("pretPersonnelTabs.1.label") },
    { id: "demande", label: t("pretPersonnelTabs.2.label") },
  ];

  const pretPersonnelDefaultTab: PretPersonnelTabId = "presentation";

  const projectTypes: (Card & { id: LoanOption<"pretPersonnel"> })[] = projectIds.map((id) => ({
    id,
    title: t(`projectTypes.${id}.title`),
    text: t(`projectTypes.${id}.text`),
  }));

  const personalSimulator: LoanSimulatorParams<"pretPersonnel"> = {
    product: "pretPersonnel",
    intro: t("personalSimulator.intro"),
    amountLabel: t("personalSimulator.amountLabel"),
    amount: { ...offer.amount, step: 1_000, defaultValue: 15_000 },
    durations: offer.durations,
    defaultDuration: 60,
    rateChoice: {
      label: t("personalSimulator.rateChoice.label"),
      options: projectTypes.map((project) => ({ value: project.id, label: project.title })),
      defaultValue: "equipement",
    },
  };

  const personalLoanFeatures: Card[] = [
    {
      title: t("personalLoanFeatures.0.title", {
        min: wholeEuros(offer.amount.min),
        max: wholeEuros(offer.amount.max),
      }),
      text: t("personalLoanFeatures.0.text"),
    },
    {
      title: t("personalLoanFeatures.1.title", durationRange("pretPersonnel")),
      text: t("personalLoanFeatures.1.text"),
    },
    { title: t("personalLoanFeatures.2.title"), text: t("personalLoanFeatures.2.text") },
  ];

  const personalCommitments: Stat[] = [
    { value: t("personalCommitments.0.value", answer), label: t("personalCommitments.0.label") },
    { value: fees, label: t("personalCommitments.1.label") },
    { value: t("personalCommitments.2.value"), label: t("personalCommitments.2.label") },
  ];

  const personalRequestForm: LeadFormCopy = {
    kind: "pretPersonnel",
    title: t("personalRequestForm.title"),
    intro: t("personalRequestForm.intro", answer),
    submitLabel: t("personalRequestForm.submitLabel"),
  };

  const personalDocuments: string[] = documentChecklists.pretPersonnel.map((document) =>
    t(`personalDocuments.${document.code}`),
  );

  /** The page's headings around its content. */
  const pretPersonnelText = {
    tabsLabel: t("pretPersonnelText.tabsLabel"),
    projectsTitle: t("pretPersonnelText.projectsTitle"),
    projectsIntro: t("pretPersonnelText.projectsIntro"),
    inBriefTitle: t("pretPersonnelText.inBriefTitle"),
    commitmentsTitle: t("pretPersonnelText.commitmentsTitle"),
    documentsTitle: t("pretPersonnelText.documentsTitle"),
    documentsIntro: t("pretPersonnelText.documentsIntro"),
  };

  return {
    pretPersonnelHero,
    pretPersonnelTabs,
    pretPersonnelDefaultTab,
    projectTypes,
    personalSimulator,
    personalLoanFeatures,
    personalCommitments,
    personalRequestForm,
    personalDocuments,
    pretPersonnelText,
  };
}

export type PretPersonnelContent = ReturnType<typeof pretPersonnelContentIn>;
