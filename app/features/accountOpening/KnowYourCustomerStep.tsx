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
import { RadioGroupField } from "./RadioGroupField";
import { StepSection, type StepProps } from "./StepSection";
import { choicesOf, knowYourCustomerFormSchema, knowYourCustomerFormValues } from "./stepForms";
import { useStepForm } from "./useStepForm";

/** Occupation, income, purpose and expected use of the account (L561-5-1). */
export function KnowYourCustomerStep({
  opening,
  onSaved,
  headingRef,
}: StepProps & { opening: Opening; onSaved: (opening: Opening) => void }) {
  const { knowYourCustomerStepText: text } = accountOpeningText.use();
  const { fieldOf, sectionProps } = useStepForm({
    schema: knowYourCustomerFormSchema,
    defaultValues: knowYourCustomerFormValues(opening),
    labels: text.labels,
    send: (body) => callApi(saveKnowYourCustomer, { body }),
    onSaved,
  });

  return (
    <StepSection
      step="knowYourCustomer"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      {...sectionProps}
    >
      <SelectField
        {...fieldOf("occupation")}
        options={choicesOf(occupations, text.occupations)}
        required
        wide
      />
      <RadioGroupField
        {...fieldOf("monthlyIncome")}
        choices={choicesOf(monthlyIncomeBands, text.incomeBands)}
      />
      <RadioGroupField
        {...fieldOf("purpose")}
        choices={choicesOf(accountPurposes, text.purposes)}
      />
      <RadioGroupField
        {...fieldOf("expectedMonthlyInflow")}
        choices={choicesOf(expectedMonthlyInflows, text.inflowBands)}
      />
    </StepSection>
  );
}
