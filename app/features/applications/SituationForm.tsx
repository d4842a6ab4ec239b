import type { Ref } from "react";
import { useWatch } from "react-hook-form";
import { FormStatus } from "~/components/ui/FormStatus";
import { SelectField, TextField } from "~/components/ui/fields";
import { applicationText } from "~/content/application.i18n";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { saveSituation } from "@domain/api/applications";
import type { Application } from "@domain/credit/application";
import {
  employmentStatuses,
  housingKinds,
  type HousingKind,
} from "@domain/forms/creditSituationOptions";
import { StepBlock } from "./StepBlock";
import {
  situationFormSchema,
  situationFormValues,
  type SituationFormValues,
} from "./situationForm";

const isHousing = (value: string): value is HousingKind =>
  housingKinds.some((kind) => kind.value === value);

/** A select's choices: the codes the server stores, worded in the page's language. */
const choices = <Code extends string>(
  options: readonly { value: Code }[],
  labels: Record<Code, string>,
) => options.map(({ value }) => ({ value, label: labels[value] }));

/**
 * The Informations step: the customer's situation, from which the server computes the
 * indicative answer at once. Given again while the file is not sent, it replaces both.
 */
export function SituationForm({
  application,
  headingRef,
  onSaved,
  onCancel,
}: {
  application: Application;
  headingRef?: Ref<HTMLHeadingElement>;
  onSaved: (application: Application) => void;
  /** Only when a situation was given before: back to its answer, unchanged. */
  onCancel?: () => void;
}) {
  const { situationText: text } = applicationText.use();
  const locale = useLocale();
  const { labels } = text;
  const { form, submit, outcome } = useApiForm({
    schema: situationFormSchema(locale),
    defaultValues: situationFormValues(application.situation, locale),
    send: (situation) =>
      callApi(saveSituation, { params: { id: application.id }, body: situation }),
    onSuccess: (saved) => onSaved(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const housing = useWatch({ control: form.control, name: "housing" });
  const field = (name: keyof SituationFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <StepBlock title={onCancel ? text.editTitle : text.title} headingRef={headingRef}>
      <p className="mt-2 text-ink-700">{text.intro}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-6 grid gap-5 sm:grid-cols-2"
        aria-label={text.title}
      >
        <SelectField
          name="employmentStatus"
          label={labels.employmentStatus}
          options={choices(employmentStatuses, text.employmentStatuses)}
          required
          error={errors.employmentStatus?.message}
          registration={field("employmentStatus")}
        />
        <TextField
          name="employedSince"
          label={labels.employedSince}
          type="month"
          hint={text.employedSinceHint}
          required
          error={errors.employedSince?.message}
          registration={field("employedSince")}
        />
        <TextField
          name="netMonthlyIncome"
          label={labels.netMonthlyIncome}
          inputMode="decimal"
          hint={text.amountHint}
          required
          error={errors.netMonthlyIncome?.message}
          registration={field("netMonthlyIncome")}
        />
        <TextField
          name="coBorrowerNetMonthlyIncome"
          label={labels.coBorrowerNetMonthlyIncome}
          inputMode="decimal"
          hint={text.coBorrowerHint}
          error={errors.coBorrowerNetMonthlyIncome?.message}
          registration={field("coBorrowerNetMonthlyIncome")}
        />
        <TextField
          name="otherCreditPayments"
          label={labels.otherCreditPayments}
          inputMode="decimal"
          hint={text.otherCreditsHint}
          required
          wide
          error={errors.otherCreditPayments?.message}
          registration={field("otherCreditPayments")}
        />
        <SelectField
          name="housing"
          label={labels.housing}
          options={choices(housingKinds, text.housingKinds)}
          required
          error={errors.housing?.message}
          registration={field("housing")}
        />
        <TextField
          name="housingCost"
          label={isHousing(housing) ? text.housingCostLabels[housing] : labels.housingCost}
          inputMode="decimal"
          hint={text.amountHint}
          required
          error={errors.housingCost?.message}
          registration={field("housingCost")}
        />
        <TextField
          name="dependants"
          label={labels.dependants}
          inputMode="numeric"
          hint={text.dependantsHint}
          required
          error={errors.dependants?.message}
          registration={field("dependants")}
        />
        <div className="sm:col-span-2">
          <FormStatus outcome={outcome} />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn btn-accent" disabled={isSubmitting}>
            {isSubmitting ? text.computing : text.submit}
          </button>
          {onCancel && (
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              {text.cancel}
            </button>
          )}
        </div>
      </form>
    </StepBlock>
  );
}
