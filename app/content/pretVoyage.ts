import { bank, figures } from "@domain/bank";
import { documentChecklists } from "@domain/credit/documents";
import { loanOffers, type LoanOption } from "@domain/credit/offers";
import { numberFormats } from "@domain/format";
import type { Locale } from "@domain/i18n/locales";
import { formatPhone } from "@domain/phone";
import type { TimedTasks } from "~/components/ui/TimelineChecklist";
import type { Translate } from "~/i18n/catalogs";
import type { LoanSimulatorParams } from "./loans";
import type { Card, Hero, Testimonial, LeadFormCopy, PageTab } from "./types";

export type PretVoyageTabId = "destinations" | "simulation" | "preparatifs" | "demande";

export type TripDurationId = "oneWeek" | "twoWeeks" | "oneMonth" | "threeMonths" | "sixMonthsPlus";

/**
 * The destination ideas: an indicative budget for two people, flights included, in euros, and the
 * length of the stay; their words are the catalogs'.
 */
export const travelIdeas: readonly { id: string; budget: number; duration: TripDurationId }[] = [
  { id: "europe", budget: 1_800, duration: "oneWeek" },
  { id: "oceanIndien", budget: 5_500, duration: "twoWeeks" },
  { id: "asie", budget: 8_500, duration: "oneMonth" },
  { id: "tourDuMonde", budget: 25_000, duration: "sixMonthsPlus" },
];

/** The travel types in the page's order, each an option of the domain's offer. */
const travelTypeIds: readonly LoanOption<"pretVoyage">[] = [
  "famille",
  "noces",
  "aventure",
  "culture",
];

/**
 * The /pretVoyage page: its tabs, destination budgets and the loan's amounts from the domain's
 * offer; its words from the `pretVoyage` catalogs (app/content/catalogs/pretVoyage/<language>.po).
 */
