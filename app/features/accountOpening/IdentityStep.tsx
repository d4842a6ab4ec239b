import type { ReactNode } from "react";
import { saveIdentity } from "@domain/api/accountOpening";
import type { Opening } from "@domain/currentAccount/opening";
import { SelectField, TextField } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
import { countryOptions } from "./countries";
import { StepSection, type StepProps } from "./StepSection";
import { identityFormSchema, identityFormValues } from "./stepForms";
import { useStepForm } from "./useStepForm";

/** A group of fields under its legend, laid out as the form's two columns. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-semibold text-brand-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Birth place and postal address (Code monétaire et financier, R561-5). */
export function IdentityStep({
  opening,
  signupCountry,
  onSaved,
  headingRef,
}: StepProps & {
  opening: Opening;
  /** The country the customer gave at signup: their country of residence, the first time. */
  signupCountry: string | undefined;
  onSaved: (opening: Opening) => void;
}) {
  const { identityStepText: text } = accountOpeningText.use();
  const locale = useLocale();
  const countries = countryOptions(locale);
  const { fieldOf, sectionProps } = useStepForm({
    schema: identityFormSchema,
    defaultValues: identityFormValues(opening, signupCountry),
    labels: text.labels,
    send: (body) => callApi(saveIdentity, { body }),
    onSaved,
  });

  return (
    <StepSection
      step="identity"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      {...sectionProps}
    >
      <FieldGroup legend={text.birthLegend}>
        <TextField {...fieldOf("birthPlace")} required maxLength={100} />
        <SelectField {...fieldOf("birthCountry")} options={countries} required />
      </FieldGroup>
      <FieldGroup legend={text.addressLegend}>
        <TextField
          {...fieldOf("addressLine")}
          hint={text.addressLineHint}
          autoComplete="address-line1"
          required
          wide
          maxLength={140}
        />
        <TextField
          {...fieldOf("addressComplement")}
          hint={text.addressComplementHint}
          autoComplete="address-line2"
          wide
          maxLength={140}
        />
        <TextField {...fieldOf("postalCode")} autoComplete="postal-code" required maxLength={12} />
        <TextField {...fieldOf("city")} autoComplete="address-level2" required maxLength={100} />
        <SelectField {...fieldOf("country")} options={countries} required />
      </FieldGroup>
    </StepSection>
  );
}
