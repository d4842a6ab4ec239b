import { useWatch } from "react-hook-form";
import { saveTaxResidence } from "@domain/api/accountOpening";
import type { Opening } from "@domain/currentAccount/opening";
import { SelectField, TextField } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { countryOptions } from "./countries";
import { RadioGroupField } from "./RadioGroupField";
import { StepSection, type StepProps } from "./StepSection";
import {
  taxResidenceFormSchema,
  taxResidenceFormValues,
  usPersonAnswers,
  type TaxResidenceFormValues,
} from "./stepForms";

/** The tax residence's self-certification (CRS), and the FATCA question with its US tax number. */
export function TaxResidenceStep({
  opening,
  onSaved,
  headingRef,
}: StepProps & { opening: Opening; onSaved: (opening: Opening) => void }) {
  const { taxResidenceStepText: text } = accountOpeningText.use();
  const { labels } = text;
  const locale = useLocale();
  const { form, submit, outcome } = useApiForm({
    schema: taxResidenceFormSchema,
    defaultValues: taxResidenceFormValues(opening),
    send: (body) => callApi(saveTaxResidence, { body }),
    onSuccess: onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof TaxResidenceFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const usPerson = useWatch({ control: form.control, name: "usPerson" });

  return (
    <StepSection
      step="taxResidence"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      outcome={outcome}
      submitting={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <SelectField
        name="taxCountry"
        label={labels.taxCountry}
        options={countryOptions(locale)}
        required
        error={errors.taxCountry?.message}
        registration={field("taxCountry")}
      />
      <TextField
        name="taxNumber"
        label={labels.taxNumber}
        hint={text.taxNumberHint}
        required
        maxLength={30}
        error={errors.taxNumber?.message}
        registration={field("taxNumber")}
      />
      <RadioGroupField
        legend={labels.usPerson}
        hint={text.usPersonHint}
        choices={[
          { value: usPersonAnswers.yes, label: text.yes },
          { value: usPersonAnswers.no, label: text.no },
        ]}
        error={errors.usPerson?.message}
        registration={field("usPerson")}
      />
      {usPerson === usPersonAnswers.yes && (
        <TextField
          name="usTaxNumber"
          label={labels.usTaxNumber}
          hint={text.usTaxNumberHint}
          required
          maxLength={11}
          error={errors.usTaxNumber?.message}
          registration={field("usTaxNumber")}
        />
      )}
    </StepSection>
  );
}
