import { bank } from "@domain/bank";
import { documentChecklists } from "@domain/credit/documents";
import {
  durationRange,
  loanOffers,
  lowestRate,
  productStartingRate,
  startingTaeg,
  type LoanOption,
} from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import type { TrackerStep, TrackerWords } from "~/components/ui/StepTracker";
import type { Translate } from "~/i18n/catalogs";
import type { Advice, LoanSimulatorParams } from "./loans";
import type { Card, Hero, Stat, LeadFormCopy, PageTab, StartingRate } from "./types";

export type PretAutoTabId = "presentation" | "vehicules" | "simulation" | "demande";

/**
 * Starting borrowing rate of the classic loan: the lowest of its grid, whatever the vehicle. A lease
 * (LOA, LLD) has rents, not a rate: art. L312-6 forbids a TAEG or a borrowing rate in its advertising.
 */
export const classicLoanRate = productStartingRate("pretAuto");

/** The vehicle categories in the page's order, each an option of the domain's offer. */
const vehicleIds: readonly LoanOption<"pretAuto">[] = ["neuf", "occasion", "ecologique"];

/**
 * The /pretAuto page: its tabs, the loan's amounts, durations and rates from the domain's offer;
 * its words from the `pretAuto` catalogs (app/content/catalogs/pretAuto/<language>.po).
 */
