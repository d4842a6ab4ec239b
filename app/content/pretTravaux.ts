import { durationRange, loanOffers, type LoanOption } from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import { replyWorkingHours } from "@domain/service";
import type { Translate } from "~/i18n/catalogs";
import type { Advice, LoanSimulatorParams } from "./loans";
import type { Card, Hero, ProcessStep, LeadFormCopy, PageTab } from "./types";

export type PretTravauxTabId = "presentation" | "aides" | "simulation" | "demande";

export interface NationalAid extends Card {
  /** The amount or rate of the aid, as it reads on its badge. */
  badge: string;
  bullets: string[];
}

export interface AidStep extends ProcessStep {
  delay: string;
}

/** The works in the page's order, each an option of the domain's offer. */
const worksIds: readonly LoanOption<"pretTravaux">[] = [
  "interiorRenovation",
  "extension",
  "energyRenovation",
  "exteriorWorks",
];

/** The national aids' ceilings and the reduced VAT rate, as their badges announce them. */
const aidFigures = { renovationCeiling: 20_000, ecoLoanCeiling: 30_000, reducedVat: 0.055 };

/**
 * The /pretTravaux page: its tabs, the loan's amounts and durations from the domain's offer, the
 * aids' figures; its words from the `pretTravaux` catalogs (app/content/catalogs/pretTravaux/
 * <language>.po).
 */
export function pretTravauxContentIn(t: Translate, locale: Locale) {
  const { ratio, wholeEuros } = numberFormats(locale);
  const offer = loanOffers.pretTravaux;
  const { shortest, longest } = durationRange("pretTravaux");
  const amounts = { min: wholeEuros(offer.amount.min), max: wholeEuros(offer.amount.max) };
  /** The messages `id.0` to `id.<count - 1>` of a list. */
  const list = (id: string, count: number) =>
    Array.from({ length: count }, (_, index) => t(`${id}.${index}`));

  const pretTravauxHero: Hero = {
    eyebrow: t("pretTravauxHero.eyebrow"),
    title: t("pretTravauxHero.title"),
    lead: t("pretTravauxHero.lead"),
    cta: { label: t("pretTravauxHero.cta.label"), to: "#demande" },
    highlights: [
      t("pretTravauxHero.highlights.0", amounts),
      t("pretTravauxHero.highlights.1", { fees: wholeEuros(0) }),
      t("pretTravauxHero.highlights.2"),
    ],
  };

  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  const pretTravauxTabs: readonly PageTab<PretTravauxTabId>[] = [
    { id: "presentation", label: t("pretTravauxTabs.presentation") },
    { id: "aides", label: t("pretTravauxTabs.aides") },
    { id: "simulation", label: t("pretTravauxTabs.simulation") },
    { id: "demande", label: t("pretTravauxTabs.demande") },
  ];

  const pretTravauxDefaultTab: PretTravauxTabId = "presentation";

  const worksTypes: (Card & { id: LoanOption<"pretTravaux"> })[] = worksIds.map((id) => ({
    id,
    title: t(`worksTypes.${id}.title`),
    text: t(`worksTypes.${id}.text`),
  }));

  /**
   * 100 000 € is the ceiling of consumer credit since ordonnance n° 2025-880 (20 November 2026) and
   * the limit used everywhere: slider, text, request form and server. The aids obtained are deducted
   * from the budget of the works.
   */
  const worksSimulator: LoanSimulatorParams<"pretTravaux"> = {
    product: "pretTravaux",
    intro: t("worksSimulator.intro"),
    amountLabel: t("worksSimulator.amountLabel"),
    amount: { ...offer.amount, step: 1_000, defaultValue: 35_000 },
    deduction: { label: t("worksSimulator.deduction.label"), param: "aides", defaultValue: 0 },
    durations: offer.durations,
    defaultDuration: 72,
    rateChoice: {
      label: t("worksSimulator.rateChoice.label"),
      options: worksTypes.map((works) => ({ value: works.id, label: works.title })),
      defaultValue: "interiorRenovation",
    },
  };

  const worksLoanFeatures: Card[] = [
    { title: t("worksLoanFeatures.0.title", amounts), text: t("worksLoanFeatures.0.text") },
    {
      title: t("worksLoanFeatures.1.title", { shortest, longest }),
      text: t("worksLoanFeatures.1.text", { years: longest / 12 }),
    },
    { title: t("worksLoanFeatures.2.title"), text: t("worksLoanFeatures.2.text") },
  ];

  const worksAdvice: Advice = {
    title: t("worksAdvice.title"),
    text: t("worksAdvice.text"),
    bullets: list("worksAdvice.bullets", 3),
  };

  const nationalAids: NationalAid[] = [
    {
      title: t("nationalAids.0.title"),
      badge: t("nationalAids.0.badge", { ceiling: wholeEuros(aidFigures.renovationCeiling) }),
      text: t("nationalAids.0.text"),
      bullets: list("nationalAids.0.bullets", 3),
    },
    {
      title: t("nationalAids.1.title"),
      badge: t("nationalAids.1.badge", { ceiling: wholeEuros(aidFigures.ecoLoanCeiling) }),
      text: t("nationalAids.1.text"),
      bullets: list("nationalAids.1.bullets", 3),
    },
    {
      title: t("nationalAids.2.title"),
      badge: t("nationalAids.2.badge", { rate: ratio(aidFigures.reducedVat) }),
      text: t("nationalAids.2.text"),
      bullets: list("nationalAids.2.bullets", 3),
    },
  ];

  const aidSteps: AidStep[] = Array.from({ length: 5 }, (_, index) => ({
    etape: index + 1,
    titre: t(`aidSteps.${index}.titre`),
    description: t(`aidSteps.${index}.description`),
    delay: t(`aidSteps.${index}.delay`),
  }));

  const worksRequestForm: LeadFormCopy = {
    kind: "pretTravaux",
    title: t("worksRequestForm.title"),
    intro: t("worksRequestForm.intro", { ...amounts, hours: replyWorkingHours }),
    submitLabel: t("worksRequestForm.submitLabel"),
  };

  /** The page's headings around its content. */
  const pretTravauxText = {
    tabsLabel: t("pretTravauxText.tabsLabel"),
    worksTitle: t("pretTravauxText.worksTitle"),
    inBriefTitle: t("pretTravauxText.inBriefTitle"),
    aidsTitle: t("pretTravauxText.aidsTitle"),
    aidsIntro: t("pretTravauxText.aidsIntro"),
    stepsTitle: t("pretTravauxText.stepsTitle"),
    delay: (delay: string) => t("pretTravauxText.delay", { delay }),
    supportTitle: t("pretTravauxText.supportTitle"),
  };

  return {
    pretTravauxHero,
    pretTravauxTabs,
    pretTravauxDefaultTab,
    worksTypes,
    worksSimulator,
    worksLoanFeatures,
    worksAdvice,
    nationalAids,
    aidSteps,
    aidSupport: list("aidSupport", 4),
    worksRequestForm,
    pretTravauxText,
  };
}

export type PretTravauxContent = ReturnType<typeof pretTravauxContentIn>;
