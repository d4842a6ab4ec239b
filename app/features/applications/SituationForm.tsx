import type { Ref } from "react";
import { useWatch } from "react-hook-form";
import { FormStatus } from "~/components/ui/FormStatus";
import { SelectField, TextField } from "~/components/ui/fields";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { saveSituation } from "@domain/api/applications";
import type { Application } from "@domain/credit/application";
import {
  creditSituationLabels as labels,
  employmentStatuses,
  housingCostLabels,
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

const amountHint = "En euros par mois, par exemple 1 850,50";

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
  const { form, submit, outcome } = useApiForm({
    schema: situationFormSchema,
    defaultValues: situationFormValues(application.situation),
    send: (situation) =>
      callApi(saveSituation, { params: { id: application.id }, body: situation }),
    onSuccess: (saved) => onSaved(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const housing = useWatch({ control: form.control, name: "housing" });
  const field = (name: keyof SituationFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <StepBlock
      title={onCancel ? "Modifier ma situation" : "Votre situation"}
      headingRef={headingRef}
    >
      <p className="mt-2 text-ink-700">
        Ces informations nous permettent de vous donner tout de suite une réponse de principe, puis
        d'étudier votre demande. Les champs marqués d'un astérisque sont obligatoires.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-6 grid gap-5 sm:grid-cols-2"
        aria-label="Votre situation"
      >
        <SelectField
          name="employmentStatus"
          label={labels.employmentStatus}
          options={employmentStatuses}
          required
          error={errors.employmentStatus?.message}
          registration={field("employmentStatus")}
        />
        <TextField
          name="employedSince"
          label={labels.employedSince}
          type="month"
          hint="Par exemple 2021-09"
          required
          error={errors.employedSince?.message}
          registration={field("employedSince")}
        />
        <TextField
          name="netMonthlyIncome"
          label={labels.netMonthlyIncome}
          inputMode="decimal"
          hint={amountHint}
          required
          error={errors.netMonthlyIncome?.message}
          registration={field("netMonthlyIncome")}
        />
        <TextField
          name="coBorrowerNetMonthlyIncome"
          label={labels.coBorrowerNetMonthlyIncome}
          inputMode="decimal"
          hint="Laissez vide si vous empruntez seul"
          error={errors.coBorrowerNetMonthlyIncome?.message}
          registration={field("coBorrowerNetMonthlyIncome")}
        />
        <TextField
          name="otherCreditPayments"
          label={labels.otherCreditPayments}
          inputMode="decimal"
          hint="0 si vous n'en avez pas"
          required
          wide
          error={errors.otherCreditPayments?.message}
          registration={field("otherCreditPayments")}
        />
        <SelectField
          name="housing"
          label={labels.housing}
          options={housingKinds}
          required
          error={errors.housing?.message}
          registration={field("housing")}
        />
        <TextField
          name="housingCost"
          label={isHousing(housing) ? housingCostLabels[housing] : labels.housingCost}
          inputMode="decimal"
          hint={amountHint}
          required
          error={errors.housingCost?.message}
          registration={field("housingCost")}
        />
        <TextField
          name="dependants"
          label={labels.dependants}
          inputMode="numeric"
          hint="Enfants ou autres personnes que vous aidez financièrement, 0 si aucune"
          required
          error={errors.dependants?.message}
          registration={field("dependants")}
        />
        <div className="sm:col-span-2">
          <FormStatus outcome={outcome} />
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn btn-accent" disabled={isSubmitting}>
            {isSubmitting ? "Calcul en cours…" : "Obtenir ma réponse de principe"}
          </button>
          {onCancel && (
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              Annuler
            </button>
          )}
        </div>
      </form>
    </StepBlock>
  );
}
