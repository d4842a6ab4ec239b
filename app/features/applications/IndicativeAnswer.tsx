import type { Ref } from "react";
import { DetailList } from "~/components/ui/DetailList";
import type { AnswerWording } from "~/content/application";
import { applicationText } from "~/content/application.i18n";
import { useFormats } from "~/i18n/formats";
import { Link } from "~/i18n/Link";
import { useLocale } from "~/i18n/locale";
import type { Application, ApplicationAnswer } from "@domain/credit/application";
import { summarizeLoan } from "@domain/credit/finance";
import type { Outcome } from "@domain/credit/solvencyAssessment";
import { solvencyThresholds } from "@domain/credit/solvencyThresholds";
import { situationEditable } from "@domain/credit/workflow";
import type { NumberFormats } from "@domain/format";
import { formatDateTime, formatLongDate } from "@domain/dates";
import type { Locale } from "@domain/i18n/locales";
import { simulatorPath } from "./loanProducts";
import { StepBlock } from "./StepBlock";

/** The outcome is written out; the colour only repeats it. */
const outcomeTone: Readonly<Record<Outcome, string>> = {
  favorable: "bg-accent-50 text-accent-800 border-accent-700",
  a_etudier: "bg-gold-100 text-brand-900 border-gold-400",
  defavorable: "bg-red-50 text-danger-700 border-danger-700",
};

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  const { outcomeLabels } = applicationText.use();
  return (
    <span
      className={`inline-block rounded-full border px-3 py-0.5 text-sm font-semibold ${outcomeTone[outcome]}`}
    >
      {outcomeLabels[outcome]}
    </span>
  );
}

/** The sentences of an answer, as the page shows them: its summary, reasons, suggestions, notice. */
interface AnswerSentences {
  summary: string;
  reasons: string[];
  suggestions: string[];
  notice: string;
}

/**
 * The answer's sentences worded again in the page's language from its figures, the situation and
 * the thresholds it was computed with. The server wrote them in French when it answered (staff
 * read the same): a French page shows those, and so does an answer computed with thresholds
 * other than today's, whose figures this page no longer has.
 */
function answerSentences(
  application: Application,
  answer: ApplicationAnswer,
  wording: AnswerWording | undefined,
  format: NumberFormats,
  locale: Locale,
): AnswerSentences {
  const { situation } = application;
  if (!wording || !situation || answer.thresholdsSince !== solvencyThresholds.since) {
    return {
      summary: answer.summary,
      reasons: answer.reasons.map((reason) => reason.text),
      suggestions: answer.suggestions.map((suggestion) => suggestion.text),
      notice: answer.notice,
    };
  }
  const { figures } = answer;
  const { age, debtRatio } = solvencyThresholds;
  const percent = (share: number) => format.number(share * 100);
  const reason = (item: ApplicationAnswer["reasons"][number]): string => {
    const { verdict } = item;
    switch (item.criterion) {
      case "age":
        return wording.age({ verdict, age: figures.age, minimum: age.minimum });
      case "ageAtEnd":
        return wording.ageAtEnd({
          verdict,
          date: formatLongDate(figures.lastInstalment, locale),
          age: figures.ageAtLastInstalment,
          maximum: age.maximumAtEnd,
        });
      case "residence":
        return wording.residence({ verdict });
      case "debtRatio": {
        const mortgage = situation.housing === "proprietaire_credit" ? situation.housingCost : 0;
        return wording.debtRatio({
          verdict,
          ratio: format.ratio(figures.debtRatio),
          instalment: format.euros(figures.newInstalment),
          insured: application.insurance,
          otherCredits:
            situation.otherCreditPayments > 0
              ? format.euros(situation.otherCreditPayments)
              : undefined,
          mortgage: mortgage > 0 ? format.euros(mortgage) : undefined,
          income: format.euros(figures.householdIncome),
          coBorrower: Boolean(situation.coBorrowerNetMonthlyIncome),
          favorableMax: percent(debtRatio.favorableMax),
          studyMax: percent(debtRatio.studyMax),
        });
      }
      case "remainingIncome":
        return wording.remainingIncome({
          verdict,
          negative: figures.remainingIncome < 0,
          remaining: format.euros(Math.abs(figures.remainingIncome)),
          minimum: format.euros(figures.minimumRemainingIncome),
          household: figures.householdSize,
        });
      default:
        return item.text;
    }
  };
  return {
    summary: wording.summary[answer.outcome],
    reasons: answer.reasons.map(reason),
    // The cost is computed from the figures: answers stored before it was worded have it too.
    suggestions: answer.suggestions.map((suggestion) =>
      wording.suggestion({
        taeg: format.rate(summarizeLoan(suggestion).taeg),
        totalDue: format.euros(summarizeLoan(suggestion).totalDue),
        kind: suggestion.kind,
        outcome: suggestion.outcome,
        amount: format.wholeEuros(suggestion.amount),
        months: suggestion.months,
        rate: format.rate(suggestion.annualRate),
        instalment: format.euros(suggestion.newInstalment),
        insured: application.insurance,
      }),
    ),
    notice: wording.notice,
  };
}

