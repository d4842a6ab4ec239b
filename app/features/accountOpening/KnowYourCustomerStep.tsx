import { saveKnowYourCustomer } from "@domain/api/accountOpening";
import type { Opening } from "@domain/currentAccount/opening";
import {
  accountPurposes,
  expectedMonthlyInflows,
  monthlyIncomeBands,
  occupations,
} from "@domain/forms/accountOpening";
import { SelectField } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { RadioGroupField } from "./RadioGroupField";
import { StepSection, type StepProps } from "./StepSection";
import {
  choicesOf,
  knowYourCustomerFormSchema,
  knowYourCustomerFormValues,
  type KnowYourCustomerFormValues,
} from "./stepForms";

/** Occupation, income, purpose and expected use of the account (L561-5-1). */
export function KnowYourCustomerStep({
  opening,
  onSaved,
  headingRef,
}: StepProps & { opening: Opening; onSaved: (opening: Opening) => void }) {
  const { knowYourCustomerStepText: text } = accountOpeningText.use();
  const { labels } = text;
  const { form, submit, outcome } = useApiForm({
    schema: knowYourCustomerFormSchema,
    defaultValues: knowYourCustomerFormValues(opening),
    send: (body) => callApi(saveKnowYourCustomer, { body }),
    onSuccess: onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof KnowYourCustomerFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <StepSection
      step="knowYourCustomer"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      outcome={outcome}
      submitting={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <SelectField
        name="occupation"
        label={labels.occupation}
        options={choicesOf(occupations, text.occupations)}
        required
        wide
        error={errors.occupation?.message}
        registration={field("occupation")}
      />
      <RadioGroupField
        legend={labels.monthlyIncome}
        choices={choicesOf(monthlyIncomeBands, text.incomeBands)}
        error={errors.monthlyIncome?.message}
        registration={field("monthlyIncome")}
      />
      <RadioGroupField
        legend={labels.purpose}
        choices={choicesOf(accountPurposes, text.purposes)}
        error={errors.purpose?.message}
        registration={field("purpose")}
      />
      <RadioGroupField
        legend={labels.expectedMonthlyInflow}
        choices={choicesOf(expectedMonthlyInflows, text.inflowBands)}
        error={errors.expectedMonthlyInflow?.message}
        registration={field("expectedMonthlyInflow")}
      />
    </StepSection>
  );
}
