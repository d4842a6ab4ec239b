import type { Translate } from "~/i18n/catalogs";
import type { MentionSegment } from "./creditMentions";

/** The figures of a simulated loan, already written in the page's language. */
export interface SimulatedLoanFigures {
  financed: string;
  months: number;
  monthly: string;
  withInsurance: string;
  taeg: string;
  totalDue: string;
}

/**
 * The simulators' words, from the `simulators` catalogs (app/content/catalogs/simulators/
 * <language>.po): the figures arrive written in the page's language by the domain's formatters.
 */
export function simulatorsContentIn(t: Translate) {
  /** The simulation tab of the four credit pages: fields, results, chart and schedule. */
  const loanSimulatorText = {
    title: t("loanSimulatorText.title"),
    months: (count: number) => t("loanSimulatorText.months", { count }),
    durationLegend: t("loanSimulatorText.durationLegend"),
    /** The bounds of what the customer brings: the loan still finances its minimum. */
    deductionHint: (bounds: { zero: string; max: string; minimumLoan: string }) =>
      t("loanSimulatorText.deductionHint", bounds),
    presetPlaceholder: t("loanSimulatorText.presetPlaceholder"),
    preset: (idea: { label: string; amount: string }) => t("loanSimulatorText.preset", idea),
    repaidSeries: t("loanSimulatorText.repaidSeries"),
    interestSeries: t("loanSimulatorText.interestSeries"),
    chartAxis: t("loanSimulatorText.chartAxis"),
    chartCaption: (figures: { months: number; financed: string; interest: string }) =>
      t("loanSimulatorText.chartCaption", figures),
    scheduleTitle: t("loanSimulatorText.scheduleTitle"),
    scheduleWithoutScripts: t("loanSimulatorText.scheduleWithoutScripts"),
    scheduleCaption: (figures: { financed: string; months: number; rate: string }) =>
      t("loanSimulatorText.scheduleCaption", figures),
    scheduleColumns: {
      month: t("loanSimulatorText.scheduleColumns.month"),
      payment: t("loanSimulatorText.scheduleColumns.payment"),
      interest: t("loanSimulatorText.scheduleColumns.interest"),
      principal: t("loanSimulatorText.scheduleColumns.principal"),
      remaining: t("loanSimulatorText.scheduleColumns.remaining"),
    },
  };

  /** The result card beside the fields. */
  const loanResultsText = {
    monthlyPayment: t("loanResultsText.monthlyPayment"),
    perMonth: t("loanResultsText.perMonth"),
    during: (months: number) => t("loanResultsText.during", { months }),
    duringThenLast: (figures: { months: number; last: string }) =>
      t("loanResultsText.duringThenLast", figures),
    withoutInsurance: t("loanResultsText.withoutInsurance"),
    withInsurance: (amount: string) => t("loanResultsText.withInsurance", { amount }),
    taeg: (rate: string) => t("loanResultsText.taeg", { rate }),
    borrowingRate: t("loanResultsText.borrowingRate"),
    financed: t("loanResultsText.financed"),
    totalCost: t("loanResultsText.totalCost"),
    totalDue: t("loanResultsText.totalDue"),
    noFees: t("loanResultsText.noFees"),
    apply: t("loanResultsText.apply"),
    resume: t("loanResultsText.resume"),
    callBackQuestion: t("loanResultsText.callBackQuestion"),
    callBack: t("loanResultsText.callBack"),
  };

  /** The request tab's way into the online application, with the simulated loan. */
  const requestedLoanText = {
    title: t("requestedLoanText.title"),
    intro: t("requestedLoanText.intro"),
    simulationTitle: t("requestedLoanText.simulationTitle"),
    simulated: (figures: SimulatedLoanFigures): MentionSegment[] => [
      t("requestedLoanText.simulated.loan", { ...figures }),
      {
        mention: "instalment",
        text: t("requestedLoanText.simulated.monthly", { monthly: figures.monthly }),
      },
      t("requestedLoanText.simulated.withInsurance", { withInsurance: figures.withInsurance }),
      { mention: "taeg", text: t("requestedLoanText.simulated.taeg", { taeg: figures.taeg }) },
      ", ",
      {
        mention: "total-due",
        text: t("requestedLoanText.simulated.totalDue", { totalDue: figures.totalDue }),
      },
      t("requestedLoanText.simulated.end"),
    ],
    change: t("requestedLoanText.change"),
    notYet: t("requestedLoanText.notYet"),
    simulate: t("requestedLoanText.simulate"),
    apply: t("requestedLoanText.apply"),
    resume: t("requestedLoanText.resume"),
  };

  /**
   * What a simulator's amount field says when it cannot use the amount as typed. The bounds and the
   * example arrive written in the page's language.
   */
  const amountFieldText = {
    empty: t("amountFieldText.empty"),
    notAmount: (example: string) => t("amountFieldText.notAmount", { example }),
    belowMin: (bound: string) => t("amountFieldText.belowMin", { bound }),
    aboveMax: (bound: string) => t("amountFieldText.aboveMax", { bound }),
    range: (bounds: { min: string; max: string }) => t("amountFieldText.range", bounds),
  };

  /** The simulators' button, shown only without scripts: with them, every change recalculates. */
  const simulationFormText = {
    calculate: t("simulationFormText.calculate"),
  };

  return {
    loanSimulatorText,
    loanResultsText,
    requestedLoanText,
    amountFieldText,
    simulationFormText,
  };
}

export type SimulatorsContent = ReturnType<typeof simulatorsContentIn>;

/** What an amount field says, in the page's language. */
export type AmountFieldText = SimulatorsContent["amountFieldText"];
