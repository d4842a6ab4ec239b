import { bank } from "../bank";
import { formatEuros, formatRate, formatWholeEuros } from "../format";
import type { CreditSituation } from "../forms/creditSituation";
import { summarizeLoan } from "./finance";
import { loanAmounts } from "./products";
import {
  assessSolvency,
  newInstalmentOf,
  severity,
  type AnswerFigures,
  type Borrower,
  type Criterion,
  type Outcome,
  type Reason,
  type RequestedLoan,
} from "./solvencyAssessment";
import { solvencyThresholds, type SolvencyThresholds } from "./solvencyThresholds";

/**
 * The indicative answer (réponse de principe) given the moment a customer has described their
 * situation: the outcome of the criteria of `solvencyAssessment.ts` and, when it is unfavourable,
 * a smaller amount or a longer duration the same criteria would accept. It is no credit decision:
 * staff decide after the full study (docs/decisions/010).
 */

/** The headline of each outcome, conditional and subject to the full study. */
export const outcomeSummaries: Readonly<Record<Outcome, string>> = {
  favorable:
    "Réponse de principe favorable, sous réserve de l'étude complète de votre dossier et de vos justificatifs.",
  a_etudier: "Votre demande sera étudiée par un conseiller avant toute réponse.",
  defavorable: "Réponse de principe défavorable pour la demande telle qu'elle est formulée.",
};

export const indicativeNotice = `Cette réponse de principe est indicative : elle repose sur les informations que vous avez déclarées et ne constitue pas une offre de crédit. La décision d'${bank.name} dépend de l'étude complète de votre dossier et de vos justificatifs.`;

/**
 * The durations the product offers and the borrowing rate of each, for the option the customer
 * chose (vehicle, project…): a longer duration is suggested at its own rate. Passed in rather than
 * read here: the rate grids are the product's offer, which the caller prices loans with (they were
 * content in `app/content` until now); this module judges a loan, it does not price one.
 */
export interface DurationGrid {
  /** Months, increasing. */
  durations: readonly number[];
  rateFor: (months: number) => number;
}

/** A loan the same function answers better, offered as an indication, never as an offer. */
export interface Suggestion {
  kind: "smallerAmount" | "longerDuration";
  amount: number;
  months: number;
  annualRate: number;
  newInstalment: number;
  /** Its answer: `favorable` if some loan of this kind gets it, else `a_etudier`. */
  outcome: Exclude<Outcome, "defavorable">;
  text: string;
}

export interface IndicativeAnswer {
  outcome: Outcome;
  summary: string;
  /** Every criterion, the decisive ones first. */
  reasons: Reason[];
  figures: AnswerFigures;
  /** Only for an unfavourable debt ratio or remaining income, when the borrower is eligible. */
  suggestions: Suggestion[];
  notice: string;
  /** `since` of the thresholds used, kept with a stored answer. */
  thresholdsSince: string;
}

// ——— Suggestions ———

const affordable: readonly Exclude<Outcome, "defavorable">[] = ["favorable", "a_etudier"];
const meets = (target: Outcome) => (outcome: Outcome) => severity[outcome] >= severity[target];

/** The largest `n` in [0, count) for which `passes(n)` holds, `passes` being true up to a point. */
function largestPassing(count: number, passes: (n: number) => boolean): number | undefined {
  if (count <= 0 || !passes(0)) return undefined;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (passes(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * A suggested loan says what it costs as any figure offered about a credit must (L312-8): its TAEG
 * first, then its total due, the borrowing rate only after them.
 */
function suggestionText(kind: Suggestion["kind"], loan: RequestedLoan, outcome: Outcome) {
  const answer = outcome === "favorable" ? "serait favorable" : "serait à étudier";
  const instalment = `${formatEuros(newInstalmentOf(loan))} par mois${loan.insurance ? ", assurance comprise" : ""}`;
  const { taeg, totalDue } = summarizeLoan(loan);
  const cost = `TAEG fixe de ${formatRate(taeg)}, montant total dû de ${formatEuros(totalDue)}`;
  return kind === "smallerAmount"
    ? `Pour ${formatWholeEuros(loan.amount)} sur ${loan.months} mois, la réponse de principe ${answer} : ${cost} (${instalment}).`
    : `Sur ${loan.months} mois, la réponse de principe pour ${formatWholeEuros(loan.amount)} ${answer} : ${cost}, au taux débiteur fixe de ${formatRate(loan.annualRate)} (${instalment}) ; un crédit plus long coûte plus cher au total.`;
}

function suggest(
  situation: CreditSituation,
  loan: RequestedLoan,
  borrower: Borrower,
  today: string,
  grid: DurationGrid,
  thresholds: SolvencyThresholds,
): Suggestion[] {
  const outcomeOf = (candidate: RequestedLoan) =>
    assessSolvency(situation, candidate, borrower, today, thresholds).outcome;
  const suggestions: Suggestion[] = [];

  // Multiples of 100 € from the product's minimum up to below the amount asked for.
  const lowest = Math.ceil(loanAmounts[loan.product].min / 100) * 100;
  const count = Math.ceil(loan.amount / 100) - lowest / 100;
  const amountAt = (n: number) => ({ ...loan, amount: lowest + n * 100 });
  for (const target of affordable) {
    const n = largestPassing(count, (index) => meets(target)(outcomeOf(amountAt(index))));
    if (n !== undefined) {
      const candidate = amountAt(n);
      suggestions.push(suggestion("smallerAmount", candidate, outcomeOf(candidate)));
      break;
    }
  }

  const longer = grid.durations
    .filter((months) => months > loan.months)
    .map((months) => ({ ...loan, months, annualRate: grid.rateFor(months) }));
  for (const target of affordable) {
    const candidate = longer.find((item) => meets(target)(outcomeOf(item)));
    if (candidate) {
      suggestions.push(suggestion("longerDuration", candidate, outcomeOf(candidate)));
      break;
    }
  }
  return suggestions;
}

function suggestion(kind: Suggestion["kind"], loan: RequestedLoan, outcome: Outcome): Suggestion {
  if (outcome === "defavorable") throw new Error("Only a loan that passes is suggested");
  return {
    kind,
    amount: loan.amount,
    months: loan.months,
    annualRate: loan.annualRate,
    newInstalment: newInstalmentOf(loan),
    outcome,
    text: suggestionText(kind, loan, outcome),
  };
}

const eligibility: readonly Criterion[] = ["age", "ageAtEnd", "residence"];

/**
 * The indicative answer to a loan application on `today` (`YYYY-MM-DD`, the bank's calendar day in
 * Paris). The situation is the one the Informations step validated; `grid` gives the product's
 * other durations and their rates, for a suggestion.
 */
export function indicativeAnswer(
  situation: CreditSituation,
  loan: RequestedLoan,
  borrower: Borrower,
  today: string,
  grid: DurationGrid,
  thresholds: SolvencyThresholds = solvencyThresholds,
): IndicativeAnswer {
  const { outcome, reasons, figures } = assessSolvency(
    situation,
    loan,
    borrower,
    today,
    thresholds,
  );
  const eligible = reasons.every(
    (reason) => !eligibility.includes(reason.criterion) || reason.verdict !== "defavorable",
  );
  return {
    outcome,
    summary: outcomeSummaries[outcome],
    reasons,
    figures,
    suggestions:
      outcome === "defavorable" && eligible
        ? suggest(situation, loan, borrower, today, grid, thresholds)
        : [],
    notice: indicativeNotice,
    thresholdsSince: thresholds.since,
  };
}
