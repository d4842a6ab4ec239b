import type { ReactNode } from "react";
import { saveIdentity } from "@domain/api/accountOpening";
import type { Opening } from "@domain/currentAccount/opening";
import { SelectField, TextField } from "~/components/ui/fields";
import { accountOpeningText } from "~/content/accountOpening.i18n";
import { useLocale } from "~/i18n/locale";
import { callApi } from "~/lib/api";
import { useApiForm } from "~/lib/useApiForm";
import { countryOptions } from "./countries";
import { StepSection, type StepProps } from "./StepSection";
import { identityFormSchema, identityFormValues, type IdentityFormValues } from "./stepForms";

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
  const { labels } = text;
  const locale = useLocale();
  const countries = countryOptions(locale);
  const { form, submit, outcome } = useApiForm({
    schema: identityFormSchema,
    defaultValues: identityFormValues(opening, signupCountry),
    send: (body) => callApi(saveIdentity, { body }),
    onSuccess: onSaved,
  });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof IdentityFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <StepSection
      step="identity"
      title={text.title}
      intro={text.intro}
      headingRef={headingRef}
      outcome={outcome}
      submitting={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      <FieldGroup legend={text.birthLegend}>
        <TextField
          name="birthPlace"
          label={labels.birthPlace}
          required
          maxLength={100}
          error={errors.birthPlace?.message}
          registration={field("birthPlace")}
        />
        <SelectField
          name="birthCountry"
          label={labels.birthCountry}
          options={countries}
          required
          error={errors.birthCountry?.message}
          registration={field("birthCountry")}
        />
      </FieldGroup>
      <FieldGroup legend={text.addressLegend}>
        <TextField
          name="addressLine"
          label={labels.addressLine}
          hint={text.addressLineHint}
          autoComplete="address-line1"
          required
          wide
          maxLength={140}
          error={errors.addressLine?.message}
          registration={field("addressLine")}
        />
        <TextField
          name="addressComplement"
          label={labels.addressComplement}
          hint={text.addressComplementHint}
          autoComplete="address-line2"
          wide
          maxLength={140}
          error={errors.addressComplement?.message}
          registration={field("addressComplement")}
        />
        <TextField
          name="postalCode"
          label={labels.postalCode}
          autoComplete="postal-code"
          required
          maxLength={12}
          error={errors.postalCode?.message}
          registration={field("postalCode")}
        />
        <TextField
          name="city"
          label={labels.city}
          autoComplete="address-level2"
          required
          maxLength={100}
          error={errors.city?.message}
          registration={field("city")}
        />
        <SelectField
          name="country"
          label={labels.country}
          options={countries}
          required
          error={errors.country?.message}
          registration={field("country")}
        />
      </FieldGroup>
    </StepSection>
  );
}
