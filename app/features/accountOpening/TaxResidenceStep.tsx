import { useWatch } from "react-hook-form";
import { saveTaxResidence } from "@domain/api/accountOpening";
import type { Opening } from "@domain/currentAccount/opening";
import { SelectField, TextField } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
import { RadioGroupField } from "./RadioGroupField";
import { StepSection, type StepProps } from "./StepSection";
import { countryOptions } from "./countries";
import { taxResidenceFormSchema, taxResidenceFormValues, usPersonAnswers } from "./stepForms";
import { useStepForm } from "./useStepForm";

/** The tax residence's self-certification (CRS), and the FATCA question with its US tax number. */
export function TaxResidenceStep({
  opening,
  onSaved,
  headingRef,
}: StepProps & { opening: Opening; onSaved: (opening: Opening) => void }) {
  const { taxResidenceStepText: text } = accountOpeningText.use();
  const locale = useLocale();
  const { form, fieldOf, sectionProps } = useStepForm({
    schema: taxResidenceFormSchema,
    defaultValues: taxResidenceFormValues(opening),
    labels: text.labels,
    send: (body) => callApi(saveTaxResidence, { body }),
    onSaved,
  });
  const usPerson = useWatch({ control: form.control, name: "usPerson" });

  return (
    <StepSection
      step="taxResidence"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      {...sectionProps}
    >
      <SelectField {...fieldOf("taxCountry")} options={countryOptions(locale)} required />
      <TextField {...fieldOf("taxNumber")} hint={text.taxNumberHint} required maxLength={30} />
      <RadioGroupField
        {...fieldOf("usPerson")}
        hint={text.usPersonHint}
        choices={[
          { value: usPersonAnswers.yes, label: text.yes },
          { value: usPersonAnswers.no, label: text.no },
        ]}
      />
      {usPerson === usPersonAnswers.yes && (
        <TextField
          {...fieldOf("usTaxNumber")}
          hint={text.usTaxNumberHint}
          required
          maxLength={11}
        />
      )}
    </StepSection>
  );
}
