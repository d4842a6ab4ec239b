import { useId, type ReactNode, type Ref } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/ui/FormAlert";
import { RequiredFieldsLegend } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { answerSteps, type AnswerStep } from "@domain/currentAccount/opening";
import type { FormOutcome } from "~/lib/useApiForm";
import { stepBefore, stepNumber, viewSearch } from "./openingSteps";

/** What every step's form shares: the page moves focus to its heading as it comes. */
export interface StepProps {
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * One answer step under its heading, « Étape 2 sur 5 » said in it, its introduction, a failure of
 * the request said above the form, then the form: its fields, the way back and the submit button.
 */
export function StepSection({
  step,
  title,
  intro,
  headingRef,
  outcome,
  submitting,
  onSubmit,
  children,
  note,
  requiredLegend = true,
}: StepProps & {
  step: AnswerStep;
  title: string;
  intro: string;
  outcome: FormOutcome;
  submitting: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Said under the fields, before the buttons. */
  note?: ReactNode;
  /** What the asterisk means: left out where no field shows one (the offers' cards). */
  requiredLegend?: boolean;
}) {
  const { trackerText, formText } = accountOpeningText.use();
  const headingId = useId();
  const previous = stepBefore(step);
  const last = step === answerSteps.at(-1);
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-brand-100 p-6">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="outline-none">
        <span className="block text-sm font-semibold text-accent-700">
          {trackerText.progress(stepNumber(step), answerSteps.length)}
        </span>
        <span className="mt-1 block text-2xl font-bold">{title}</span>
      </h2>
      <p className="mt-2 text-ink-700">{intro}</p>
      <div className="mt-4">
        <FormAlert message={outcome?.kind === "failed" ? outcome.message : undefined} />
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        className="mt-4 grid gap-5 sm:grid-cols-2"
      >
        {requiredLegend && <RequiredFieldsLegend />}
        {children}
        {note && <div className="sm:col-span-2">{note}</div>}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn btn-accent" disabled={submitting}>
            {submitting ? formText.saving : last ? formText.submitLast : formText.submit}
          </button>
          {previous && (
            <Link to={viewSearch(previous)} className="btn btn-outline">
              {formText.previous}
            </Link>
          )}
        </div>
      </form>
    </section>
  );
}