export function pretVoyageContentIn(t: Translate, locale: Locale) {
  const { wholeEuros } = numberFormats(locale);
  const offer = loanOffers.pretVoyage;
  /** The messages `id.0` to `id.<count - 1>` of a list. */
  const list = (id: string, count: number) =>
    Array.from({ length: count }, (_, index) => t(`${id}.${index}`));

  const pretVoyageHero: Hero = {
    eyebrow: t("pretVoyageHero.eyebrow"),
    title: t("pretVoyageHero.title"),
    lead: t("pretVoyageHero.lead"),
    cta: { label: t("pretVoyageHero.cta.label"), to: "#preparatifs" },
    highlights: [
      t("pretVoyageHero.highlights.0", {
        min: wholeEuros(offer.amount.min),
        max: wholeEuros(offer.amount.max),
      }),
      t("pretVoyageHero.highlights.1", { fees: wholeEuros(0) }),
      t("pretVoyageHero.highlights.2"),
    ],
  };

  /** The tabs in their order: the ids are the page's anchors, the same in every language. */
  const pretVoyageTabs: readonly PageTab<PretVoyageTabId>[] = [
    { id: "destinations", label: t("pretVoyageTabs.destinations") },
    { id: "simulation", label: t("pretVoyageTabs.simulation") },
    { id: "preparatifs", label: t("pretVoyageTabs.preparatifs") },
    { id: "demande", label: t("pretVoyageTabs.demande") },
  ];

  const pretVoyageDefaultTab: PretVoyageTabId = "destinations";

  /** Length of the trip (not of the loan), from one week to six months and more. */
  const tripDurations: Record<TripDurationId, string> = {
    oneWeek: t("tripDurations.oneWeek"),
    twoWeeks: t("tripDurations.twoWeeks"),
    oneMonth: t("tripDurations.oneMonth"),
    threeMonths: t("tripDurations.threeMonths"),
    sixMonthsPlus: t("tripDurations.sixMonthsPlus"),
  };

  /** The destination ideas in words. */
  const ideas = travelIdeas.map((trip) => ({
    ...trip,
    destination: t(`travelIdeas.${trip.id}.destination`),
    description: t(`travelIdeas.${trip.id}.description`),
  }));

  const destinationCards: Card[] = ideas.map((trip) => ({
    title: trip.destination,
    badge: t("destinationCards.badge", { budget: wholeEuros(trip.budget) }),
    text: trip.description,
    bullets: [t("destinationCards.duration", { duration: tripDurations[trip.duration] })],
  }));

  const travelTypes: (Card & { id: LoanOption<"pretVoyage"> })[] = travelTypeIds.map((id) => ({
    id,
    title: t(`travelTypes.${id}.title`),
    text: t(`travelTypes.${id}.text`),
  }));

  /** Picking a destination idea sets the budget to its indicative budget. */
  const travelSimulator: LoanSimulatorParams<"pretVoyage"> = {
    product: "pretVoyage",
    intro: t("travelSimulator.intro"),
    amountLabel: t("travelSimulator.amountLabel"),
    amount: { ...offer.amount, step: 500, defaultValue: 8_500 },
    durations: offer.durations,
    defaultDuration: 60,
    rateChoice: {
      label: t("travelSimulator.rateChoice.label"),
      options: travelTypes.map((type) => ({ value: type.id, label: type.title })),
      defaultValue: "famille",
    },
    presets: {
      label: t("travelSimulator.presets.label"),
      options: ideas.map((trip) => ({ label: trip.destination, amount: trip.budget })),
    },
  };

  const travelTestimonials: Testimonial[] = Array.from({ length: 2 }, (_, index) => ({
    quote: t(`travelTestimonials.${index}.quote`),
    author: t(`travelTestimonials.${index}.author`),
    context: t(`travelTestimonials.${index}.context`),
  }));

  const preTripChecklist: TimedTasks[] = Array.from({ length: 3 }, (_, index) => ({
    timing: t(`preTripChecklist.${index}.timing`),
    tasks: list(`preTripChecklist.${index}.tasks`, 3),
  }));

  const travelAssistance: string[] = [
    t("travelAssistance.0"),
    t("travelAssistance.1"),
    t("travelAssistance.2", { phone: formatPhone(bank.phones.customerService, "international") }),
    t("travelAssistance.3"),
  ];

  /**
   * The seed's travel page had no request form; as on the other credit pages, a customer who would
   * rather talk to an advisor than apply online is called back.
   */
  const travelRequestForm: LeadFormCopy = {
    kind: "pretVoyage",
    title: t("travelRequestForm.title"),
    intro: t("travelRequestForm.intro", { hours: figures.averageAnswerHours }),
    submitLabel: t("travelRequestForm.submitLabel"),
  };

  /** The page's headings around its content. */
  const pretVoyageText = {
    tabsLabel: t("pretVoyageText.tabsLabel"),
    ideasTitle: t("pretVoyageText.ideasTitle"),
    ideasIntro: t("pretVoyageText.ideasIntro"),
    typesTitle: t("pretVoyageText.typesTitle"),
    testimonialsTitle: t("pretVoyageText.testimonialsTitle", { bankName: bank.name }),
    countdownTitle: t("pretVoyageText.countdownTitle"),
    documentsTitle: t("pretVoyageText.documentsTitle"),
    duringTitle: t("pretVoyageText.duringTitle"),
  };

  return {
    pretVoyageHero,
    pretVoyageTabs,
    pretVoyageDefaultTab,
    tripDurations,
    destinationCards,
    travelTypes,
    travelSimulator,
    travelTestimonials,
    preTripChecklist,
    travelDocuments: documentChecklists.pretVoyage.map((document) =>
      t(`travelDocuments.${document.code}`),
    ),
    travelAssistance,
    travelRequestForm,
    pretVoyageText,
  };
}

export type PretVoyageContent = ReturnType<typeof pretVoyageContentIn>;