/**
 * The indicative answer computed from the situation: its outcome, why (each criterion's sentence
 * and the figures behind it), a loan that would pass when this one does not, and the reminder
 * that it is no offer.
 */
export function IndicativeAnswer({
  application,
  answer,
  headingRef,
  onEdit,
}: {
  application: Application;
  answer: ApplicationAnswer;
  headingRef?: Ref<HTMLHeadingElement>;
  onEdit: () => void;
}) {
  const { answerText: text, outcomeLabels } = applicationText.use();
  const format = useFormats();
  const locale = useLocale();
  const sentences = answerSentences(application, answer, text.wording, format, locale);
  const { figures } = answer;
  const rows: [string, string][] = [
    [text.debtRatio, format.ratio(figures.debtRatio)],
    [
      application.insurance ? text.instalmentInsured : text.instalment,
      format.euros(figures.newInstalment),
    ],
    [text.creditPayments, format.euros(figures.creditPayments)],
    [text.householdIncome, format.euros(figures.householdIncome)],
    [text.remainingIncome, format.euros(figures.remainingIncome)],
    [
      text.minimumRemainingIncome(figures.householdSize),
      format.euros(figures.minimumRemainingIncome),
    ],
  ];
  return (
    <StepBlock title={text.title(outcomeLabels[answer.outcome])} headingRef={headingRef}>
      <p className="mt-3 text-lg text-ink-900">{sentences.summary}</p>

      <h3 className="mt-6 text-lg font-semibold">{text.reasonsTitle}</h3>
      <ul className="mt-3 space-y-3">
        {answer.reasons.map((reason, index) => (
          <li
            key={reason.criterion}
            className="flex flex-col items-start gap-1 sm:flex-row sm:gap-3"
          >
            <OutcomeBadge outcome={reason.verdict} />
            <span className="text-ink-700">{sentences.reasons[index]}</span>
          </li>
        ))}
      </ul>

      <h3 className="mt-6 text-lg font-semibold">{text.figuresTitle}</h3>
      <DetailList rows={rows} className="mt-3" />

      {answer.suggestions.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{text.suggestionsTitle}</h3>
          <ul className="mt-3 space-y-3">
            {answer.suggestions.map((suggestion, index) => (
              <li key={suggestion.kind} className="rounded-lg bg-brand-50 p-4">
                <p className="text-ink-900">{sentences.suggestions[index]}</p>
                <Link
                  to={simulatorPath(application.product, {
                    amount: suggestion.amount,
                    months: suggestion.months,
                    option: application.option,
                  })}
                  className="link mt-2 inline-block"
                >
                  {text.simulateSuggestion({
                    amount: format.euros(suggestion.amount),
                    months: suggestion.months,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}

      <p className="mt-6 text-sm text-ink-700">{sentences.notice}</p>
      <p className="mt-2 text-sm text-ink-500">
        {text.computedOn({
          answeredAt: formatDateTime(answer.answeredAt, locale),
          since: formatLongDate(answer.thresholdsSince, locale),
        })}
      </p>
      {situationEditable(application.state) && (
        <button type="button" className="btn btn-outline mt-6" onClick={onEdit}>
          {text.edit}
        </button>
      )}
    </StepBlock>
  );
}