export function pretAutoContentIn(t: Translate, locale: Locale) {
  const { rate, wholeEuros } = numberFormats(locale);
  /** Borrowing rates of the classic loan by vehicle and duration: the domain's offer. */
  const offer = loanOffers.pretAuto;
  const fees = wholeEuros(0);
  /** The messages `id.0` to `id.<count - 1>` of a list. */
  const list = (id: string, count: number) =>
    Array.from({ length: count }, (_, index) => t(`${id}.${index}`));

  const pretAutoHero: Hero = {
    eyebrow: t("pretAutoHero.eyebrow"),
    title: t("pretAutoHero.title"),
    lead: t("pretAutoHero.lead"),
    cta: { label: t("pretAutoHero.cta.label"), to: "#demande" },
    highlights: [
      t("pretAutoHero.highlights.0"),
      t("pretAutoHero.highlights.1", { fees }),
      t("pretAutoHero.highlights.2"),
    ],
  };

  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  const pretAutoTabs: readonly PageTab<PretAutoTabId>[] = [
    { id: "presentation", label: t("pretAutoTabs.presentation") },
    { id: "vehicules", label: t("pretAutoTabs.vehicules") },
    { id: "simulation", label: t("pretAutoTabs.simulation") },
    { id: "demande", label: t("pretAutoTabs.demande") },
  ];

  const pretAutoDefaultTab: PretAutoTabId = "presentation";

  const autoHighlights: Card[] = [
    {
      title: t("autoHighlights.0.title"),
      text: t("autoHighlights.0.text", {
        min: wholeEuros(offer.amount.min),
        max: wholeEuros(offer.amount.max),
      }),
    },
    {
      title: t("autoHighlights.1.title"),
      text: t("autoHighlights.1.text", durationRange("pretAuto")),
    },
    { title: t("autoHighlights.2.title"), text: t("autoHighlights.2.text") },
  ];

  /** A "from" rate, its TAEG first as the Consumer Code wants it. */
  const startingRate = (annualRate: number): StartingRate => ({
    taeg: t("startingRate.taeg", { taeg: rate(startingTaeg(annualRate)) }),
    borrowingRate: t("startingRate.borrowingRate", { rate: rate(annualRate) }),
  });

  const rateCard = (title: string, text: string, annualRate: number, bullets?: string[]): Card => ({
    title,
    text,
    startingRate: startingRate(annualRate),
    bullets,
  });

  const financingSolutions: Card[] = [
    rateCard(
      t("financingSolutions.0.title"),
      t("financingSolutions.0.text"),
      classicLoanRate,
      list("financingSolutions.0.bullets", 2),
    ),
    {
      title: t("financingSolutions.1.title"),
      badge: t("financingSolutions.1.badge"),
      text: t("financingSolutions.1.text"),
      bullets: list("financingSolutions.1.bullets", 3),
    },
    {
      title: t("financingSolutions.2.title"),
      badge: t("financingSolutions.2.badge"),
      text: t("financingSolutions.2.text"),
      bullets: list("financingSolutions.2.bullets", 2),
    },
  ];

  const autoCommitments: Stat[] = [
    { value: t("autoCommitments.0.value"), label: t("autoCommitments.0.label") },
    { value: fees, label: t("autoCommitments.1.label") },
    { value: t("autoCommitments.2.value"), label: t("autoCommitments.2.label") },
    { value: t("autoCommitments.3.value"), label: t("autoCommitments.3.label") },
  ];

  const autoAdvice: Advice = {
    title: t("autoAdvice.title"),
    text: t("autoAdvice.text"),
    bullets: list("autoAdvice.bullets", 3),
  };

  const vehicleCategories: (Card & { id: LoanOption<"pretAuto"> })[] = vehicleIds.map((id) => ({
    id,
    ...rateCard(
      t(`vehicleCategories.${id}.title`),
      t(`vehicleCategories.${id}.text`),
      lowestRate(offer.rates[id]),
    ),
  }));

  /**
   * The simulation tab simulates the classic loan (a lease has a rent, not a schedule). The amount
   * is the price of the vehicle; by default a used car, the most bought, with the seed's 5 000 €
   * contribution on a 25 000 € price: the 20 000 € over 60 months of the representative example.
   */
  const autoSimulator: LoanSimulatorParams<"pretAuto"> = {
    product: "pretAuto",
    intro: t("autoSimulator.intro"),
    amountLabel: t("autoSimulator.amountLabel"),
    amount: { ...offer.amount, step: 1_000, defaultValue: 25_000 },
    deduction: { label: t("autoSimulator.deduction.label"), param: "apport", defaultValue: 5_000 },
    durations: offer.durations,
    defaultDuration: 60,
    rateChoice: {
      label: t("autoSimulator.rateChoice.label"),
      options: vehicleCategories.map((category) => ({ value: category.id, label: category.title })),
      defaultValue: "occasion",
    },
  };

  const autoApplicationSteps: TrackerStep[] = [
    { label: t("autoApplicationSteps.0"), status: "done" },
    { label: t("autoApplicationSteps.1"), status: "current" },
    { label: t("autoApplicationSteps.2"), status: "upcoming" },
    { label: t("autoApplicationSteps.3"), status: "upcoming" },
  ];

  const autoRequestForm: LeadFormCopy = {
    kind: "pretAuto",
    title: t("autoRequestForm.title"),
    intro: t("autoRequestForm.intro"),
    submitLabel: t("autoRequestForm.submitLabel"),
  };

  const trackerWords: TrackerWords = {
    step: (number) => t("pretAutoText.trackerWords.step", { number }),
    status: {
      done: t("pretAutoText.trackerWords.status.done"),
      current: t("pretAutoText.trackerWords.status.current"),
      upcoming: t("pretAutoText.trackerWords.status.upcoming"),
    },
  };

  /** The page's headings around its content. */
  const pretAutoText = {
    tabsLabel: t("pretAutoText.tabsLabel"),
    inBriefTitle: t("pretAutoText.inBriefTitle"),
    solutionsTitle: t("pretAutoText.solutionsTitle"),
    solutionsIntro: t("pretAutoText.solutionsIntro"),
    reasonsTitle: t("pretAutoText.reasonsTitle", { bankName: bank.name }),
    commitmentsTitle: t("pretAutoText.commitmentsTitle"),
    vehiclesTitle: t("pretAutoText.vehiclesTitle"),
    vehiclesIntro: t("pretAutoText.vehiclesIntro"),
    supportTitle: t("pretAutoText.supportTitle"),
    trackingTitle: t("pretAutoText.trackingTitle"),
    trackingIntro: t("pretAutoText.trackingIntro"),
    trackerLabel: t("pretAutoText.trackerLabel"),
    trackerWords,
    documentsTitle: t("pretAutoText.documentsTitle"),
    helpTitle: t("pretAutoText.helpTitle"),
    helpIntro: t("pretAutoText.helpIntro"),
    callAdviser: (phone: string) => t("pretAutoText.callAdviser", { phone }),
  };

  return {
    pretAutoHero,
    pretAutoTabs,
    pretAutoDefaultTab,
    autoHighlights,
    financingSolutions,
    autoReasons: list("autoReasons", 4),
    autoCommitments,
    autoAdvice,
    vehicleCategories,
    autoSimulator,
    vehicleSupport: list("vehicleSupport", 4),
    autoApplicationSteps,
    autoRequestForm,
    autoDocuments: documentChecklists.pretAuto.map((document) =>
      t(`autoDocuments.${document.code}`),
    ),
    pretAutoText,
  };
}

export type PretAutoContent = ReturnType<typeof pretAutoContentIn>;
