import type { Ref } from "react";
import { Link } from "react-router";
import { DetailList } from "~/components/ui/DetailList";
import type { Application, ApplicationAnswer } from "@domain/credit/application";
import { outcomeLabel, type Outcome } from "@domain/credit/solvencyAssessment";
import { situationEditable } from "@domain/credit/workflow";
import { formatEuros, formatRatio } from "@domain/format";
import { formatDateTime, formatLongDate } from "@domain/dates";
import { simulatorPath } from "./loanProducts";
import { StepBlock } from "./StepBlock";

/** The outcome is written out; the colour only repeats it. */
const outcomeTone: Readonly<Record<Outcome, string>> = {
  favorable: "bg-accent-50 text-accent-800 border-accent-700",
  a_etudier: "bg-gold-100 text-brand-900 border-gold-400",
  defavorable: "bg-red-50 text-danger-700 border-danger-700",
};

export function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  return (
    <span
      className={`inline-block rounded-full border px-3 py-0.5 text-sm font-semibold ${outcomeTone[outcome]}`}
    >
      {outcomeLabel(outcome)}
    </span>
  );
}

const household = (size: number) => (size === 1 ? "1 personne" : `${size} personnes`);

function answerFigures({ figures }: ApplicationAnswer, insurance: boolean): [string, string][] {
  return [
    ["Taux d'endettement", formatRatio(figures.debtRatio)],
    [
      insurance ? "Mensualité de ce prêt, assurance comprise" : "Mensualité de ce prêt",
      formatEuros(figures.newInstalment),
    ],
    ["Total de vos mensualités de crédit", formatEuros(figures.creditPayments)],
    ["Revenus nets mensuels du foyer", formatEuros(figures.householdIncome)],
    ["Reste à vivre par mois", formatEuros(figures.remainingIncome)],
    [
      `Reste à vivre minimum pour un foyer de ${household(figures.householdSize)}`,
      formatEuros(figures.minimumRemainingIncome),
    ],
  ];
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
  return (
    <StepBlock
      title={`Réponse de principe : ${outcomeLabel(answer.outcome)}`}
      headingRef={headingRef}
    >
      <p className="mt-3 text-lg text-ink-900">{answer.summary}</p>

      <h3 className="mt-6 text-lg font-semibold">Ce qui fonde cette réponse</h3>
      <ul className="mt-3 space-y-3">
        {answer.reasons.map((reason) => (
          <li
            key={reason.criterion}
            className="flex flex-col items-start gap-1 sm:flex-row sm:gap-3"
          >
            <OutcomeBadge outcome={reason.verdict} />
            <span className="text-ink-700">{reason.text}</span>
          </li>
        ))}
      </ul>

      <h3 className="mt-6 text-lg font-semibold">Vos chiffres</h3>
      <DetailList rows={answerFigures(answer, application.insurance)} className="mt-3" />

      {answer.suggestions.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">Un prêt qui pourrait vous convenir</h3>
          <ul className="mt-3 space-y-3">
            {answer.suggestions.map((suggestion) => (
              <li key={suggestion.kind} className="rounded-lg bg-brand-50 p-4">
                <p className="text-ink-900">{suggestion.text}</p>
                <Link
                  to={simulatorPath(application.product, {
                    amount: suggestion.amount,
                    months: suggestion.months,
                    option: application.option,
                  })}
                  className="link mt-2 inline-block"
                >
                  Simuler {formatEuros(suggestion.amount)} sur {suggestion.months} mois
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}

      <p className="mt-6 text-sm text-ink-700">{answer.notice}</p>
      <p className="mt-2 text-sm text-ink-500">
        Réponse calculée le {formatDateTime(answer.answeredAt)}, selon nos critères en vigueur
        depuis le {formatLongDate(answer.thresholdsSince)}.
      </p>
      {situationEditable(application.state) && (
        <button type="button" className="btn btn-outline mt-6" onClick={onEdit}>
          Modifier ma situation
        </button>
      )}
    </StepBlock>
  );
}
